import { stripeConnect } from '../../contract/stripe-connect';
import type { EndpointInput } from '../../contract/endpoint';
import type { ApiClient } from '../../http/client-types';
import { endpointQueryOptions } from '../endpoint-query-options';

// The query options of the connected card provider.

/** The customer's saved cards with the connected card provider. */
export const connectedCardsQueryOptions = (client: ApiClient) =>
  endpointQueryOptions(client, stripeConnect.listCards);

/** A connected-card payment intent, polled every 20 s (B§9). */
export const paymentIntentQueryOptions = (
  client: ApiClient,
  input: EndpointInput<typeof stripeConnect.getPaymentIntent>,
) => endpointQueryOptions(client, stripeConnect.getPaymentIntent, input);
