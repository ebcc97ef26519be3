import type { AmountInput } from '../money/types';
import type { SplitType } from '../split/types';

/**
 * Every reason place order can be blocked, in the order {@link placeOrderBlockers} reports them
 * (spec: ordering-menu-account §5 and tables-payments-split §4).
 */
export const PLACE_ORDER_BLOCKERS = [
  'cart_empty',
  'out_of_stock_items',
  'recent_order_pending',
  'loyalty_applied_from_pos_by_other_user',
  'loyalty_redeemed_by_other_user',
  'no_own_items_in_promotion_case',
  'already_paid',
  'payment_initiated_from_pos',
] as const;

/** A reason place order is blocked. */
export type PlaceOrderBlocker = (typeof PLACE_ORDER_BLOCKERS)[number];

/** The loyalty on the order, as the order configuration reports it. */
export interface OrderLoyaltyState {
  /** Applied by staff from the POS. */
  applied_from_pos?: boolean | null;
  /** Redeemed by a diner. */
  hasRedeemed?: boolean | null;
  /** The customer it was applied or redeemed for. */
  customer_id?: number | null;
}

/** What {@link placeOrderBlockers} looks at; absent flags are false and absent counts 0. */
export interface PlaceOrderState {
  /** Items in the diner's cart. */
  cartItemCount: number;
  /** Cart items that are sold out. */
  outOfStockItemCount?: number;
  /** A recent order of this diner is still pending. */
  recentOrderPending?: boolean;
  /** The diner's customer id. */
  customerId?: number | null;
  /** Loyalty on the order, if any. */
  loyalty?: OrderLoyaltyState | null;
  /** A promotion applies to the (group) order. */
  promotionCase?: boolean;
  /** Items in the cart that are the diner's own (not free items, not a group member's). */
  ownItemCount?: number;
  /** The diner has already paid. */
  alreadyPaid?: boolean;
  /** Staff started a payment from the POS. */
  paymentInitiatedFromPos?: boolean;
}

/** What {@link isCouponWidgetVisible} looks at; absent flags are false. */
export interface CouponWidgetState {
  /** A promotion (order promotion or promo code) is already applied. */
  promotionApplied: boolean;
  /** A cart item carries a promotion. */
  cartHasPromotionItem?: boolean;
  /** Someone at the table has paid. */
  anyonePaid?: boolean;
}

/** What {@link loyaltyWidgetState} looks at. */
export interface LoyaltyWidgetInput {
  /** The loyalty feature flag. */
  featureEnabled: boolean;
  /** Loyalty is on for the order's mode (see `isLoyaltyEnabledForMode`). */
  enabledForMode: boolean;
  signedIn: boolean;
  isGuest: boolean;
  hasLoyalty: boolean;
  isGroupOrder?: boolean;
  /** The split in progress; none when absent. */
  splitType?: SplitType;
  /** A loyalty discount was applied from the POS. */
  loyaltyFromPos?: boolean;
}

/** What the loyalty area shows: the redeem widget, the sign-up prompt, or nothing. */
export type LoyaltyWidget = 'redeem' | 'sign_up' | 'hidden';

/** A payment type, as far as the gates need it. */
export interface PaymentTypeLike {
  payment_type: string;
}

/** What {@link paymentMethodOptions} looks at. */
export interface PaymentMethodsInput<T extends PaymentTypeLike> {
  /** The payment types offered, in the order given. */
  paymentTypes: readonly T[];
  /** What the diner has left to pay. */
  payable: AmountInput;
  /** The order is at a table (a table_id exists). */
  atTable: boolean;
  /** Loyalty redeemed on the order, if any. */
  redeemedLoyalty?: AmountInput | null;
  /** The diner's payment is done. */
  userPaymentDone?: boolean;
  /** Scan-and-pay mode: only its providers are listed. */
  scanAndPay?: boolean;
}

/** A payment method as the list shows it. */
export interface PaymentMethodOption<T extends PaymentTypeLike> {
  paymentType: T;
  disabled: boolean;
  /** Why it is disabled: cash while loyalty is redeemed. */
  reason: 'loyalty_redeemed' | null;
}

/** The payment method list. */
export interface PaymentMethods<T extends PaymentTypeLike> {
  visible: boolean;
  options: PaymentMethodOption<T>[];
  /** The default choice: the first enabled option. */
  selected: T | null;
}
