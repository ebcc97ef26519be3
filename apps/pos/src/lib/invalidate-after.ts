import type { AnyEndpoint } from '@tabula/api-client';
import { invalidatedBy } from '@tabula/api-client/query';
import type { QueryClient } from '@tanstack/react-query';

/** Refetches what a staff call changed, through the contract's own table (INVALIDATIONS). */
export async function invalidateAfter(
  queryClient: QueryClient,
  endpoint: AnyEndpoint,
): Promise<void> {
  await Promise.all(
    invalidatedBy(endpoint).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
