import { scanAndPay } from '../../contract/scan-and-pay';
import type { EndpointInput } from '../../contract/endpoint';
import type { ApiClient } from '../../http/client-types';
import { endpointQueryOptions } from '../endpoint-query-options';

// The query options of scan and pay and split bills.

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
