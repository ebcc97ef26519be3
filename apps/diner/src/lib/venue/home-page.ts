import type { EndpointOutput, pagesEndpoints } from '@tabula/api-client';
import { homePageQueryOptions } from '@tabula/api-client/query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { api } from '../api/api';

/** The home page configuration as the app holds it. */
export type HomePageData = EndpointOutput<typeof pagesEndpoints.home>;

/**
 * The home page configuration (`/pages/home`): the session, company, outlet, feature flags and
 * menu that every screen reads. The root route loads it before anything renders.
 */
export const homePageQuery = () => homePageQueryOptions(api);

/** The loaded home page configuration. */
export function useHomePage() {
  return useSuspenseQuery(homePageQuery()).data;
}
