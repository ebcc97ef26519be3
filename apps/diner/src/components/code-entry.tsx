import { useLingui } from '@lingui/react/macro';
import type { Promotion, Session, User } from '@tabula/api-client';
import { isCouponWidgetVisible, type Bill } from '@tabula/engine';
import { CouponInput, type AppliedCoupon } from '@tabula/ui';
import { useState } from 'react';
import { useFormatMoney } from '../lib/i18n/use-format-money';
import { isolate, useVenueText } from '../lib/i18n/venue-text';
import { useCodeError } from '../lib/promotions/use-code-error';
import { useCoupon } from '../lib/promotions/use-coupon';
import { usePromoCode } from '../lib/promotions/use-promo-code';

/** Props of {@link CodeEntry}. */
export interface CodeEntryProps {
  promotions: readonly Promotion[];
  companyId: number;
  precision: number;
  user: Pick<User, 'id'> | null;
  session: Pick<Session, 'table_id'>;
  bill: Bill;
  /** The promotion the applied promo code unlocked, if any. */
  unlockedPromotion: Promotion | null;
}

/**
 * One code field for promo codes and coupons (our choice: the diner need not know which kind a
 * code is). A code that a promotion carries is checked with promotions/validate; any other code
 * is looked up as a coupon. The field shows only while no promotion is applied (engine
 * isCouponWidgetVisible, A§5); an applied promo code, coupon or POS discount shows in its place.
 */
export function CodeEntry({
  promotions,
  companyId,
  precision,
  user,
  session,
  bill,
  unlockedPromotion,
}: CodeEntryProps) {
  const { t } = useLingui();
  const formatMoney = useFormatMoney();
  const venue = useVenueText();
  const [value, setValue] = useState('');
  const promo = usePromoCode({ promotions, companyId, user, bill, unlockedPromotion });
  const promoApplied = promo.state.status === 'success';
  // spec: A§5, the coupon input shows only when no promotion is applied; B§5 at a table also not
  // while a cart item carries a promotion.
  const inputVisible = isCouponWidgetVisible({
    promotionApplied: promoApplied || bill.order_promotion_id !== null,
    cartHasPromotionItem:
      session.table_id !== null && bill.lines.some((line) => line.applied_promotion_id !== null),
  });
  const coupon = useCoupon(bill, precision, inputVisible);
  const error = useCodeError(promo.state, coupon.state);

  let applied: AppliedCoupon | undefined;
  if (promo.state.status === 'success') {
    const code = promo.state.code;
    // The promotion's name in the diner's language, isolated inside the sentence.
    const name = isolate(unlockedPromotion ? venue.name(unlockedPromotion) : code);
    const effect = bill.applied_promotions.find(
      (entry) => entry.promotion_id === unlockedPromotion?.id,
    );
    // An accepted code whose promotion takes nothing off is removed at once (usePromoCode), so
    // it shows as applied only while it saves something.
    const saved = effect === undefined ? null : formatMoney(effect.amount);
    applied = {
      name: t`${code}: ${name}`,
      ...(saved === null ? {} : { note: t`You save ${saved}` }),
    };
  } else if (coupon.state.status === 'applied') {
    const { discount } = coupon.state;
    const billed = bill.discounts.find((entry) => entry.discount_id === discount.discount_id);
    const saved = billed ? formatMoney(billed.discountedAmount) : null;
    applied = {
      name: discount.discount_name,
      ...(saved === null ? {} : { note: t`You save ${saved}` }),
    };
  } else {
    // spec: A§5, a discount applied from the POS cannot be removed by the diner.
    const pos = bill.discounts.find((entry) => entry.applied_from_pos);
    if (pos)
      applied = { name: pos.discount_name, note: t`Applied by the restaurant`, fromPos: true };
  }
  if (!applied && !inputVisible) return null;

  return (
    <CouponInput
      label={t`Promo code or coupon`}
      value={value}
      onChange={(next) => {
        setValue(next);
        // spec: A§5, typing a new code clears the error.
        promo.edit();
        if (coupon.state.status === 'rejected') coupon.clear();
      }}
      applyLabel={t`Apply`}
      onApply={(code) => {
        if (!promo.submit(code)) coupon.apply(code);
      }}
      loading={promo.state.status === 'loading' || coupon.state.status === 'loading'}
      {...(error === undefined ? {} : { error })}
      {...(applied === undefined ? {} : { applied })}
      removeLabel={t`Remove`}
      onRemove={() => {
        if (promo.state.status === 'success') promo.remove();
        else coupon.clear();
        setValue('');
      }}
    />
  );
}
