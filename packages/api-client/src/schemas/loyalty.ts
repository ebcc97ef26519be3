import { z } from 'zod';
import { idSchema, pointsSchema, rateSchema } from './primitives';

/** A customer's loyalty balance, the programme's limits and the redemption on the order. */
// spec: A§3 Loyalty and B§3 Other
export const loyaltySchema = z.object({
  /** Points available. */
  customer_loyalty: pointsSchema,
  /** Fewest points a customer must hold to redeem; null or "0" for none. */
  min_redeem_value: pointsSchema.nullable(),
  /** Most points one redemption may use; null or "0" for no limit. */
  max_redeem_value: pointsSchema.nullable(),
  /**
   * The money one point is worth, e.g. `"0.10"`: the engine's pointsToMoney and moneyToPoints
   * convert with it (the redeemed loyalty is money; A§5 check 3 compares points with the money
   * total before loyalty).
   */
  // our choice: A§3 Loyalty lists no such field, yet points are not money: the server converts
  // with the programme's value, so the contract carries it, required, for the app to do the same.
  point_value: rateSchema,
  /** Points redeemed on the current order, if any. */
  redeemedPoints: pointsSchema.nullable(),
  hasRedeemed: z.boolean(),
  /** Same as redeemedPoints; A§3 only, so optional. */
  redeemed_points: pointsSchema.nullish(),
  applied_from_pos: z.boolean(),
  /** The customer the loyalty was applied or redeemed for; A§3 only, so optional. */
  customer_id: idSchema.nullish(),
});
/** A loyalty balance. */
export type Loyalty = z.infer<typeof loyaltySchema>;
