import type { EndpointOutput, pagesEndpoints } from '@tabula/api-client';
import { pastOrdersPageQueryOptions } from '@tabula/api-client/query';
import { api } from '@/lib/api/api';

/** The past orders' configuration (`GET /pages/past_orders`). */
export type PastOrdersPage = EndpointOutput<typeof pagesEndpoints.pastOrders>;

/** The past orders' configuration query, as the route prefetches it and the screen reads it. */
export const pastOrdersPageQuery = () => pastOrdersPageQueryOptions(api);
