import { payments } from '../../contract/payments';
import type { EndpointInput } from '../../contract/endpoint';
import type { ApiClient } from '../../http/client-types';
import { endpointQueryOptions } from '../endpoint-query-options';

// The query options of payments.

/**
 * The diner's own provider payment still open (issue 30): every payable's screen offers to return
 * to it or cancel it.
 */
export const openPaymentQueryOptions = (client: ApiClient) =>
  endpointQueryOptions(client, payments.open);

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
