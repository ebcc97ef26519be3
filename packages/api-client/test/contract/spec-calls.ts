/*
 * The calls the specification names, written by hand from A§7 (ordering-menu-account.md) and
 * B§7 (tables-payments-split.md): method and path as the spec writes them, with a leading slash
 * added where the spec writes a path relative to the API root, and "..." expanded to the prefix
 * of the call above it.
 */

/** A call the spec names with its path. */
export interface SpecCall {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly section: 'A§7' | 'B§7';
}

const a = (method: SpecCall['method'], path: string): SpecCall => ({
  method,
  path,
  section: 'A§7',
});
const b = (method: SpecCall['method'], path: string): SpecCall => ({
  method,
  path,
  section: 'B§7',
});

/** A§7: page configuration, user and auth, session and discounts, past orders and invoices. */
const sectionA: readonly SpecCall[] = [
  a('GET', '/pages/home'),
  a('GET', '/pages/checkout'),
  a('GET', '/pages/tracking'),
  a('GET', '/pages/profiles'),
  a('GET', '/pages/past_orders'),
  a('GET', '/pages/loyalty'),
  a('GET', '/pages/sign_in'),
  a('GET', '/pages/order_details'),
  a('GET', '/pages/scan_and_pay'),
  a('GET', '/pages/payment_processing'),
  a('PUT', '/users/profiles/{id}'),
  a('DELETE', '/users/sign_out'),
  a('POST', '/users/verifications'),
  a('POST', '/users'),
  a('POST', '/users/sign_in'),
  a('POST', '/users/otps'),
  a('POST', '/users/otps/resend'),
  a('DELETE', '/users/clear-session'),
  a('POST', '/api/v1/users/convert_guest'),
  a('POST', '/users/update-sessions'),
  a('GET', '/users/loyalty_points'),
  a('POST', '/users/loyalty_points/join_loyalty'),
  a('GET', '/users/stripe_cards'),
  a('GET', '/sapaad_payments/stripe_connect/v1/cards'),
  a('DELETE', '/users/stripe_cards/{id}'),
  a('DELETE', '/sapaad_payments/stripe_connect/v1/cards/{id}'),
  a('POST', '/dine_modes/update_session'),
  a('GET', '/discounts/{code}'),
  a('POST', '/orders/validate'),
  a('POST', '/promotions/validate'),
  a('POST', '/invoices/{sapaad_order_id}/email-invoice'),
  a('GET', '/invoices/{sapaad_order_id}.pdf'),
];

/** B§7: table and dine-in, scan-and-pay, session and validation, page configuration, payments. */
const sectionB: readonly SpecCall[] = [
  b('GET', '/dine-in/v1/tables/{id}/status'),
  b('POST', '/dine-in/open-tab/v1/tables/{id}/join'),
  b('POST', '/dine-in/open-tab/v1/tables/{id}/authorize-join'),
  b('POST', '/dine-in/open-tab/v1/orders'),
  b('PUT', '/dine-in/open-tab/v1/orders/{id}'),
  b('POST', '/dine-in/open-tab/v2/orders'),
  b('PUT', '/dine-in/open-tab/v2/orders/{id}'),
  b('POST', '/dine-in/open-tab/v2/orders/{id}/join'),
  b('POST', '/dine-in/open-tab/v1/call_waiter'),
  b('DELETE', '/dine-in/open-tab/v1/call_waiter/cancel'),
  b('POST', '/dine-in/open-tab/v1/orders/{id}/payments/save-preference'),
  b('GET', '/dine-in/scan-and-pay/v1/orders/{id}/status'),
  b('POST', '/dine-in/scan-and-pay/v1/orders/{id}/payments/save-preference'),
  b('PUT', '/dine-in/scan-and-pay/v1/orders/{id}'),
  b('POST', '/dine-in/scan-and-pay/v1/payments/save-manual-split-paying-user'),
  b('POST', '/dine-in/scan-and-pay/v1/payments/save-equal-split-paying-user'),
  b('GET', '/dine-in/scan-and-pay/v1/payments/equal_split_payment_details'),
  b('GET', '/dine-in/scan-and-pay/v1/payments/manual_split_payment_details'),
  b('POST', '/orders/validate'),
  b('POST', '/promotions/validate'),
  b('GET', '/discounts/{code}'),
  b('GET', '/pages/checkout'),
  b('GET', '/pages/tracking'),
  b('GET', '/pages/order_details'),
  b('GET', '/pages/scan_and_pay'),
  b('GET', '/pages/payment_processing'),
  b('POST', '/payments/pay_at_cashier'),
  b('POST', '/payments/stripe/v1/orders'),
  b('POST', '/payments/paytabs/create_payment_page'),
  b('POST', '/payments/pay_u/v1/payment_pages'),
  b('POST', '/payments/my_fatoorah/v1/payment_pages'),
  b('GET', '/payments/my_fatoorah/v1/payment_modes'),
  b('POST', '/payments/i_pay88/v1/payment_pages'),
  b('POST', '/payments/fiserv/v1/payment_pages'),
  b('POST', '/payments/cc_avenue/v1/payment_pages'),
  b('GET', '/payments/adyen/v1/payment_modes'),
  b('POST', '/payments/adyen/v1/transactions'),
  b('POST', '/payments/verifications'),
  b('POST', '/sapaad_payments/stripe_connect/v1/payment_intents'),
  b('GET', '/sapaad_payments/stripe_connect/v1/payment_intents/{id}'),
  b('GET', '/sapaad_payments/stripe_connect/v1/cards'),
  b('DELETE', '/sapaad_payments/stripe_connect/v1/cards/{id}'),
  b('POST', '/sapaad_payments/mastercard/v1/sessions'),
  b('POST', '/sapaad_payments/mastercard/direct_payments/v1/authentications/initiate'),
  b('POST', '/sapaad_payments/mastercard/direct_payments/v1/authentications/complete'),
  b('POST', '/sapaad_payments/mastercard/direct_payments/v1/cards'),
  b('POST', '/sapaad_payments/mastercard/direct_payments/v1/apple_pay/start_apple_pay_session'),
  b('POST', '/sapaad_payments/mastercard/direct_payments/v1/apple_pay/process_payment'),
  b('PUT', '/sapaad_payments/mastercard/direct_payments/v1/apple_pay/cancel_payment'),
  b('POST', '/sapaad_payments/mastercard/direct_payments/v1/google_pay/process_payment'),
  b('PUT', '/sapaad_payments/mastercard/direct_payments/v1/tmp_orders/update_payment_status'),
  b('POST', '/sapaad_payments/generic_payments/payments'),
  b('POST', '/sapaad_payments/generic_standalone_payments/payments'),
  b('GET', '/sapaad_payments/generic_payments/payment_status'),
  b('GET', '/sapaad_payments/generic_standalone_payments/payment_status'),
];

/** Every call the spec names with its path, A§7 then B§7 (a call both name appears twice). */
export const SPEC_CALLS: readonly SpecCall[] = [...sectionA, ...sectionB];

/**
 * The calls the spec names without showing their path (A§7, B§7), by the endpoint that carries
 * each: the order summary configuration, the guest login, deleting a saved card by card_token,
 * apply and remove discount, loyalty fetch, redeem and remove, set user payment completed, and
 * update payment status.
 */
export const CALLS_WITHOUT_SHOWN_PATH: readonly string[] = [
  'pages.orderSummary',
  'users.guestLogin',
  'users.deleteSavedCardByToken',
  'discounts.apply',
  'discounts.remove',
  'loyalty.fetch',
  'loyalty.redeem',
  'loyalty.remove',
  'orders.setUserPaymentCompleted',
  'orders.updatePaymentStatus',
];

/**
 * The POS's staff calls: A§6 and B§6 say what staff do (confirm and reject orders, take payments,
 * apply discounts) but A§7 and B§7 name no staff call.
 */
export const STAFF_CALLS: readonly string[] = [
  'pos.outlets',
  'pos.stock',
  'pos.setStock',
  'pos.orders',
  'pos.order',
  'pos.confirm',
  'pos.ready',
  'pos.deliver',
  'pos.reject',
  'pos.cancel',
  'pos.recordPayment',
  'pos.discount',
  'pos.loyalty',
  'pos.tables',
  'pos.acknowledgeWaiterCall',
  'pos.initiateBilling',
  'pos.markTableInProgress',
  'pos.moveTable',
  'pos.recordTablePayment',
  'pos.splitBill',
  'pos.billSplit',
  'pos.recordBillPayment',
  'pos.editTableOrder',
  'pos.mergeTable',
  'pos.openTableBill',
  'pos.orderPayments',
  'pos.paymentRefunds',
  'pos.refundPayment',
  'pos.voidPayment',
  'pos.qrSvg',
  'pos.qrPng',
  'pos.qrSheet',
  'pos.rotateTableCode',
  'pos.places',
  'pos.addTable',
  'pos.changeTable',
  'pos.retireTable',
  'pos.addCounter',
  'pos.changeCounter',
  'pos.retireCounter',
  'pos.menuEditor',
  'pos.addCategory',
  'pos.changeCategory',
  'pos.retireCategory',
  'pos.addMenuItem',
  'pos.changeMenuItem',
  'pos.retireMenuItem',
  'pos.uploadImage',
  'pos.outletSettings',
  'pos.changeOutletSettings',
  'pos.changeTips',
  'pos.offers',
  'pos.savePromotion',
  'pos.saveCoupon',
  'pos.changeLoyalty',
  'pos.signIn',
  'pos.sendSignInCode',
  'pos.signInWithCode',
  'pos.currentStaff',
  'pos.signOut',
  'pos.signOutEverywhere',
  'pos.changePassword',
  'pos.staffMembers',
  'pos.addStaffMember',
  'pos.removeStaffMember',
  'pos.auditLog',
];

/**
 * The calls the spec does not name at all, each added where the product needs a call the spec
 * does not list: taking a checked promo code back (A§5, a rejected discount is removed), a
 * diner cancelling their own payment still open on a provider's page, and the staff calls.
 */
export const CALLS_BEYOND_THE_SPEC: readonly string[] = [
  // issue 30: a tab member who scanned another table stays at the tab or moves.
  'dineIn.chooseTable',
  'orders.forgetPromoCode',
  'payments.cancel',
  // issue 30: the diner's own payment still open, to return to it or cancel it.
  'payments.open',
  // issue 31: Stripe direct's PaymentIntent, which Stripe.js confirms the card against.
  'payments.stripeIntent',
  // issue 18: the split state the split screens read, and leaving the item-wise screen.
  'scanAndPay.billSplit',
  'scanAndPay.releaseManualSplitPayingUser',
  // issue 33: the session's QR link, so an in-app browser's Copy link opens a session elsewhere.
  'session.entryLink',
  ...STAFF_CALLS,
];

/** The calls that place an order or start a payment (B§4), so a retry must never double them. */
export const ORDER_AND_PAYMENT_CALLS: readonly string[] = [
  'dineIn.createOrder',
  'dineIn.createOrderV2',
  'dineIn.joinOrderV2',
  'payments.payAtCashier',
  'payments.stripeOrder',
  'payments.stripeIntent',
  'payments.paytabsPaymentPage',
  'payments.payUPaymentPage',
  'payments.myFatoorahPaymentPage',
  'payments.iPay88PaymentPage',
  'payments.fiservPaymentPage',
  'payments.ccAvenuePaymentPage',
  'payments.adyenTransaction',
  'stripeConnect.createPaymentIntent',
  'mastercard.processApplePayPayment',
  'mastercard.processGooglePayPayment',
  'genericPayments.pay',
  'genericPayments.payStandalone',
];
