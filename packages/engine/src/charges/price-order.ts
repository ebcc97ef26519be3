import { assertCurrency } from '../money/assert-currency';
import { assertPrecision } from '../money/assert-precision';
import type { Bill, PriceOrderInput } from './bill-types';
import { applyDiscounts } from './price-order/apply-discounts';
import { applyTaxes } from './price-order/apply-taxes';
import { assembleBill } from './price-order/assemble-bill';
import { chargeSurcharges } from './price-order/charge-surcharges';
import { priceLines } from './price-order/price-lines';
import { redeemLoyalty } from './price-order/redeem-loyalty';

/**
 * Prices an order: item promotions, surcharges, the order and delivery promotions, coupons and
 * POS discounts, loyalty, item and surcharge taxes, the tip and the total. Every money field of
 * the order payload comes out quantized to the currency precision, and the same input always
 * gives the same bill.
 *
 * Each step is one file in `price-order/` and rounds at its own named points (docs/engine.md,
 * "Where values are quantized"): lines and item promotions (Q1, Q2), surcharges (Q3), the order
 * promotion, coupons and POS discounts (Q4), loyalty (none), taxes (Q5, Q6), then the tip and
 * the line shares as the bill is assembled (Q7, Q8). Values pass between steps exact.
 *
 * @param input - the cart lines and everything that prices them
 * @returns the bill
 * @throws EngineError for malformed input (bad amounts, counts, types, precision, duplicate line
 * ids) and LOYALTY_EXCEEDS_TOTAL when the redeemed loyalty is more than it can pay
 * @example
 * ```ts
 * const bill = priceOrder({
 *   currency: 'AED', precision: 2, is_tax_inclusive: false, mode: 'walk_in',
 *   lines: [{ id: 'l1', item_id: 1, category_id: 1, count: 2, unit_price: '12.50', modifiers: [],
 *     taxes: [{ id: 1, name: 'VAT', type: 'PERCENTAGE', value: '5' }] }],
 *   tip: { percent: '10' },
 * });
 * bill.total_amount; // "28.75" (25.00 + 1.25 VAT + 2.50 tip)
 * ```
 */
export function priceOrder(input: PriceOrderInput): Bill {
  const precision = assertPrecision(input.precision);
  assertCurrency(input.currency);
  const context = { input, precision };
  const priced = priceLines(context);
  const charged = chargeSurcharges(context, priced.subTotal);
  const discounted = applyDiscounts(context, priced, charged);
  const redeemed = redeemLoyalty(context, priced, discounted);
  const taxes = applyTaxes(context, priced, charged, redeemed);
  return assembleBill(context, { priced, charged, discounted, redeemed, taxes });
}
