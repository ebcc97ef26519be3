import { trackingPageQueryOptions } from '@tabula/api-client/query';
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { api } from '@/lib/api/api';
import type { TrackingPageData } from '../utils/tracking-page-data';

/**
 * The tracking page configuration (`GET /pages/tracking`): the order being tracked, with its
 * ETA. Live events write its status and ETA into this entry.
 */
export function trackingPageQuery() {
  return trackingPageQueryOptions(api);
}

/**
 * The route's loader: reads the tracking configuration. A failure the api-client's error map
 * answers with a silent redirect (A§7 and B§7: a tracking configuration 404 leads to /) sends the
 * diner there; any other failure shows the route's error page (the 'not allowed' page without a
 * session, else the retry).
 */
export async function loadTrackingPage(queryClient: QueryClient): Promise<TrackingPageData> {
  try {
    return await queryClient.query(trackingPageQuery());
  } catch (error) {
    // Loaded with the failure: the catalogue is not part of the first load.
    const { planFailure } = await import('@/lib/errors/plan-failure');
    const plan = planFailure(error, { operation: 'tracking_config' });
    if (!plan.visible && plan.autoRedirect !== null) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect protocol
      throw redirect({ href: plan.autoRedirect.to, replace: true });
    }
    throw error;
  }
}

/** The loaded tracking configuration. */
export function useTrackingPage(): TrackingPageData {
  return useSuspenseQuery(trackingPageQuery()).data;
}
