export {
  PROMOTION_ACTION_TYPES,
  PROMOTION_CONDITION_TYPES,
  type FreeItemGrant,
  type Promotion,
  type PromotionActionType,
  type PromotionConditionType,
  type PromotionTarget,
} from './types';
export {
  applyItemPromotions,
  type ItemPromotionResult,
  type LinePromotion,
} from './apply-item-promotions';
export {
  applyOrderPromotions,
  type OrderPromotionInput,
  type OrderPromotionResult,
} from './apply-order-promotions';
export { comparePromotions } from './compare-promotions';
export { freeItemGrants } from './free-item-grants';
export { isPromotionLocked } from './is-promotion-locked';
