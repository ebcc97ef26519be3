import { assertPrecision } from '../money/assert-precision';
import { parseAmount } from '../money/parse-amount';
import type { Amount } from '../money/types';
import type { ItemwiseShare, SplitEntryDraft } from './types';

/** What a new split entry is made from. */
export type SplitEntrySource =
  { kind: 'itemwise'; share: ItemwiseShare } | { kind: 'equal'; amount: Amount };

/**
 * Creates a split entry for a diner, unpaid with nothing collected: an item-wise entry starts
 * in_progress (the diner is paying it now), an equal one starts unpaid (spec:
 * tables-payments-split §3, Split bill entry).
 *
 * @param source - an item-wise share, or an equal share's amount
 * @param owner - the diner's user id and customer id
 * @param precision - decimal places, 0 to 3
 * @returns the entry, without its splitId (see `placeSplitEntry`)
 * @throws EngineError AMOUNT_PRECISION_EXCEEDED, NEGATIVE_AMOUNT
 * @example
 * ```ts
 * createSplitEntry({ kind: 'equal', amount: '33.34' }, { userId: 41, customerId: 9 }, 2).payment_status; // "unpaid"
 * ```
 */
export function createSplitEntry(
  source: SplitEntrySource,
  owner: { userId: number; customerId?: number | null },
  precision: number,
): SplitEntryDraft {
  const places = assertPrecision(precision);
  const zero = parseAmount('0').toFixed(places);
  const common = {
    amount_collected: zero,
    paid: false,
    customer_id: owner.customerId ?? null,
    user_id: owner.userId,
    orders_check_id: null,
  };
  if (source.kind === 'equal') {
    return {
      ...common,
      items: [],
      surcharges: [],
      discounts: zero,
      total_amount: parseAmount(source.amount, { precision: places }).toFixed(places),
      payment_status: 'unpaid',
    };
  }
  const { share } = source;
  return {
    ...common,
    items: share.items.map((item) => ({
      cart_id: item.line_id,
      item_id: item.item_id,
      price: item.unit_price,
      qty: item.quantity,
      tax: item.tax,
      sub_total: item.sub_total,
    })),
    surcharges: share.surcharges,
    discounts: share.discount,
    total_amount: share.total_amount,
    payment_status: 'in_progress',
  };
}
