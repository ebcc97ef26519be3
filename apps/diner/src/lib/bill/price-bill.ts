import { isEngineError, priceOrder, type Bill, type PriceOrderInput } from '@tabula/engine';

/** A priced bill, and whether the loyalty redemption had to be left out of it. */
export interface PricedBill {
  bill: Bill;
  /** The redeemed loyalty is more than the order can take: the bill is priced without it. */
  loyaltyOverTotal: boolean;
}

/**
 * Prices the order with the engine. When the cart shrank below the loyalty already redeemed, the
 * engine refuses the redemption (LOYALTY_EXCEEDS_TOTAL): the bill is then priced without it and
 * the caller removes the redemption (A§5: any error removes the redemption).
 */
export function priceBill(input: PriceOrderInput): PricedBill {
  try {
    return { bill: priceOrder(input), loyaltyOverTotal: false };
  } catch (error) {
    if (!isEngineError(error, 'LOYALTY_EXCEEDS_TOTAL')) throw error;
    return { bill: priceOrder({ ...input, loyalty: null }), loyaltyOverTotal: true };
  }
}
