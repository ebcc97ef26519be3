import type { BillSplit, Discount, OrderDiscount, SplitBillEntry } from '@tabula/api-client';
import {
  add,
  couponBase,
  evaluateCoupon,
  isCouponWidgetVisible,
  parseAmount,
  toAmount,
  type Amount,
  type Bill,
  type CouponEvaluation,
  type CouponSplit,
} from '@tabula/engine';
import type { SplitPaymentTarget } from './split-payment-target';

/**
 * Whether the coupon widget shows on the scan-and-pay checkout (B§5: only while no one has paid
 * and no promotion applies), read from the bill's split state and its bill: nobody has paid a
 * part (no paid diner, nothing taken off the bill) and no payment is running (the server counts a
 * running payment as started, ADR 0007), and the bill has no order promotion and no line carrying
 * a promotion — the same test the server makes before it takes a coupon (422
 * coupon_unavailable otherwise).
 */
export function splitCouponOffered(
  split: Pick<
    BillSplit,
    'paid_users' | 'payment_in_progress' | 'remaining_amount' | 'total_amount'
  >,
  bill: Pick<Bill, 'order_promotion_discount' | 'lines'>,
): boolean {
  const anyonePaid =
    split.paid_users.length > 0 ||
    split.payment_in_progress ||
    !parseAmount(split.remaining_amount).equals(parseAmount(split.total_amount));
  return isCouponWidgetVisible({
    promotionApplied: !parseAmount(bill.order_promotion_discount).isZero(),
    cartHasPromotionItem: bill.lines.some((line) => line.applied_promotion_id !== null),
    anyonePaid,
  });
}

/** What a coupon is measured on for the part the diner pays (B§5 coupon base). */
function couponSplit(
  target: SplitPaymentTarget,
  split: Pick<BillSplit, 'split_payment_details'>,
  entry: Pick<SplitBillEntry, 'items' | 'surcharges'> | null,
  precision: number,
): CouponSplit | null {
  // spec: B§5, for equal splits the share is the bill divided by the split count.
  if (target.kind === 'equal') {
    return { type: 'equal', count: split.split_payment_details.split_count };
  }
  // spec: B§5, for manual splits the user's selected subtotal (and its surcharges for on_total).
  if (target.kind === 'items' && entry !== null) {
    return {
      type: 'manual',
      selectedSubTotal: toAmount(add('0', ...entry.items.map((item) => item.sub_total)), precision),
      selectedSurchargeSubTotal: toAmount(
        add('0', ...entry.surcharges.map((surcharge) => surcharge.amount)),
        precision,
      ),
    };
  }
  return null;
}

/** What {@link checkSplitCoupon} measures a coupon against. */
export interface SplitCouponInput {
  /** The table bill as the engine prices it: its subtotal and surcharge subtotal. */
  bill: Pick<Bill, 'sub_total' | 'surcharge_sub_total'>;
  split: Pick<BillSplit, 'split_payment_details'>;
  target: SplitPaymentTarget;
  /** The entry paid (its items and surcharges for an item-wise part), null for the whole bill. */
  entry: Pick<SplitBillEntry, 'items' | 'surcharges'> | null;
  /** The part paid before the coupon: the discount never exceeds it. */
  part: Amount;
  precision: number;
}

/**
 * Checks a coupon on the part of a scan-and-pay bill the diner pays, as the server does when the
 * payment starts (apps/server/src/splits/split-coupon.ts): the engine's couponBase on B§5's base
 * — the bill's subtotal for the whole bill, one share of it for an equal split (the engine
 * divides by the split count), the entry's selected subtotal for an item-wise part (the sum of
 * its items' subtotals, which the server's entry gives from the same ledger), plus the
 * surcharges when the coupon is on_total — and the engine's evaluateCoupon (min_order_amount,
 * the eligible amount). An accepted discount never takes off more than the part.
 *
 * @returns the engine's verdict; an accepted discount at the bill's precision
 */
export function checkSplitCoupon(discount: Discount, input: SplitCouponInput): CouponEvaluation {
  const { bill, precision } = input;
  const base = couponBase({
    subTotal: bill.sub_total,
    surchargeSubTotal: bill.surcharge_sub_total,
    onTotal: discount.on_total,
    split: couponSplit(input.target, input.split, input.entry, precision),
  });
  const verdict = evaluateCoupon(discount, base, precision);
  if (!verdict.accepted) return verdict;
  const capped = parseAmount(verdict.discountedAmount).greaterThan(parseAmount(input.part))
    ? input.part
    : verdict.discountedAmount;
  return { ...verdict, discountedAmount: toAmount(capped, precision) };
}

/**
 * The coupon as the payment payload's discounts carry it (B§3 Discount), as the walk-in checkout
 * sends it: the server reads its id, and takes its rules from its own record.
 */
export function splitCouponOrderDiscount(
  discount: Discount,
  verdict: Extract<CouponEvaluation, { accepted: true }>,
): OrderDiscount {
  return {
    discount_id: discount.discount_id,
    discount_name: discount.discount_name,
    discount_type: verdict.discount_type,
    discount_rate: discount.discount_rate,
    discountedAmount: verdict.discountedAmount,
    maxdiscountableAmount: discount.maxdiscountableAmount ?? null,
    min_order_amount: discount.min_order_amount,
    on_total: discount.on_total,
    applied_from_pos: false,
    promotion_id: discount.promotion_id,
    applicable_on_dinein: discount.applicable_on_dinein ?? null,
  };
}
