import { genericPayments } from '../../contract/generic-payments';
import type { EndpointInput } from '../../contract/endpoint';
import type { ApiClient } from '../../http/client-types';
import { endpointQueryOptions } from '../endpoint-query-options';

// The query options of generic payment providers.

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
