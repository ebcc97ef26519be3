import { PROMOTION_ACTION_TYPES, PROMOTION_CONDITION_TYPES } from '@tabula/engine';
import { z } from 'zod';
import {
  amountSchema,
  idSchema,
  nonEmptyStringSchema,
  rateSchema,
  textSchema,
  uuidSchema,
} from './primitives';
import { promotionTranslationSchema } from './translations';

/** A promotion action type; the values are the engine's, the one list of them. */
// spec: A§3 Promotion (action types)
export const promotionActionTypeSchema = z.enum(PROMOTION_ACTION_TYPES);
/** A promotion action type. */
export type PromotionActionType = z.infer<typeof promotionActionTypeSchema>;

/** A promotion condition type; the values are the engine's, the one list of them. */
// spec: A§3 Promotion (condition type: buys_specific_items or buys_for_specific_amount)
export const promotionConditionTypeSchema = z.enum(PROMOTION_CONDITION_TYPES);
/** A promotion condition type. */
export type PromotionConditionType = z.infer<typeof promotionConditionTypeSchema>;

/** Basic promotions come before advanced ones. */
// spec: A§3 Promotion (promo_type basic or advanced)
export const promoTypeSchema = z.enum(['basic', 'advanced']);
/** A promo type. */
export type PromoType = z.infer<typeof promoTypeSchema>;

/** The items and categories a condition or an action includes or excludes. */
// our choice: the shape of include and exclude (the spec names them without fields).
export const promotionTargetSchema = z.object({
  items: z.array(idSchema),
  categories: z.array(idSchema),
});
/** A promotion target. */
export type PromotionTarget = z.infer<typeof promotionTargetSchema>;

/** What the diner must buy for a promotion to apply. */
// spec: A§3 Promotion (condition: type, include, exclude, min_qty, max_qty, min_price, bundle_discount)
export const promotionConditionSchema = z.object({
  type: promotionConditionTypeSchema,
  include: promotionTargetSchema.nullable(),
  exclude: promotionTargetSchema.nullable(),
  min_qty: z.int().min(0).nullable(),
  max_qty: z.int().min(0).nullable(),
  /** Least spend on the matched items; set for buys_for_specific_amount. */
  min_price: amountSchema.nullable(),
  bundle_discount: z.boolean(),
});
/** A promotion condition. */
export type PromotionCondition = z.infer<typeof promotionConditionSchema>;

/** What a promotion gives. */
// spec: A§3 Promotion (action: type, value, max_discount_value, quantity, include, exclude,
// price_modifiers, bundle_discount, movement_type, surcharge)
export const promotionActionSchema = z.object({
  type: promotionActionTypeSchema,
  /** Percent, amount or points, by action type, as a decimal string. */
  value: rateSchema.nullable(),
  max_discount_value: amountSchema.nullable(),
  quantity: z.int().min(0).nullable(),
  include: promotionTargetSchema.nullable(),
  exclude: promotionTargetSchema.nullable(),
  /** Carried as sent; our choice: no shape (the spec gives none and the engine does not read it). */
  price_modifiers: z.unknown(),
  bundle_discount: z.boolean(),
  /** Stock movement of free items; spec: A§4, defaults to sold. Our choice: free text. */
  movement_type: nonEmptyStringSchema.nullable(),
  /** The delivery surcharge a delivery action targets. */
  surcharge: z.object({ id: idSchema }).nullable(),
});
/** A promotion action. */
export type PromotionAction = z.infer<typeof promotionActionSchema>;

/** A promo code of a promotion. */
// spec: A§3 Promotion (coupon_codes: code, id)
export const couponCodeSchema = z.object({ code: nonEmptyStringSchema, id: idSchema });
/** A coupon code. */
export type CouponCode = z.infer<typeof couponCodeSchema>;

/** An automatic or code-unlocked promotion. */
// spec: A§3 Promotion; A§4 Promotions (lower priority number first)
export const promotionSchema = z.object({
  id: idSchema,
  name: nonEmptyStringSchema,
  description: textSchema.nullable(),
  /** The name and description by locale code (docs/api.md, "Venue texts in every language"). */
  translations: z.record(textSchema, promotionTranslationSchema).optional(),
  priority: z.int().min(0),
  promo_type: promoTypeSchema,
  coupon_codes: z.array(couponCodeSchema),
  action: promotionActionSchema,
  condition: promotionConditionSchema,
});
/** A promotion. */
export type Promotion = z.infer<typeof promotionSchema>;

/** The promotion fields a cart item carries. */
// spec: A§3 Promotion (promotion cart item: applied_promotion_id, promotion_id, temp_uuid)
export const promotionCartItemSchema = z.object({
  applied_promotion_id: idSchema.nullable(),
  promotion_id: idSchema,
  /** Made by the client to tell free-item lines apart. */
  temp_uuid: uuidSchema,
});
/** A promotion cart item. */
export type PromotionCartItem = z.infer<typeof promotionCartItemSchema>;

/** A promotion that took effect on an order, as the order payload's applied_promotions lists it. */
// our choice: the shape of applied_promotions follows the engine's bill (the spec names the field only).
export const appliedPromotionSchema = z.object({
  promotion_id: idSchema,
  name: nonEmptyStringSchema,
  priority: z.int().min(0),
  action_type: promotionActionTypeSchema,
  /** Money it took off (zero for earn_loyalty). */
  amount: amountSchema,
  /** The cart lines it applied to. */
  line_ids: z.array(nonEmptyStringSchema),
});
/** An applied promotion. */
export type AppliedPromotion = z.infer<typeof appliedPromotionSchema>;
