/**
 * TanStack Query bindings of the contract: one key factory, query options for every page
 * configuration and resource, and mutation options that invalidate through the same keys.
 *
 * @packageDocumentation
 */
export { endpointMutationOptions } from './endpoint-mutation-options';
export { endpointQueryOptions } from './endpoint-query-options';
export { INVALIDATIONS, invalidatedBy } from './invalidations';
export { queryKeys, ROOT_KEY } from './keys';
export { isRetryable, MAX_RETRIES, retryMutation, retryQuery } from './retry';
export * from './page-query-options';
export * from './resource-query-options';
