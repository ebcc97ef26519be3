import { dinerEndpoints, posEndpoints } from '../contract/index';
import type { EndpointInput } from '../contract/endpoint';
import type { ApiClient } from '../http/client-types';
import { endpointQueryOptions } from './endpoint-query-options';

// One query-options factory per resource the app reads outside the page configurations.
const {
  users,
  session,
  discounts,
  loyalty,
  dineIn,
  scanAndPay,
  payments,
  stripeConnect,
  genericPayments,
} = dinerEndpoints;
const pos = posEndpoints;

/** A coupon looked up by its code (`GET /discounts/{code}`). */
export const discountQueryOptions = (
  client: ApiClient,
  input: EndpointInput<typeof discounts.lookup>,
) => endpointQueryOptions(client, discounts.lookup, input);

/** The signed-in customer's loyalty points (`GET /users/loyalty_points`). */
export const loyaltyPointsQueryOptions = (client: ApiClient) =>
  endpointQueryOptions(client, loyalty.points);

/** The customer's loyalty balance and limits for an order (path not shown in the spec). */
export const loyaltyQueryOptions = (
  client: ApiClient,
  input: EndpointInput<typeof loyalty.fetch>,
) => endpointQueryOptions(client, loyalty.fetch, input);

/** The customer's saved cards (`GET /users/stripe_cards`). */
export const savedCardsQueryOptions = (client: ApiClient) =>
  endpointQueryOptions(client, users.listSavedCards);

/** The customer's saved cards with the connected card provider. */
export const connectedCardsQueryOptions = (client: ApiClient) =>
  endpointQueryOptions(client, stripeConnect.listCards);

/** A connected-card payment intent, polled every 20 s (B§9). */
export const paymentIntentQueryOptions = (
  client: ApiClient,
  input: EndpointInput<typeof stripeConnect.getPaymentIntent>,
) => endpointQueryOptions(client, stripeConnect.getPaymentIntent, input);

/** A table's status (`GET /dine-in/v1/tables/{id}/status`). */
export const tableStatusQueryOptions = (
  client: ApiClient,
  input: EndpointInput<typeof dineIn.tableStatus>,
) => endpointQueryOptions(client, dineIn.tableStatus, input);

/** A scan-and-pay order's status, polled every 5 s for up to 51 s (B§4). */
export const scanAndPayOrderStatusQueryOptions = (
  client: ApiClient,
  input: EndpointInput<typeof scanAndPay.orderStatus>,
) => endpointQueryOptions(client, scanAndPay.orderStatus, input);

/** A table bill's split state (B§3 Order-bill state), refetched on every live split event. */
export const billSplitQueryOptions = (
  client: ApiClient,
  input: EndpointInput<typeof scanAndPay.billSplit>,
) => endpointQueryOptions(client, scanAndPay.billSplit, input);

/** An equal split's payment details for one split. */
export const equalSplitPaymentDetailsQueryOptions = (
  client: ApiClient,
  input: EndpointInput<typeof scanAndPay.equalSplitPaymentDetails>,
) => endpointQueryOptions(client, scanAndPay.equalSplitPaymentDetails, input);

/** An item-wise split's payment details for one user. */
export const manualSplitPaymentDetailsQueryOptions = (
  client: ApiClient,
  input: EndpointInput<typeof scanAndPay.manualSplitPaymentDetails>,
) => endpointQueryOptions(client, scanAndPay.manualSplitPaymentDetails, input);

/**
 * The diner's own provider payment still open (issue 30): every payable's screen offers to return
 * to it or cancel it.
 */
export const openPaymentQueryOptions = (client: ApiClient) =>
  endpointQueryOptions(client, payments.open);

/**
 * The QR link of the session's place (issue 33): an in-app browser's Copy link hands the diner
 * to the phone's own browser with it.
 */
export const entryLinkQueryOptions = (client: ApiClient) =>
  endpointQueryOptions(client, session.entryLink);

/** The payment modes the hosted-page provider offers for a total. */
export const myFatoorahPaymentModesQueryOptions = (
  client: ApiClient,
  input: EndpointInput<typeof payments.myFatoorahPaymentModes>,
) => endpointQueryOptions(client, payments.myFatoorahPaymentModes, input);

/** The payment modes Adyen offers for an amount. */
export const adyenPaymentModesQueryOptions = (
  client: ApiClient,
  input: EndpointInput<typeof payments.adyenPaymentModes>,
) => endpointQueryOptions(client, payments.adyenPaymentModes, input);

/** A generic payment's status by reference. */
export const genericPaymentStatusQueryOptions = (
  client: ApiClient,
  input: EndpointInput<typeof genericPayments.paymentStatus>,
) => endpointQueryOptions(client, genericPayments.paymentStatus, input);

/** A standalone generic payment's status by reference and payment type. */
export const standalonePaymentStatusQueryOptions = (
  client: ApiClient,
  input: EndpointInput<typeof genericPayments.standalonePaymentStatus>,
) => endpointQueryOptions(client, genericPayments.standalonePaymentStatus, input);

/** The outlets the POS can show, with their tables and time zones (staff). */
export const posOutletsQueryOptions = (client: ApiClient) =>
  endpointQueryOptions(client, pos.outlets);

/** An outlet's menu with what is sold out, for the POS's stock list (staff). */
export const posStockQueryOptions = (client: ApiClient, input: EndpointInput<typeof pos.stock>) =>
  endpointQueryOptions(client, pos.stock, input);

/** An outlet's tables with their open tabs, members and waiter calls (staff). */
export const posTablesQueryOptions = (client: ApiClient, input: EndpointInput<typeof pos.tables>) =>
  endpointQueryOptions(client, pos.tables, input);

/** An outlet's open tables and counters with their printed codes, for the back office (staff). */
export const posPlacesQueryOptions = (client: ApiClient, input: EndpointInput<typeof pos.places>) =>
  endpointQueryOptions(client, pos.places, input);

/** An outlet's whole menu with its languages and currency, for the back office (staff). */
export const posMenuEditorQueryOptions = (
  client: ApiClient,
  input: EndpointInput<typeof pos.menuEditor>,
) => endpointQueryOptions(client, pos.menuEditor, input);

/** An outlet's settings: service, limits, taxes, surcharges and tips, for the back office (staff). */
export const posOutletSettingsQueryOptions = (
  client: ApiClient,
  input: EndpointInput<typeof pos.outletSettings>,
) => endpointQueryOptions(client, pos.outletSettings, input);

/** The company's promotions, coupons and loyalty programme, for the back office (staff). */
export const posOffersQueryOptions = (client: ApiClient, input: EndpointInput<typeof pos.offers>) =>
  endpointQueryOptions(client, pos.offers, input);

/** The signed-in person and their CSRF token; a 401 when no one is (staff). */
export const posCurrentStaffQueryOptions = (client: ApiClient) =>
  endpointQueryOptions(client, pos.currentStaff);

/** The owner's company's people (staff, owners only). */
export const posStaffMembersQueryOptions = (client: ApiClient) =>
  endpointQueryOptions(client, pos.staffMembers);

/** A page of the audit log, newest first (staff, owners only). */
export const posAuditLogQueryOptions = (
  client: ApiClient,
  input: EndpointInput<typeof pos.auditLog>,
) => endpointQueryOptions(client, pos.auditLog, input);

/** A scan-and-pay table bill's split state (staff). */
export const posBillSplitQueryOptions = (
  client: ApiClient,
  input: EndpointInput<typeof pos.billSplit>,
) => endpointQueryOptions(client, pos.billSplit, input);

/** An order's payments with what each refunded and may still refund (staff). */
export const posOrderPaymentsQueryOptions = (
  client: ApiClient,
  input: EndpointInput<typeof pos.orderPayments>,
) => endpointQueryOptions(client, pos.orderPayments, input);

/** A payment's refunds and what may still be given back (staff). */
export const posPaymentRefundsQueryOptions = (
  client: ApiClient,
  input: EndpointInput<typeof pos.paymentRefunds>,
) => endpointQueryOptions(client, pos.paymentRefunds, input);

/** An outlet's orders, optionally of one status, as the POS lists them (staff). */
export const posOrdersQueryOptions = (client: ApiClient, input: EndpointInput<typeof pos.orders>) =>
  endpointQueryOptions(client, pos.orders, input);

/** One order as the POS shows it (staff). */
export const posOrderQueryOptions = (client: ApiClient, input: EndpointInput<typeof pos.order>) =>
  endpointQueryOptions(client, pos.order, input);
