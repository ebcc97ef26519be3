import { useLingui } from '@lingui/react/macro';
import { CouponInput, type AppliedCoupon } from '@tabula/ui';
import { useState } from 'react';
import { useFormatMoney } from '@/lib/i18n/use-format-money';
import { PROMO_CODE_IDLE } from '@/lib/promotions/promo-code-machine';
import { useCodeError } from '@/lib/promotions/use-code-error';
import type { SplitCoupon } from '@/lib/scan-and-pay/use-split-coupon';

/** Props of {@link SplitCouponEntry}. */
export interface SplitCouponEntryProps {
  coupon: SplitCoupon;
}

/**
 * The coupon widget of the scan-and-pay checkout (B§2 Checkout screen: coupon widget; B§5): a
 * code field with Apply, the refusal beside it in the diner's language (the engine's 'orders
 * above' and 'orders below' messages, a lookup error, or the server's refusal after someone paid),
 * and the applied coupon with what it saves on the part and Remove. Only coupons: a split bill has
 * no promo codes of its own (the POS priced its promotions). Shown only while B§5 offers it.
 */
export function SplitCouponEntry({ coupon: split }: SplitCouponEntryProps) {
  const { t } = useLingui();
  const formatMoney = useFormatMoney();
  const [value, setValue] = useState('');
  const { coupon } = split;
  const error = useCodeError(PROMO_CODE_IDLE, coupon.state);
  // A refusal stays beside the field even once the widget is no longer offered (someone paid
  // first), so the diner reads why the coupon went.
  if (!split.offered && coupon.state.status !== 'rejected') return null;

  let applied: AppliedCoupon | undefined;
  if (coupon.state.status === 'applied') {
    const saved = formatMoney(split.discount);
    applied = {
      name: coupon.state.discount.discount_name,
      note: t`You save ${saved}`,
    };
  }

  return (
    <CouponInput
      label={t`Coupon`}
      value={value}
      onChange={(next) => {
        setValue(next);
        // spec: B§5, typing clears the error.
        if (coupon.state.status === 'rejected') coupon.clear();
      }}
      applyLabel={t`Apply`}
      onApply={coupon.apply}
      loading={coupon.state.status === 'loading'}
      {...(error === undefined ? {} : { error })}
      {...(applied === undefined ? {} : { applied })}
      removeLabel={t`Remove`}
      onRemove={() => {
        coupon.clear();
        setValue('');
      }}
      disabled={!split.offered}
    />
  );
}
