import { replaceEqualDeep } from '@tanstack/react-query';
import type { TrackingPageData } from './tracking-page-data';

function isTrackingPage(value: unknown): value is TrackingPageData {
  return typeof value === 'object' && value !== null && 'order' in value;
}

/**
 * The tracking query's structural sharing: a refetched configuration (which has no ETA) keeps
 * the ETA a live event gave, as long as it is the same order in the same status; a new status
 * or another order drops it. Otherwise TanStack Query's default sharing.
 *
 * @param previous - The cached data, if any.
 * @param next - The data arriving (a fetch, or a write into the cache).
 * @returns The data to cache.
 */
export function keepLiveEta(previous: unknown, next: unknown): unknown {
  if (
    isTrackingPage(previous) &&
    isTrackingPage(next) &&
    next.eta === undefined &&
    previous.eta !== undefined &&
    previous.order.id === next.order.id &&
    previous.order.status === next.order.status
  ) {
    return replaceEqualDeep(previous, { ...next, eta: previous.eta });
  }
  return replaceEqualDeep(previous, next);
}
