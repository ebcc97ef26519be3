import type { Session } from '@tabula/api-client';
import { QueryClient } from '@tanstack/react-query';
import { renderApp, type RenderAppResult } from '@test/render-app';
import { TrackOrderScreen } from '../components/track-order-screen';
import { trackingPageQuery } from '../hooks/use-tracking-page';
import type { TrackingPageData } from '../utils/tracking-page-data';
import { homePageFor } from './fixtures';

/**
 * Renders /track-order over a cached tracking configuration, as the route's loader leaves it,
 * with the home page configuration of the same cafe (its status bar tracks the same order).
 */
export async function renderTrackOrder(
  page: TrackingPageData,
  homeSession: Session = page.session,
): Promise<RenderAppResult> {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  // Through the query's own options, so its structural sharing (the live ETA) applies.
  await queryClient.query({ ...trackingPageQuery(), queryFn: () => page });
  return renderApp(<TrackOrderScreen />, {
    homePage: homePageFor(page, homeSession),
    path: '/track-order',
    queryClient,
  });
}
