import type { QueryKey } from '@tanstack/react-query';
import type { AnyEndpoint } from '../contract/endpoint';
import type { dinerEndpoints, posEndpoints } from '../contract/index';
import { queryKeys, ROOT_KEY } from './keys';

/**
 * Every cached call of one staff endpoint, by its key in `posEndpoints`: the same key as
 * `queryKeys.endpoint(endpoints.pos[name])` (a test checks), named rather than referenced, so
 * the diner app, which runs this table too, does not carry the staff's schemas.
 */
const pos = (name: keyof typeof posEndpoints): QueryKey => [ROOT_KEY, 'pos', name];

/**
 * Every cached call of one of the diner's endpoints, by its area and its key there: the same key
 * as `queryKeys.endpoint(dinerEndpoints[area][name])` (a test checks), named rather than
 * referenced, so the table does not bring every area's schemas into the app's first load.
 */
const diner = <TArea extends keyof typeof dinerEndpoints>(
  area: TArea,
  name: keyof (typeof dinerEndpoints)[TArea] & string,
): QueryKey => [ROOT_KEY, area, name];

/** Every page configuration: whatever changes the session or the user changes them all. */
const allPages = queryKeys.area('pages');
/** The page configurations that show the cart, the bill and its charges. */
const billPages = [
  diner('pages', 'checkout'),
  diner('pages', 'orderDetails'),
  diner('pages', 'scanAndPay'),
  diner('pages', 'orderSummary'),
];
/**
 * What a placed order or a payment changes: every page (recent order, tracking), loyalty, and the
 * diner's own open payment.
 */
const afterPayment = [
  allPages,
  queryKeys.area('loyalty'),
  queryKeys.area('dineIn'),
  diner('payments', 'open'),
];
/** A table's shared state: its status, its bill and its split details. */
const tableState = [allPages, diner('dineIn', 'tableStatus'), queryKeys.area('scanAndPay')];
const savedCards = [
  diner('users', 'listSavedCards'),
  diner('stripeConnect', 'listCards'),
  diner('pages', 'profiles'),
  diner('pages', 'checkout'),
];
const loyaltyState = [queryKeys.area('loyalty'), ...billPages];
/** What staff change on an order from the POS: its list and the order itself. */
const posOrders = [pos('orders'), pos('order')];
/** What a payment recorded or given back from the POS changes: the orders and their payments. */
const posPayments = [...posOrders, pos('orderPayments')];
/** What a change of the menu in the back office changes: the menu, the stock list, the log. */
const menuEdits = [pos('menuEditor'), pos('stock'), pos('auditLog')];
/** What a change of an outlet's settings changes: the settings, the menu's taxes, the log. */
const settingsEdits = [pos('outletSettings'), pos('menuEditor'), pos('auditLog')];

/** What a change of the company's offers changes: the offers and the log. */
const offerEdits = [pos('offers'), pos('auditLog')];

/**
 * What each write call invalidates, by endpoint name: one table, so a newcomer sees in one place
 * which screens refresh after which action. Every write call of the contract has an entry (a test
 * checks), an empty list meaning the call changes nothing a query holds (a verification, an OTP).
 * Live events invalidate through the same keys in the app.
 */
export const INVALIDATIONS: Readonly<Record<string, readonly QueryKey[]>> = {
  // Signing in or out, a guest login and a session update change the user or the session that
  // every page configuration carries.
  'users.updateProfile': [allPages],
  'users.signOut': [queryKeys.all()],
  'users.verify': [],
  'users.signUp': [queryKeys.all()],
  'users.signIn': [queryKeys.all()],
  'users.sendOtp': [],
  'users.resendOtp': [],
  'users.clearSession': [queryKeys.all()],
  'users.convertGuest': [queryKeys.all()],
  'users.updateSessions': [queryKeys.all()],
  'users.guestLogin': [queryKeys.all()],
  'users.deleteSavedCard': savedCards,
  'users.deleteSavedCardByToken': savedCards,
  'session.updateDineMode': [allPages],
  'discounts.apply': billPages,
  'discounts.remove': billPages,
  'orders.validate': [],
  'orders.validatePromotion': [],
  'orders.forgetPromoCode': [],
  'orders.setUserPaymentCompleted': afterPayment,
  'orders.updatePaymentStatus': afterPayment,
  'invoices.email': [],
  'loyalty.join': [queryKeys.area('loyalty'), allPages],
  'loyalty.redeem': loyaltyState,
  'loyalty.remove': loyaltyState,
  'dineIn.joinTable': tableState,
  'dineIn.authorizeJoin': tableState,
  'dineIn.createOrder': tableState,
  'dineIn.updateOrder': tableState,
  'dineIn.createOrderV2': tableState,
  'dineIn.updateOrderV2': tableState,
  'dineIn.joinOrderV2': tableState,
  'dineIn.callWaiter': [diner('dineIn', 'tableStatus')],
  'dineIn.cancelWaiterCall': [diner('dineIn', 'tableStatus')],
  'dineIn.chooseTable': [queryKeys.all()],
  'dineIn.savePaymentPreference': tableState,
  'scanAndPay.savePaymentPreference': tableState,
  'scanAndPay.updateOrder': tableState,
  'scanAndPay.saveManualSplitPayingUser': tableState,
  'scanAndPay.saveEqualSplitPayingUsers': tableState,
  'scanAndPay.releaseManualSplitPayingUser': tableState,
  'payments.payAtCashier': afterPayment,
  'payments.stripeOrder': afterPayment,
  // Nothing is placed until the order call: the intent only readies the card's confirmation.
  'payments.stripeIntent': [],
  'payments.paytabsPaymentPage': afterPayment,
  'payments.payUPaymentPage': afterPayment,
  'payments.myFatoorahPaymentPage': afterPayment,
  'payments.iPay88PaymentPage': afterPayment,
  'payments.fiservPaymentPage': afterPayment,
  'payments.ccAvenuePaymentPage': afterPayment,
  'payments.adyenTransaction': afterPayment,
  // A poll every 30 s while a payment settles: the app acts on its answer, refetching nothing.
  'payments.verify': [],
  // A cancelled share or tab part is free again: the table's state changes with it.
  'payments.cancel': [...afterPayment, ...tableState],
  'stripeConnect.createPaymentIntent': [diner('stripeConnect', 'getPaymentIntent')],
  'stripeConnect.deleteCard': savedCards,
  'mastercard.createSession': [],
  'mastercard.initiateAuthentication': [],
  'mastercard.completeAuthentication': [],
  'mastercard.verifyCard': [],
  'mastercard.startApplePaySession': [],
  'mastercard.processApplePayPayment': afterPayment,
  'mastercard.cancelApplePayPayment': afterPayment,
  'mastercard.processGooglePayPayment': afterPayment,
  'mastercard.updateTmpOrderPaymentStatus': afterPayment,
  'genericPayments.pay': afterPayment,
  'genericPayments.payStandalone': afterPayment,
  // The POS (staff): the diner's own screens hear of these through live events, not this cache.
  'pos.setStock': [pos('stock')],
  'pos.confirm': posOrders,
  'pos.ready': posOrders,
  'pos.deliver': posOrders,
  'pos.reject': posOrders,
  'pos.cancel': posOrders,
  'pos.recordPayment': posPayments,
  'pos.discount': posOrders,
  'pos.loyalty': posOrders,
  'pos.acknowledgeWaiterCall': [pos('tables')],
  'pos.initiateBilling': [pos('tables'), ...posOrders],
  'pos.markTableInProgress': [pos('tables')],
  'pos.moveTable': [pos('tables'), ...posOrders],
  'pos.recordTablePayment': [pos('tables'), ...posPayments],
  'pos.editTableOrder': [pos('tables'), ...posOrders],
  'pos.mergeTable': [pos('tables'), ...posOrders],
  'pos.splitBill': [pos('tables'), pos('billSplit')],
  'pos.recordBillPayment': [pos('tables'), pos('billSplit'), ...posPayments],
  'pos.openTableBill': [pos('tables'), ...posOrders],
  'pos.refundPayment': [pos('paymentRefunds'), ...posPayments],
  'pos.rotateTableCode': [pos('places')],
  'pos.addTable': [pos('places'), pos('tables')],
  'pos.changeTable': [pos('places'), pos('tables')],
  'pos.retireTable': [pos('places'), pos('tables')],
  // Signing in or out changes who every cached answer was for.
  'pos.signIn': [queryKeys.area('pos')],
  'pos.sendSignInCode': [],
  'pos.signInWithCode': [queryKeys.area('pos')],
  'pos.signOut': [queryKeys.area('pos')],
  'pos.signOutEverywhere': [queryKeys.area('pos')],
  'pos.changePassword': [pos('auditLog')],
  'pos.addStaffMember': [pos('staffMembers'), pos('auditLog')],
  'pos.removeStaffMember': [pos('staffMembers'), pos('auditLog')],
  'pos.addCategory': menuEdits,
  'pos.changeCategory': menuEdits,
  'pos.retireCategory': menuEdits,
  'pos.addMenuItem': menuEdits,
  'pos.changeMenuItem': menuEdits,
  'pos.retireMenuItem': menuEdits,
  'pos.changeOutletSettings': settingsEdits,
  'pos.changeTips': settingsEdits,
  'pos.savePromotion': offerEdits,
  'pos.saveCoupon': offerEdits,
  'pos.changeLoyalty': offerEdits,
  // A new picture changes no menu until an item names it; the upload's audit line is in the log.
  'pos.uploadImage': [pos('auditLog')],
  'pos.addCounter': [pos('places')],
  'pos.changeCounter': [pos('places')],
  'pos.retireCounter': [pos('places')],
  'pos.voidPayment': [pos('paymentRefunds'), pos('tables'), ...posPayments],
};

/**
 * The query keys a write call invalidates when it succeeds.
 *
 * @param endpoint - A write endpoint of the contract.
 * @returns Its entry of {@link INVALIDATIONS}.
 * @throws Error when the endpoint has no entry: every write must say what it changes.
 */
export function invalidatedBy(endpoint: AnyEndpoint): readonly QueryKey[] {
  const keys = INVALIDATIONS[endpoint.name];
  if (keys === undefined) {
    throw new Error(`${endpoint.name} has no entry in INVALIDATIONS (src/query/invalidations.ts)`);
  }
  return keys;
}
