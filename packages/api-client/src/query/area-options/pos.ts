import { posEndpoints as pos } from '../../contract/index';
import type { EndpointInput } from '../../contract/endpoint';
import type { ApiClient } from '../../http/client-types';
import { endpointQueryOptions } from '../endpoint-query-options';

// The query options of the POS and the back office (staff).

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
