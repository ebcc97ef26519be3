import { discountSchema, type Discount } from '@tabula/api-client';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { coupons } from '../../db/schema';

/** A coupon row as stored (spec: A§3 Discount). */
export type CouponRecord = typeof coupons.$inferSelect;

/**
 * The stored definition read leniently: the seed and staff write the discount fields of the
 * contract; flags a definition leaves out take their plain meaning.
 */
// our choice: a missing on_total, applied_from_pos, promotion_id or min_order_amount reads as
// false, false, null and null.
const storedDefinitionSchema = discountSchema.omit({ discount_id: true }).extend({
  on_total: z.boolean().default(false),
  applied_from_pos: z.boolean().default(false),
  promotion_id: discountSchema.shape.promotion_id.default(null),
  min_order_amount: discountSchema.shape.min_order_amount.default(null),
});

/** A coupon of the company: its row and the contract's discount object (A§3 Discount). */
export interface Coupon {
  row: CouponRecord;
  discount: Discount;
}

function toCoupon(row: CouponRecord): Coupon {
  const definition = storedDefinitionSchema.parse(row.definition);
  return {
    row,
    discount: discountSchema.parse({ ...definition, discount_id: row.id, applied_from_pos: false }),
  };
}

/**
 * The company's active coupon with this code (codes match without regard to case), or null.
 * spec: A§7 GET /discounts/\{code\}.
 */
export async function findCouponByCode(
  db: Database,
  companyId: number,
  code: string,
): Promise<Coupon | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.companyId, companyId),
        eq(coupons.code, code.trim().toUpperCase()),
        eq(coupons.active, true),
      ),
    );
  return row ? toCoupon(row) : null;
}

/**
 * The company's active coupon with this id (the discount_id the lookup answered), or null.
 * spec: A§5 coupons, A§7 apply discount.
 */
export async function findCouponById(
  db: Database,
  companyId: number,
  id: number,
): Promise<Coupon | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.companyId, companyId), eq(coupons.id, id), eq(coupons.active, true)));
  return row ? toCoupon(row) : null;
}
