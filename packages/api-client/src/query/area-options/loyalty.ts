import { loyalty } from '../../contract/loyalty';
import type { EndpointInput } from '../../contract/endpoint';
import type { ApiClient } from '../../http/client-types';
import { endpointQueryOptions } from '../endpoint-query-options';

// The query options of loyalty.

/** The signed-in customer's loyalty points (`GET /users/loyalty_points`). */
export const loyaltyPointsQueryOptions = (client: ApiClient) =>
  endpointQueryOptions(client, loyalty.points);

/** The customer's loyalty balance and limits for an order (path not shown in the spec). */
export const loyaltyQueryOptions = (
  client: ApiClient,
  input: EndpointInput<typeof loyalty.fetch>,
) => endpointQueryOptions(client, loyalty.fetch, input);
