import { useLingui } from '@lingui/react/macro';
import type { PosOffers } from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { useState } from 'react';
import { badge, muted, row } from '../../lib/layout.css';
import { ACTION_TYPE_LABELS } from './offer-labels';
import * as styles from './offers.css';
import type { MenuChoices } from './promotion-draft';
import { PromotionForm } from './promotion-form';

/**
 * The company's promotions, lowest priority number first, retired ones included: each one's
 * name, priority, what it gives and whether it is offered; one opened to change (or, for a
 * person who may not, to read); and a new one added.
 */
export function PromotionsSection({
  outletId,
  offers,
  choices,
  mayWrite,
}: {
  outletId: number;
  offers: PosOffers;
  choices: MenuChoices;
  mayWrite: boolean;
}) {
  const { t, i18n } = useLingui();
  /** The key of the promotion open, '' for a new one, null for none. */
  const [open, setOpen] = useState<string | null>(null);
  const close = () => {
    setOpen(null);
  };
  return (
    <>
      {offers.promotions.length === 0 && <p className={muted}>{t`No promotions yet.`}</p>}
      <ul className={styles.list}>
        {offers.promotions.map((promotion) => {
          const name = promotion.definition.name;
          const priority = promotion.definition.priority;
          return (
            <li key={promotion.key} className={styles.entry}>
              <div className={styles.summary}>
                <span className={styles.name}>{name}</span>
                <span>{t`Priority ${priority}`}</span>
                <span>{i18n._(ACTION_TYPE_LABELS[promotion.definition.action.type])}</span>
                <span className={badge}>{promotion.active ? t`Offered` : t`Retired`}</span>
              </div>
              {open === promotion.key ? (
                <PromotionForm
                  outletId={outletId}
                  offers={offers}
                  choices={choices}
                  promotion={promotion}
                  mayWrite={mayWrite}
                  onDone={close}
                />
              ) : (
                <div className={row}>
                  <Button
                    size="small"
                    tone="secondary"
                    aria-label={mayWrite ? t`Change ${name}` : t`Read ${name}`}
                    onClick={() => {
                      setOpen(promotion.key);
                    }}
                  >
                    {mayWrite ? t`Change` : t`Read`}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {open === '' ? (
        <PromotionForm
          outletId={outletId}
          offers={offers}
          choices={choices}
          promotion={undefined}
          mayWrite={mayWrite}
          onDone={close}
        />
      ) : (
        mayWrite && (
          <div className={row}>
            <Button
              size="small"
              tone="secondary"
              onClick={() => {
                setOpen('');
              }}
            >
              {t`Add a promotion`}
            </Button>
          </div>
        )
      )}
    </>
  );
}
