import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { AnyEndpoint, EndpointOutput } from '../contract/endpoint';
import type { ApiError } from '../http/api-error';
import type { ApiClient, RequestArgs, RequestInput } from '../http/client-types';
import { invalidatedBy } from './invalidations';
import { queryKeys } from './keys';
import { retryMutation } from './retry';

/**
 * Mutation options for one write call: the mutation's key, a function that sends the call, and
 * an onSuccess that invalidates every query the call may have changed (see INVALIDATIONS), through
 * the same keys the queries were stored under.
 *
 * An idempotent call (an order or a payment) takes its idempotencyKey in the variables: make it
 * once per attempt (one tap of Place Order), so TanStack Query's retries and a diner's
 * double tap reuse it and the server never doubles the order.
 *
 * @param client - The API client.
 * @param queryClient - The app's query client, whose cache is invalidated.
 * @param endpoint - A POST, PUT, PATCH or DELETE endpoint of the contract.
 * @returns Options for useMutation.
 * @throws Error when the endpoint is a GET: reads go through queries.
 *
 * @example
 * ```ts
 * const signIn = useMutation(endpointMutationOptions(client, queryClient, endpoints.users.signIn));
 * signIn.mutate({ body: { user: { phone_number, dialing_code, otp } }, captchaToken });
 * ```
 */
export function endpointMutationOptions<TEndpoint extends AnyEndpoint>(
  client: ApiClient,
  queryClient: QueryClient,
  endpoint: TEndpoint,
) {
  if (endpoint.method === 'GET') {
    throw new Error(`${endpoint.name} is a GET: use a query, not a mutation`);
  }
  const invalidates = invalidatedBy(endpoint);
  return mutationOptions<EndpointOutput<TEndpoint>, ApiError, RequestInput<TEndpoint>>({
    mutationKey: queryKeys.endpoint(endpoint),
    retry: retryMutation(endpoint.idempotent),
    mutationFn: (variables) => client.request(endpoint, ...([variables] as RequestArgs<TEndpoint>)),
    onSuccess: async () => {
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
