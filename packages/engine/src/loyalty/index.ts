export type {
  LoyaltyBalance,
  LoyaltyDetails,
  LoyaltyMode,
  LoyaltyOrderLimit,
  LoyaltyRedemptionInput,
  LoyaltyRedemptionResult,
  LoyaltyRejection,
  LoyaltyRejectionReason,
  ParsedRedeemAmount,
} from './types';
export { cartTotalBeforeLoyalty } from './cart-total-before-loyalty';
export { checkLoyaltyRedemption } from './check-loyalty-redemption';
export { isCashDisabledByLoyalty } from './is-cash-disabled-by-loyalty';
export { isLoyaltyEnabledForMode } from './is-loyalty-enabled-for-mode';
export { isPaymentTypeAllowedWithLoyalty } from './is-payment-type-allowed-with-loyalty';
export { LOYALTY_ROUTES, loyaltyAppliesOnRoute } from './loyalty-applies-on-route';
export { LOYALTY_MESSAGE_KEYS, loyaltyMessageKey } from './loyalty-message-key';
export { loyaltyMode } from './loyalty-mode';
export { moneyToPoints } from './money-to-points';
export { parseRedeemAmount } from './parse-redeem-amount';
export { pointsToMoney } from './points-to-money';
