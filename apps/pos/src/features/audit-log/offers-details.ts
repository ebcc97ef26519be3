import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/*
 * What a change of the company's offers was, as owners read it in the audit log: a promotion or
 * coupon added, offered again or retired, and which of its parts changed; the loyalty programme
 * started, ended, or which of its figures changed from what to what.
 */

/** A change the server records as `{ from, to }`, or null. */
function fromTo(value: unknown): { from: unknown; to: unknown } | null {
  if (typeof value !== 'object' || value === null || !('from' in value) || !('to' in value)) {
    return null;
  }
  return value;
}

/** The parts of a promotion or coupon, as a change of them reads. */
const OFFER_PARTS: Readonly<Record<string, MessageDescriptor>> = {
  name: msg`Name changed`,
  description: msg`Description changed`,
  translations: msg`Texts in other languages changed`,
  priority: msg`Priority changed`,
  promo_type: msg`Basic or advanced changed`,
  coupon_codes: msg`Promo codes changed`,
  action: msg`What it gives changed`,
  condition: msg`What the diner must buy changed`,
  discount_name: msg`Name changed`,
  discount_type: msg`Kind of discount changed`,
  discount_rate: msg`Discount changed`,
  maxdiscountableAmount: msg`Cap changed`,
  min_order_amount: msg`Least order changed`,
  on_total: msg`Whole order or dishes changed`,
  applicable_on_dinein: msg`Use at tables changed`,
};

/** The figures of a loyalty programme. */
const LOYALTY_FIGURES: Readonly<Record<string, MessageDescriptor>> = {
  points_per_currency_unit: msg`Points per unit paid`,
  point_value: msg`A point's worth`,
  min_redeem_value: msg`Least redeemed at once`,
  max_redeem_value: msg`Most redeemed at once`,
};

/** A promotion's or coupon's change (`pos.savePromotion`, `pos.saveCoupon`). */
export function offerDetails(details: Readonly<Record<string, unknown>>, i18n: I18n): string[] {
  if (fromTo(details.added) !== null) return [i18n._(msg`Added`)];
  return Object.entries(details).flatMap(([key, value]) => {
    const change = fromTo(value);
    if (change === null) return [];
    if (key === 'active') {
      return [i18n._(change.to === true ? msg`Offered again` : msg`Retired`)];
    }
    const part = OFFER_PARTS[key];
    return [part === undefined ? key : i18n._(part)];
  });
}

/** The loyalty programme's change (`pos.changeLoyalty`). */
export function loyaltyDetails(details: Readonly<Record<string, unknown>>, i18n: I18n): string[] {
  const change = fromTo(details.loyalty);
  if (change === null) return [];
  if (change.from === null) return [i18n._(msg`Programme started`)];
  if (change.to === null) return [i18n._(msg`Programme ended`)];
  const from = change.from as Record<string, unknown>;
  const to = change.to as Record<string, unknown>;
  return Object.entries(LOYALTY_FIGURES).flatMap(([key, label]) =>
    from[key] === to[key] ? [] : [`${i18n._(label)}: ${String(from[key])} → ${String(to[key])}`],
  );
}
