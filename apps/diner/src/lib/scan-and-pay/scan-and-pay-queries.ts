import type { EndpointOutput, pagesEndpoints } from '@tabula/api-client';
import { billSplitQueryOptions, scanAndPayPageQueryOptions } from '@tabula/api-client/query';
import { api } from '../api/api';

/** The scan-and-pay page configuration (`GET /pages/scan_and_pay`): menu, bill, payment types. */
export type ScanAndPayPage = EndpointOutput<typeof pagesEndpoints.scanAndPay>;

/** The scan-and-pay configuration as the routes load it; `order` is the table bill or null. */
export const scanAndPayPageQuery = () => scanAndPayPageQueryOptions(api);

/** A table bill's split state (B§3 Order-bill state), read by the split screens and checkout. */
export const billSplitQuery = (orderId: number) =>
  billSplitQueryOptions(api, { params: { id: orderId } });
