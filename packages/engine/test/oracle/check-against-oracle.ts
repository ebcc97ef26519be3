import { priceOrder } from '../../src/charges/price-order';
import type { PriceOrderInput } from '../../src/charges/bill-types';
import { EngineError } from '../../src/errors/engine-error';
import { equalShares } from '../../src/split/equal-shares';
import { billFields, priceOrderOracle } from './price-order-oracle';
import { largestRemainder, parse, q, show } from './rational';

/**
 * Prices an order with the engine and with the oracle and throws, naming the first field that
 * differs, unless they agree on every field, the rejected coupons, the loyalty refusal and the
 * equal-split shares of the total. Returns what happened, for the bench's tally.
 */
export function checkAgainstOracle(
  input: PriceOrderInput,
  splitCount: number,
): 'priced' | 'loyalty_refused' {
  let bill: ReturnType<typeof priceOrder> | null = null;
  let error: unknown = null;
  try {
    bill = priceOrder(input);
  } catch (caught) {
    error = caught;
  }
  // Promotions come from the engine's bill; without one (loyalty refused) price without loyalty.
  const promotionsFrom = bill ?? priceOrder({ ...input, loyalty: null });
  const expected = priceOrderOracle(input, promotionsFrom);
  if (expected.throws) {
    if (!(error instanceof EngineError) || error.code !== expected.throws) {
      throw new Error(
        `expected ${expected.throws}, engine gave ${bill ? 'a bill' : String(error)}`,
      );
    }
    return 'loyalty_refused';
  }
  if (!bill) throw error instanceof Error ? error : new Error(String(error));
  const actual = billFields(bill);
  for (const [field, value] of Object.entries(expected.fields)) {
    if (actual[field] !== value) {
      throw new Error(`${field}: engine ${String(actual[field])}, oracle ${value}`);
    }
  }
  if (JSON.stringify(bill.rejected_discounts) !== JSON.stringify(expected.rejected)) {
    throw new Error(
      `rejected: engine ${JSON.stringify(bill.rejected_discounts)}, oracle ${JSON.stringify(expected.rejected)}`,
    );
  }
  const p = input.precision ?? 2;
  const shares = equalShares(bill.total_amount, splitCount, p);
  const oracleShares = largestRemainder(
    parse(bill.total_amount),
    Array.from({ length: splitCount }, () => q(1n)),
    p,
  ).map((share) => show(share, p));
  if (shares.join() !== oracleShares.join()) throw new Error(`equal shares differ`);
  return 'priced';
}
