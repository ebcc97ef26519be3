import { tableStatusQueryOptions } from '@tabula/api-client/query';
import { api } from '../api/api';

/**
 * The table status check's query options (B§7 GET /dine-in/v1/tables/{id}/status): the join
 * flow, the live events and the tab's checkout read the same cache entry.
 */
export const tableStatusQuery = (tableId: number) =>
  tableStatusQueryOptions(api, { params: { id: tableId } });
