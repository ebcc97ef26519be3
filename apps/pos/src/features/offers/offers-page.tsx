import { useLingui } from '@lingui/react/macro';
import { endpoints, type PosOutlet } from '@tabula/api-client';
import { posMenuEditorQueryOptions, posOffersQueryOptions } from '@tabula/api-client/query';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { api } from '../../app/api';
import { muted, panel } from '../../lib/layout.css';
import { useMayCall } from '../../lib/staff-auth';
import { useFailure } from '../../lib/use-failure';
import { CouponsSection } from './coupons-section';
import { LoyaltyForm } from './loyalty-form';
import { menuChoicesOf } from './promotion-draft';
import { PromotionsSection } from './promotions-section';

/**
 * The company's offers: its promotions, its coupon codes and its loyalty programme. They are the
 * company's, so every outlet offers the same; managers read them, owners change them (the
 * contract's roles; a manager's forms are read-only and have no save buttons). Dishes and
 * categories are picked by name from the chosen outlet's menu. A change reaches diners' phones
 * with their next request.
 */
// issue 32: the offers of the back office (docs/back-office.md).
export function OffersPage({ outlet }: { outlet: PosOutlet }) {
  const { t } = useLingui();
  const failed = useFailure();
  const mayPromote = useMayCall(endpoints.pos.savePromotion);
  const mayCoupon = useMayCall(endpoints.pos.saveCoupon);
  const mayLoyalty = useMayCall(endpoints.pos.changeLoyalty);
  const params = { params: { id: outlet.id } };
  const offersQuery = useQuery(posOffersQueryOptions(api, params));
  const menuQuery = useQuery(posMenuEditorQueryOptions(api, params));
  const error = offersQuery.error ?? menuQuery.error;
  useEffect(() => {
    if (error) failed(error);
  }, [error, failed]);
  const offers = offersQuery.data;
  const editor = menuQuery.data;
  const choices = useMemo(
    () => (editor === undefined ? undefined : menuChoicesOf(editor)),
    [editor],
  );
  if (offers === undefined || choices === undefined) {
    return <p className={`${panel} ${muted}`}>{t`Loading…`}</p>;
  }
  return (
    <>
      {!(mayPromote && mayCoupon && mayLoyalty) && (
        <p className={`${panel} ${muted}`}>
          {t`The offers are the company’s: you may read them; an owner changes them.`}
        </p>
      )}
      <section className={panel} aria-labelledby="offers-promotions">
        <h2 id="offers-promotions">{t`Promotions`}</h2>
        <PromotionsSection
          outletId={outlet.id}
          offers={offers}
          choices={choices}
          mayWrite={mayPromote}
        />
      </section>
      <section className={panel} aria-labelledby="offers-coupons">
        <h2 id="offers-coupons">{t`Coupons`}</h2>
        <CouponsSection outletId={outlet.id} offers={offers} mayWrite={mayCoupon} />
      </section>
      <section className={panel} aria-labelledby="offers-loyalty">
        <h2 id="offers-loyalty">{t`Loyalty programme`}</h2>
        <LoyaltyForm
          key={JSON.stringify(offers.loyalty)}
          outletId={outlet.id}
          offers={offers}
          mayWrite={mayLoyalty}
        />
      </section>
    </>
  );
}
