import { allocate } from '../money/allocate';
import { Decimal } from '../money/decimal';
import type { Precision } from '../money/types';

/** What is still left to discount on a bill, and the discounts each surcharge took so far. */
export interface DiscountState {
  /** The items after every order-level discount so far. */
  itemsLeft: Decimal;
  /** Per surcharge: what it still charges. */
  surchargeLeft: Decimal[];
  /** Per surcharge: the discounts it took (delivery promotions, on_total coupons, loyalty). */
  surchargeDiscounts: Decimal[];
}

/**
 * Takes an accepted discount off a bill: off the items first, and only what the items cannot
 * take off the surcharges, by largest remainder over what each still charges. The caller has
 * already checked that the discount fits (an item-only coupon never reaches the surcharges).
 * Our choice where the spec is silent (A§5 says on_total coupons count the surcharges in their
 * base, not which part they reduce): see docs/engine.md, "A discount larger than what is left".
 *
 * Rounding point: none of its own; the surcharge parts are an allocation (Q8), so they sum
 * exactly to the part above the items.
 *
 * @param amount - the discount, at the precision
 * @param state - what is left before it
 * @param precision - decimal places
 * @returns what is left after it (new arrays; the input is not changed)
 * @example
 * ```ts
 * takeDiscount(new Decimal('12.00'), { itemsLeft: new Decimal('10.00'),
 *   surchargeLeft: [new Decimal('4.00')], surchargeDiscounts: [new Decimal(0)] }, 2);
 * // { itemsLeft: 0, surchargeLeft: [2.00], surchargeDiscounts: [2.00] }
 * ```
 */
export function takeDiscount(
  amount: Decimal,
  state: DiscountState,
  precision: Precision,
): DiscountState {
  const onItems = Decimal.min(amount, state.itemsLeft);
  const onSurcharges = amount.minus(onItems);
  const itemsLeft = state.itemsLeft.minus(onItems);
  if (!onSurcharges.greaterThan(0)) return { ...state, itemsLeft };
  const parts = allocate(onSurcharges, state.surchargeLeft, precision);
  const part = (i: number) => parts[i] ?? new Decimal(0);
  return {
    itemsLeft,
    surchargeLeft: state.surchargeLeft.map((left, i) => left.minus(part(i))),
    surchargeDiscounts: state.surchargeDiscounts.map((taken, i) => taken.plus(part(i))),
  };
}
