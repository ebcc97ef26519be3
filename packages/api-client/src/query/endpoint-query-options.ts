import { queryOptions } from '@tanstack/react-query';
import type { AnyEndpoint, EndpointOutput } from '../contract/endpoint';
import type { ApiError } from '../http/api-error';
import type { ApiClient, RequestArgs, RequestInput } from '../http/client-types';
import { queryKeys } from './keys';
import { retryQuery } from './retry';

/**
 * Query options for one read call: its key from {@link queryKeys}, and a query function that
 * sends the call through the client with TanStack Query's AbortSignal, so a query that is no
 * longer needed cancels its request, and a retry policy that only tries again what may succeed.
 *
 * @param client - The API client.
 * @param endpoint - A GET endpoint of the contract.
 * @param input - Its params and query, when it has any.
 * @returns Options for useQuery, ensureQueryData, prefetchQuery and friends.
 * @throws Error when the endpoint is not a GET: writes go through mutations.
 *
 * @example
 * ```ts
 * const options = endpointQueryOptions(client, endpoints.dineIn.tableStatus, { params: { id: 12 } });
 * const status = await queryClient.ensureQueryData(options);
 * ```
 */
export function endpointQueryOptions<TEndpoint extends AnyEndpoint>(
  client: ApiClient,
  endpoint: TEndpoint,
  ...input: RequestArgs<TEndpoint>
) {
  if (endpoint.method !== 'GET') {
    throw new Error(`${endpoint.name} is a ${endpoint.method}: use a mutation, not a query`);
  }
  const callInput = (input[0] ?? {}) as RequestInput<TEndpoint>;
  return queryOptions<EndpointOutput<TEndpoint>, ApiError>({
    queryKey: queryKeys.call(endpoint, callInput),
    retry: retryQuery,
    queryFn: ({ signal }) =>
      client.request(endpoint, ...([{ ...callInput, signal }] as RequestArgs<TEndpoint>)),
  });
}
