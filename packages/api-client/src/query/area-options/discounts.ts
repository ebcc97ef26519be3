import { discounts } from '../../contract/discounts';
import type { EndpointInput } from '../../contract/endpoint';
import type { ApiClient } from '../../http/client-types';
import { endpointQueryOptions } from '../endpoint-query-options';

// The query options of coupons.

/** A coupon looked up by its code (`GET /discounts/{code}`). */
export const discountQueryOptions = (
  client: ApiClient,
  input: EndpointInput<typeof discounts.lookup>,
) => endpointQueryOptions(client, discounts.lookup, input);
