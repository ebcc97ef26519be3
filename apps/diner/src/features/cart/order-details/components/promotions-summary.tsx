import { useLingui } from '@lingui/react/macro';
import type { Menu, Promotion } from '@tabula/api-client';
import { parseAmount, type Bill, type CartLine } from '@tabula/engine';
import { useId } from 'react';
import { useFormatMoney } from '@/lib/i18n/use-format-money';
import { isolate, useVenueText } from '@/lib/i18n/venue-text';
import { lineMenuItem } from '@/lib/bill/line-menu-item';
import * as styles from './promotions-summary.css';

/** Props of {@link PromotionsSummary}. */
export interface PromotionsSummaryProps {
  bill: Bill;
  /** The free-item cart the promotions grant. */
  freeLines: readonly CartLine[];
  menu: Pick<Menu, 'categories'>;
  /** The promotions the bill was priced with, whose names are shown translated. */
  promotions?: readonly Promotion[];
}

/**
 * The promotions the bill applies and the free items they add (A§4): shown so the diner sees
 * them, with no control to remove or change them (free items belong to their promotion).
 */
export function PromotionsSummary({
  bill,
  freeLines,
  menu,
  promotions = [],
}: PromotionsSummaryProps) {
  const { t } = useLingui();
  const venue = useVenueText();
  const formatMoney = useFormatMoney();
  const id = useId();
  const promotionsId = `${id}-promotions`;
  const freeItemsId = `${id}-free`;
  if (bill.applied_promotions.length === 0 && freeLines.length === 0) return null;
  return (
    <>
      {bill.applied_promotions.length > 0 && (
        <section className={styles.section} aria-labelledby={promotionsId}>
          <h2 id={promotionsId} className={styles.heading}>{t`Promotions applied`}</h2>
          <ul className={styles.list}>
            {bill.applied_promotions.map((promotion) => {
              const source = promotions.find((entry) => entry.id === promotion.promotion_id);
              const saved = parseAmount(promotion.amount).greaterThan(0)
                ? formatMoney(promotion.amount)
                : null;
              return (
                <li key={promotion.promotion_id} className={styles.row}>
                  <bdi className={styles.name}>{venue.name(source ?? promotion)}</bdi>
                  {saved !== null && <span className={styles.saving}>{t`You save ${saved}`}</span>}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {freeLines.length > 0 && (
        <section className={styles.section} aria-labelledby={freeItemsId}>
          <h2 id={freeItemsId} className={styles.heading}>{t`Free items`}</h2>
          <ul className={styles.list}>
            {freeLines.map((line) => {
              const item = lineMenuItem(menu, line);
              const name = item ? isolate(venue.name(item)) : '';
              const count = line.count;
              return (
                <li key={line.id} className={styles.row}>
                  <span className={styles.name}>{t`${name} × ${count}`}</span>
                  <span className={styles.saving}>{t`Free`}</span>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </>
  );
}
