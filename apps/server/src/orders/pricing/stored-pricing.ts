import type { PriceOrderInput } from '@tabula/engine';
import { z } from 'zod';

/**
 * What priced an order, kept beside its order_details so the order can be priced again later
 * (a discount or loyalty from the POS) with the prices it was placed at, not today's menu.
 */
// our choice: stored in the order's details JSON under `pricing`; orderView parses details with
// the contract's schema, which drops the key, so a diner never sees it.
export interface StoredPricing {
  /** The engine input the bill came from (lines with their menu prices, promotions, ...). */
  input: PriceOrderInput;
  /** Loyalty points the order redeems, a decimal string ("0" for none). */
  loyalty_points: string;
  /** Whether the loyalty was applied by staff from the POS. */
  loyalty_from_pos: boolean;
}

const storedPricingSchema = z.object({
  input: z.custom<PriceOrderInput>((value) => typeof value === 'object' && value !== null),
  loyalty_points: z.string(),
  loyalty_from_pos: z.boolean(),
});

/** The key of order details under which {@link StoredPricing} is kept. */
export const PRICING_KEY = 'pricing';

// Built once: a zod schema costs more to build than to parse with (every POS action on a bill
// reads its stored pricing).
const holderSchema = z.object({ [PRICING_KEY]: storedPricingSchema });

/** The stored pricing of an order's details JSON. */
export function readStoredPricing(details: unknown): StoredPricing {
  return holderSchema.parse(details)[PRICING_KEY];
}
