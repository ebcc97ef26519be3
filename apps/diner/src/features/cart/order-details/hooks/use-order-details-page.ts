import { orderDetailsPageQueryOptions } from '@tabula/api-client/query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api';
import type { OrderDetailsPage } from '@/lib/bill/bill-source';

/** The order-details page configuration (`GET /pages/order_details`), as the route loads it. */
export const orderDetailsPageQuery = () => orderDetailsPageQueryOptions(api);

/** The loaded order-details configuration: menu, promotions, loyalty, the table's order. */
export function useOrderDetailsPage(): OrderDetailsPage {
  return useSuspenseQuery(orderDetailsPageQuery()).data;
}
