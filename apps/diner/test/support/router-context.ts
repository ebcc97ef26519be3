import { QueryClient } from '@tanstack/react-query';
import type { RouterContext } from '../../src/app/router-context';
import { api } from '../../src/lib/api/api';
import { homePageQuery } from '../../src/lib/venue/home-page';
import type { HomePage } from '../fixtures/home-page';

/**
 * A router context whose cache already holds the home page configuration, for the guards'
 * tests: nothing stale, no retries, English chosen on the device.
 */
export function routerContextWith(page: HomePage): RouterContext {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  queryClient.setQueryData(homePageQuery().queryKey, page);
  return { queryClient, api, localeSources: () => ({ stored: 'en', browser: [] }) };
}
