import type { Discount } from '@tabula/api-client';
import {
  add,
  couponBase,
  couponRejectionMessage,
  evaluateCoupon,
  itemwisePiecesShare,
  parseAmount,
  toAmount,
  type Amount,
} from '@tabula/engine';
import { unprocessable } from '../http/http-error';
import type { LockedBill } from './bill-transaction';
import type { PaymentPart } from './payment-part';
import { splitStarted } from './split-preference';

/**
 * What a diner's coupon takes off their part of a split bill (B§5 coupon rules): measured on
 * B§5's base — the bill's subtotal for the whole bill, its share for an equal split (the engine's
 * couponBase divides by the split count), the diner's selected subtotal for an item-wise entry,
 * plus the surcharges when the coupon is on_total — and never more than the part. B§5 shows the
 * coupon only while nobody has paid and no promotion applies; a coupon then is 422
 * coupon_unavailable. A rejection is the engine's message (coupon_below_minimum_order,
 * coupon_exceeds_eligible_amount).
 *
 * @returns the discount at the bill's precision ("0" with no coupon)
 */
export function splitCouponDiscount(
  bill: LockedBill,
  paying: PaymentPart,
  coupon: Discount | undefined,
): Amount {
  const { ledger, state, venue } = bill;
  const precision = ledger.precision;
  if (!coupon) return toAmount('0', precision);
  const promoted =
    !parseAmount(bill.bill.order_promotion_discount).isZero() ||
    bill.bill.lines.some((line) => line.applied_promotion_id !== null);
  if (splitStarted(bill) || promoted) {
    throw unprocessable(
      'A coupon can be used on this bill only before anyone has paid and when no promotion applies',
      'coupon_unavailable',
    );
  }
  const selection =
    paying.part.kind === 'items' ? itemwisePiecesShare(bill.bill, paying.part.pieces) : null;
  const base = couponBase({
    subTotal: bill.bill.sub_total,
    surchargeSubTotal: bill.bill.surcharge_sub_total,
    onTotal: coupon.on_total,
    split:
      paying.part.kind === 'equal'
        ? { type: 'equal', count: state.splitCount }
        : selection
          ? {
              type: 'manual',
              selectedSubTotal: selection.sub_total,
              selectedSurchargeSubTotal: toAmount(
                add('0', ...selection.surcharges.map((surcharge) => surcharge.amount)),
                precision,
              ),
            }
          : null,
  });
  const verdict = evaluateCoupon(coupon, base, precision);
  if (!verdict.accepted) {
    const message = couponRejectionMessage(verdict, {
      currency: venue.company.currency,
      precision,
    });
    throw unprocessable(
      message.text,
      verdict.reason === 'below_min_order_amount'
        ? 'coupon_below_minimum_order'
        : 'coupon_exceeds_eligible_amount',
      { discount_id: verdict.discount_id, reason: verdict.reason, amount: verdict.amount },
    );
  }
  const discount = parseAmount(verdict.discountedAmount).greaterThan(parseAmount(paying.amount))
    ? paying.amount
    : verdict.discountedAmount;
  return toAmount(discount, precision);
}
