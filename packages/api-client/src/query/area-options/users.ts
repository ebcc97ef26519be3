import { users } from '../../contract/users';
import type { ApiClient } from '../../http/client-types';
import { endpointQueryOptions } from '../endpoint-query-options';

// The query options of the diner's account.

/** The customer's saved cards (`GET /users/stripe_cards`). */
export const savedCardsQueryOptions = (client: ApiClient) =>
  endpointQueryOptions(client, users.listSavedCards);
