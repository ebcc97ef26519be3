import { dineIn } from '../../contract/dine-in';
import type { EndpointInput } from '../../contract/endpoint';
import type { ApiClient } from '../../http/client-types';
import { endpointQueryOptions } from '../endpoint-query-options';

// The query options of tables.

/** A table's status (`GET /dine-in/v1/tables/{id}/status`). */
export const tableStatusQueryOptions = (
  client: ApiClient,
  input: EndpointInput<typeof dineIn.tableStatus>,
) => endpointQueryOptions(client, dineIn.tableStatus, input);
