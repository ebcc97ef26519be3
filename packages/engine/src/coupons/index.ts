export type {
  CouponBase,
  CouponBaseInput,
  CouponEvaluation,
  CouponMessage,
  CouponRejectionReason,
  CouponSplit,
  Discount,
  DiscountTypeCode,
} from './types';
export { canRemoveDiscount } from './can-remove-discount';
export { couponBase } from './coupon-base';
export { couponDiscount } from './coupon-discount';
export { COUPON_MESSAGES, couponRejectionMessage } from './coupon-rejection-message';
export { discountTypeCode } from './discount-type-code';
export { evaluateCoupon } from './evaluate-coupon';
