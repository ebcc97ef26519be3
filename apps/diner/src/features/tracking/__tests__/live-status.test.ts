import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { writeLiveStatus } from '../hooks/use-live-tracking';
import { trackingPageQuery } from '../hooks/use-tracking-page';
import { keepLiveEta } from '../utils/keep-live-eta';
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
    expect(next.eta).toBe(ETA);
    // Nothing else changes, and the cached object is not mutated.
    expect({ ...next, order: { ...next.order, status: 'confirmed' }, eta: undefined }).toEqual({
      ...page,
      eta: undefined,
    });
    expect(page.order.status).toBe('confirmed');
  });

  it('writes an ETA that changes without a new status, and clears one set to null', () => {
    const page = trackingPage(trackedOrder('confirmed'), { eta: ETA });
    expect(withLiveStatus(page, 7001, { status: 'confirmed', eta: null }).eta).toBeNull();
  });

  it('leaves the page alone for another order or an event that changes nothing', () => {
    const page = trackingPage(trackedOrder('confirmed'), { eta: null });
    expect(withLiveStatus(page, 9999, { status: 'ready', eta: ETA })).toBe(page);
    expect(withLiveStatus(page, 7001, { status: 'confirmed', eta: null })).toBe(page);
  });
});

describe('keepLiveEta', () => {
  const withEta = trackingPage(trackedOrder('confirmed'), { eta: ETA });

  it('keeps the live ETA over a refetch of the same order in the same status', () => {
    const refetched = trackingPage(trackedOrder('confirmed', { order_number: 'A-042' }));
    expect((keepLiveEta(withEta, refetched) as TrackingPageData).eta).toBe(ETA);
  });

  it('drops it when the status or the order changed', () => {
    const moved = trackingPage(trackedOrder('ready'));
    expect((keepLiveEta(withEta, moved) as TrackingPageData).eta).toBeUndefined();
    const other = trackingPage(trackedOrder('confirmed', { id: 7002 }));
    expect((keepLiveEta(withEta, other) as TrackingPageData).eta).toBeUndefined();
  });

  it('takes an ETA the new data states, null included', () => {
    const cleared = { ...withEta, eta: null };
    expect((keepLiveEta(withEta, cleared) as TrackingPageData).eta).toBeNull();
  });

  it('shares what did not change, as TanStack Query does by default', () => {
    const same = trackingPage(trackedOrder('confirmed'), { eta: ETA });
    expect(keepLiveEta(withEta, same)).toBe(withEta);
    expect(keepLiveEta(undefined, same)).toBe(same);
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
    expect(read()?.eta).toBe(ETA);
  });

  it('a refetch after order_updated keeps the ETA the event gave', async () => {
    const { queryClient, read } = await cached(trackingPage(trackedOrder('confirmed')));
    writeLiveStatus(queryClient, 7001, { status: 'ready', eta: ETA });
    // The POS added a discount: the refetched order differs, in the same status, without an ETA.
    const server = trackingPage(trackedOrder('ready', { sapaad_order_id: 880043 }));
    await queryClient.query({ ...trackingPageQuery(), queryFn: () => server, staleTime: 0 });
    expect(read()?.order.sapaad_order_id).toBe(880043);
    expect(read()?.eta).toBe(ETA);
  });

  it('a refetch that finds a newer status drops the old ETA', async () => {
    const { queryClient, read } = await cached(trackingPage(trackedOrder('confirmed')));
    writeLiveStatus(queryClient, 7001, { status: 'ready', eta: ETA });
    const server = trackingPage(trackedOrder('delivered'));
    await queryClient.query({ ...trackingPageQuery(), queryFn: () => server, staleTime: 0 });
    expect(read()?.order.status).toBe('delivered');
    expect(read()?.eta).toBeUndefined();
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
