// Components of the checkout group; each line re-exports one component folder.
export { CUSTOM_TIP, TipSelector } from './tip-selector/tip-selector';
export type { TipChoice, TipOption, TipSelectorProps } from './tip-selector/tip-selector';
export { CouponInput } from './coupon-input/coupon-input';
export type { AppliedCoupon, CouponInputProps } from './coupon-input/coupon-input';
export { LoyaltyWidget } from './loyalty-widget/loyalty-widget';
export type {
  LoyaltyRedeemProps,
  LoyaltySignUpProps,
  LoyaltyWidgetProps,
} from './loyalty-widget/loyalty-widget';
export { PAYMENT_METHOD_ICONS, PaymentMethodList } from './payment-method-list/payment-method-list';
export type {
  PaymentMethod,
  PaymentMethodIcon,
  PaymentMethodListProps,
} from './payment-method-list/payment-method-list';
export {
  SPLIT_COUNT_DEFAULT,
  SPLIT_COUNT_MAX,
  SPLIT_COUNT_MIN,
  SplitCountSelector,
} from './split-count-selector/split-count-selector';
export type { SplitCountSelectorProps } from './split-count-selector/split-count-selector';
export { SPLIT_SLOT_STATES, SplitListRow } from './split-list-row/split-list-row';
export type { SplitListRowProps, SplitSlotState } from './split-list-row/split-list-row';
export { ItemwiseSplitRow } from './itemwise-split-row/itemwise-split-row';
export type { ItemwiseSplitRowProps } from './itemwise-split-row/itemwise-split-row';
export { ItemwiseSplitTotal } from './itemwise-split-row/itemwise-split-total';
export type { ItemwiseSplitTotalProps } from './itemwise-split-row/itemwise-split-total';
export { PastOrderRow } from './past-order-row/past-order-row';
export type { PastOrderRowProps } from './past-order-row/past-order-row';
export { SavedCardRow } from './saved-card-row/saved-card-row';
export type { SavedCardRowProps } from './saved-card-row/saved-card-row';
