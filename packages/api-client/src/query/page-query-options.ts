import { pages } from '../contract/pages';
import type { EndpointInput } from '../contract/endpoint';
import type { ApiClient } from '../http/client-types';
import { endpointQueryOptions } from './endpoint-query-options';

// spec: A§7 and B§7, page configuration: one query-options factory per page, so a route's loader
// calls `queryClient.ensureQueryData(homePageQueryOptions(client))` and its component reads the
// same cache entry.

/** The home menu's configuration (`GET /pages/home`). */
export const homePageQueryOptions = (client: ApiClient) => endpointQueryOptions(client, pages.home);

/** The checkout's configuration (`GET /pages/checkout`). */
export const checkoutPageQueryOptions = (client: ApiClient) =>
  endpointQueryOptions(client, pages.checkout);

/** The track-order screen's configuration (`GET /pages/tracking`; a 404 leads to /). */
export const trackingPageQueryOptions = (client: ApiClient) =>
  endpointQueryOptions(client, pages.tracking);

/** The profile's configuration (`GET /pages/profiles`). */
export const profilesPageQueryOptions = (client: ApiClient) =>
  endpointQueryOptions(client, pages.profiles);

/** Past orders (`GET /pages/past_orders`, field past_orders). */
export const pastOrdersPageQueryOptions = (client: ApiClient) =>
  endpointQueryOptions(client, pages.pastOrders);

/** The loyalty page's configuration (`GET /pages/loyalty`). */
export const loyaltyPageQueryOptions = (client: ApiClient) =>
  endpointQueryOptions(client, pages.loyalty);

/** The sign-in page's configuration (`GET /pages/sign_in`). */
export const signInPageQueryOptions = (client: ApiClient) =>
  endpointQueryOptions(client, pages.signIn);

/** The cart and dine-in order's configuration (`GET /pages/order_details`). */
export const orderDetailsPageQueryOptions = (client: ApiClient) =>
  endpointQueryOptions(client, pages.orderDetails);

/** The scan-and-pay bill's configuration (`GET /pages/scan_and_pay`). */
export const scanAndPayPageQueryOptions = (client: ApiClient) =>
  endpointQueryOptions(client, pages.scanAndPay);

/** The payment result's configuration (`GET /pages/payment_processing`, optional invoice_id and type). */
export const paymentProcessingPageQueryOptions = (
  client: ApiClient,
  input: EndpointInput<typeof pages.paymentProcessing>,
) => endpointQueryOptions(client, pages.paymentProcessing, input);

/** The table bill's order summary (path not shown in the spec: our `GET /pages/order_summary`). */
export const orderSummaryPageQueryOptions = (client: ApiClient) =>
  endpointQueryOptions(client, pages.orderSummary);
