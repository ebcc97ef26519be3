import { isApiError } from '@tabula/api-client';
import { retryQuery } from '@tabula/api-client/query';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * The POS's query cache. A 401 from any call means the server no longer knows the session (it
 * expired, or the person signed out everywhere or was removed): the console asks for a sign-in
 * again (`onRefused`).
 */
export function createQueryClient(onRefused: () => void): QueryClient {
  const refused = (error: unknown) => {
    if (isApiError(error, 'http') && error.status === 401) onRefused();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: refused }),
    mutationCache: new MutationCache({ onError: refused }),
    defaultOptions: {
      queries: { retry: retryQuery, staleTime: 10_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
