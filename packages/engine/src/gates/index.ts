export {
  PLACE_ORDER_BLOCKERS,
  type CouponWidgetState,
  type LoyaltyWidget,
  type LoyaltyWidgetInput,
  type OrderLoyaltyState,
  type PaymentMethodOption,
  type PaymentMethods,
  type PaymentMethodsInput,
  type PaymentTypeLike,
  type PlaceOrderBlocker,
  type PlaceOrderState,
} from './types';
export { isCouponWidgetVisible } from './is-coupon-widget-visible';
export { isTipsVisible } from './is-tips-visible';
export { loyaltyWidgetState } from './loyalty-widget-state';
export { paymentMethodOptions, SCAN_AND_PAY_PAYMENT_TYPES } from './payment-method-options';
export { placeOrderBlockers } from './place-order-blockers';
