import { z } from 'zod';
import { discountSchema } from '../schemas/discount';
import { promotionSchema } from '../schemas/promotion';
import { idSchema, nonEmptyStringSchema, urlIdSchema } from '../schemas/primitives';
import { defineEndpoint } from './endpoint';

/*
 * A company's offers in the back office (issue 32): its automatic promotions, its coupon codes and
 * its loyalty programme. They are the company's, so every outlet of it offers the same; managers
 * read them, owners change them. A promotion or coupon is saved whole under its key or code
 * (saving it twice changes nothing) and retired by saving it inactive, never deleted, as past
 * orders name it. Each change is checked as an import checks a venue file, written in one
 * transaction under the venue lock and recorded in the audit log; a promotion's change moves the
 * venue version of every outlet of the company, so diners' next request sees it. The spec names
 * no such call: every path, input and answer below is our choice.
 */

const CHOICE =
  'path: the spec does not show it (A§5 promotions, coupons, loyalty; issue 32 the back office)';

/** A promotion's key: lower-case letters, digits and single hyphens (the venue file's keys). */
export const offerKeySchema = z
  .string()
  .max(60)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: 'lower-case letters, digits and single hyphens, e.g. two-cakes',
  });

/** A coupon's code as a diner types it; codes match without regard to case. */
export const couponCodeTextSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'a code of letters, digits, - or _, up to 40' });

/** What a coupon takes off (A§3 Discount), without the id and amount an applied one carries. */
export const couponDefinitionSchema = discountSchema.omit({
  discount_id: true,
  discountedAmount: true,
});
/** A coupon's discount. */
export type CouponDefinition = z.infer<typeof couponDefinitionSchema>;

const decimalTextSchema = z.string().regex(/^\d+(\.\d+)?$/, { error: 'expected a decimal' });

/** The company's loyalty programme: how points are earned and what they are worth (A§5). */
export const loyaltyProgrammeSchema = z.object({
  /** Points earned per whole unit of currency paid (after discounts, before tip). */
  points_per_currency_unit: decimalTextSchema,
  /** The money one point is worth when redeemed. */
  point_value: decimalTextSchema,
  /** The least a diner may redeem at once. */
  min_redeem_value: decimalTextSchema,
  /** The most a diner may redeem at once; 0 means no maximum. */
  max_redeem_value: decimalTextSchema,
});
/** A loyalty programme. */
export type LoyaltyProgramme = z.infer<typeof loyaltyProgrammeSchema>;

/** A promotion as the back office edits it: its key, whether it runs, and what it is. */
export const posPromotionSchema = z.object({
  key: offerKeySchema,
  /** The id orders and the diner's menu name it by. */
  id: idSchema,
  active: z.boolean(),
  definition: promotionSchema.omit({ id: true }),
});
/** A promotion of the back office. */
export type PosPromotion = z.infer<typeof posPromotionSchema>;

/** A coupon as the back office edits it: its code (upper-case), whether it works, its discount. */
export const posCouponSchema = z.object({
  code: couponCodeTextSchema,
  active: z.boolean(),
  definition: couponDefinitionSchema,
});
/** A coupon of the back office. */
export type PosCoupon = z.infer<typeof posCouponSchema>;

/** The company's offers, as an outlet's back office reads them. */
export const posOffersSchema = z.object({
  /** Every promotion, retired ones included, lowest priority number first. */
  promotions: z.array(posPromotionSchema),
  /** Every coupon, retired ones included, by code. */
  coupons: z.array(posCouponSchema),
  /** Null when the company runs no loyalty programme. */
  loyalty: loyaltyProgrammeSchema.nullable(),
  /** The venue's languages, its default first: the texts a promotion's name should have. */
  languages: z.array(nonEmptyStringSchema).min(1),
  currency: nonEmptyStringSchema,
  decimal_precision: z.int().min(0).max(4),
});
/** The company's offers. */
export type PosOffers = z.infer<typeof posOffersSchema>;

/** PUT /pos/api/outlets/{id}/promotions/{key}: the promotion whole. */
export const posPromotionBodySchema = z.strictObject({
  active: z.boolean(),
  definition: promotionSchema.omit({ id: true }),
});
/** A promotion, as saved. */
export type PosPromotionBody = z.output<typeof posPromotionBodySchema>;

/** PUT /pos/api/outlets/{id}/coupons/{code}: the coupon whole. */
export const posCouponBodySchema = z.strictObject({
  active: z.boolean(),
  definition: couponDefinitionSchema,
});
/** A coupon, as saved. */
export type PosCouponBody = z.output<typeof posCouponBodySchema>;

/** PUT /pos/api/outlets/{id}/loyalty: the programme, or null to end it. */
export const posLoyaltyProgrammeBodySchema = z.strictObject({
  loyalty: loyaltyProgrammeSchema.nullable(),
});
/** A loyalty programme, as saved. */
export type PosLoyaltyProgrammeBody = z.output<typeof posLoyaltyProgrammeBodySchema>;

/** The offers calls of the back office. */
export const posOffers = {
  offers: defineEndpoint({
    name: 'pos.offers',
    method: 'GET',
    path: '/pos/api/outlets/{id}/offers',
    params: z.object({ id: urlIdSchema }),
    response: posOffersSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; response: { promotions, coupons, loyalty, languages, currency, decimal_precision }`,
  }),
  savePromotion: defineEndpoint({
    name: 'pos.savePromotion',
    method: 'PUT',
    path: '/pos/api/outlets/{id}/promotions/{key}',
    params: z.object({ id: urlIdSchema, key: offerKeySchema }),
    body: posPromotionBodySchema,
    response: posOffersSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; owners only, as promotions are the company's; adds or replaces the promotion under its key; a promotion that would not import, or names a dish or category no menu of the company has, is a 422 promotion_invalid naming the place; response: the offers after the change`,
  }),
  saveCoupon: defineEndpoint({
    name: 'pos.saveCoupon',
    method: 'PUT',
    path: '/pos/api/outlets/{id}/coupons/{code}',
    params: z.object({ id: urlIdSchema, code: couponCodeTextSchema }),
    body: posCouponBodySchema,
    response: posOffersSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; owners only; adds or replaces the coupon under its code (upper-cased); a coupon that would not import is a 422 coupon_invalid naming the place; response: the offers after the change`,
  }),
  changeLoyalty: defineEndpoint({
    name: 'pos.changeLoyalty',
    method: 'PUT',
    path: '/pos/api/outlets/{id}/loyalty',
    params: z.object({ id: urlIdSchema }),
    body: posLoyaltyProgrammeBodySchema,
    response: posOffersSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; owners only; null ends the programme (balances stay); a programme that would not import is a 422 loyalty_invalid naming the place; response: the offers after the change`,
  }),
};
