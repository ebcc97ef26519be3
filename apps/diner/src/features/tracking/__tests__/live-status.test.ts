import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { writeLiveStatus } from '../hooks/use-live-tracking';
import { trackingPageQuery } from '../hooks/use-tracking-page';
import type { TrackingPageData } from '../utils/tracking-page-data';
import { withLiveStatus } from '../utils/with-live-status';
import { trackedOrder, trackingPage } from './fixtures';

const ETA = '2026-11-21T10:05:00+08:00';

// spec: B§7 track_order_{orderId}: status_updated (status, eta).
describe('withLiveStatus', () => {
  it('writes the new status and ETA into the tracked order', () => {
    const page = trackingPage(trackedOrder('confirmed'));
    const next = withLiveStatus(page, 7001, { status: 'ready', eta: ETA });
    expect(next.order.status).toBe('ready');
    expect(next.order.eta).toBe(ETA);
    // Nothing else changes, and the cached object is not mutated.
    expect({ ...next, order: { ...next.order, status: 'confirmed', eta: null } }).toEqual(page);
    expect(page.order.status).toBe('confirmed');
  });

  it('writes an ETA that changes without a new status, and clears one set to null', () => {
    const page = trackingPage(trackedOrder('confirmed', { eta: ETA }));
    expect(withLiveStatus(page, 7001, { status: 'confirmed', eta: null }).order.eta).toBeNull();
  });

  it('leaves the page alone for another order or an event that changes nothing', () => {
    const page = trackingPage(trackedOrder('confirmed'));
    expect(withLiveStatus(page, 9999, { status: 'ready', eta: ETA })).toBe(page);
    expect(withLiveStatus(page, 7001, { status: 'confirmed', eta: null })).toBe(page);
  });
});

describe('the tracking query, live', () => {
  async function cached(page: TrackingPageData) {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await queryClient.query({ ...trackingPageQuery(), queryFn: () => page });
    const read = () => queryClient.getQueryData(trackingPageQuery().queryKey);
    return { queryClient, read };
  }

  it('status_updated writes status and ETA into the cached configuration', async () => {
    const { queryClient, read } = await cached(trackingPage(trackedOrder('confirmed')));
    writeLiveStatus(queryClient, 7001, { status: 'ready', eta: ETA });
    expect(read()?.order.status).toBe('ready');
    expect(read()?.order.eta).toBe(ETA);
  });

  it('a refetch shows the ETA the server keeps with the order', async () => {
    const { queryClient, read } = await cached(trackingPage(trackedOrder('confirmed')));
    const server = trackingPage(trackedOrder('confirmed', { eta: ETA }));
    await queryClient.query({ ...trackingPageQuery(), queryFn: () => server, staleTime: 0 });
    expect(read()?.order.eta).toBe(ETA);
  });

  it('ignores an event for an order the screen does not track', async () => {
    const page = trackingPage(trackedOrder('confirmed'));
    const { queryClient, read } = await cached(page);
    writeLiveStatus(queryClient, 9999, { status: 'rejected', eta: null });
    expect(read()).toBe(page);
  });

  it('writes nothing before the configuration is loaded', () => {
    const queryClient = new QueryClient();
    writeLiveStatus(queryClient, 7001, { status: 'ready', eta: null });
    expect(queryClient.getQueryData(trackingPageQuery().queryKey)).toBeUndefined();
  });
});
