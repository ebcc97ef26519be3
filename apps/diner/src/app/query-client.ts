import { retryQuery } from '@tabula/api-client/query';
import { QueryClient } from '@tanstack/react-query';

/** The app's query cache: server state lives here only (TanStack Query), client state in jotai. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryQuery, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
