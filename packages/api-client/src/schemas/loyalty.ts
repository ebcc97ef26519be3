import { z } from 'zod';
import { idSchema, pointsSchema } from './primitives';

/** A customer's loyalty balance, the programme's limits and the redemption on the order. */
// spec: A§3 Loyalty and B§3 Other
export const loyaltySchema = z.object({
  /** Points available. */
  customer_loyalty: pointsSchema,
  /** Fewest points a customer must hold to redeem; null or "0" for none. */
  min_redeem_value: pointsSchema.nullable(),
  /** Most points one redemption may use; null or "0" for no limit. */
  max_redeem_value: pointsSchema.nullable(),
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
