import { useLingui } from '@lingui/react/macro';
import type { PosCoupon, PosOffers } from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { useState } from 'react';
import { formatPosMoney } from '../../lib/format';
import { badge, muted, row } from '../../lib/layout.css';
import { CouponForm } from './coupon-form';
import * as styles from './offers.css';

/**
 * The company's coupon codes, retired ones included: each one's code, name, what it takes off
 * and whether diners may use it; one opened to change (or, for a person who may not, to read);
 * and a new one added.
 */
export function CouponsSection({
  outletId,
  offers,
  mayWrite,
}: {
  outletId: number;
  offers: PosOffers;
  mayWrite: boolean;
}) {
  const { t, i18n } = useLingui();
  /** The code of the coupon open, '' for a new one, null for none. */
  const [open, setOpen] = useState<string | null>(null);
  const close = () => {
    setOpen(null);
  };
  const discountOf = (coupon: PosCoupon) => {
    const { discount_type: type, discount_rate: rate } = coupon.definition;
    if (type === 'PERCENTAGE') return t`${rate}% off`;
    const amount = formatPosMoney(rate, offers, i18n.locale);
    return t`${amount} off`;
  };
  return (
    <>
      {offers.coupons.length === 0 && <p className={muted}>{t`No coupons yet.`}</p>}
      <ul className={styles.list}>
        {offers.coupons.map((coupon) => {
          const code = coupon.code;
          return (
            <li key={code} className={styles.entry}>
              <div className={styles.summary}>
                <span className={styles.name} dir="ltr">
                  {code}
                </span>
                <span>{coupon.definition.discount_name}</span>
                <span>{discountOf(coupon)}</span>
                <span className={badge}>{coupon.active ? t`Active` : t`Retired`}</span>
              </div>
              {open === code ? (
                <CouponForm
                  outletId={outletId}
                  offers={offers}
                  coupon={coupon}
                  mayWrite={mayWrite}
                  onDone={close}
                />
              ) : (
                <div className={row}>
                  <Button
                    size="small"
                    tone="secondary"
                    aria-label={mayWrite ? t`Change ${code}` : t`Read ${code}`}
                    onClick={() => {
                      setOpen(code);
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
        <CouponForm
          outletId={outletId}
          offers={offers}
          coupon={undefined}
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
              {t`Add a coupon`}
            </Button>
          </div>
        )
      )}
    </>
  );
}
