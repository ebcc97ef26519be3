import { session } from '../../contract/session';
import type { ApiClient } from '../../http/client-types';
import { endpointQueryOptions } from '../endpoint-query-options';

// The query options of the session.

/**
 * The QR link of the session's place (issue 33): an in-app browser's Copy link hands the diner
 * to the phone's own browser with it.
 */
export const entryLinkQueryOptions = (client: ApiClient) =>
  endpointQueryOptions(client, session.entryLink);
