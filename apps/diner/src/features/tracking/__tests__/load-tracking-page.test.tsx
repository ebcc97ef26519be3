import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadTrackingPage } from '../hooks/use-tracking-page';
import { trackedOrder, trackingPage } from './fixtures';

function answer(status: number, body: unknown) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

afterEach(() => {
  vi.restoreAllMocks();
});

// spec: A§7 and B§7, a tracking configuration answering 404 leads to /.
describe('loadTrackingPage', () => {
  it('loads the tracking configuration', async () => {
    const page = trackingPage(trackedOrder('confirmed'));
    const fetch = answer(200, page);
    await expect(loadTrackingPage(client())).resolves.toEqual(page);
    expect(fetch.mock.calls[0]?.[0]).toSatisfy((input) =>
      (input instanceof Request ? input.url : String(input as string | URL)).includes(
        '/pages/tracking',
      ),
    );
  });

  it('sends the diner to / on a 404', async () => {
    answer(404, { error: 'Order not found', error_id: 'tracking_not_found' });
    const failure: unknown = await loadTrackingPage(client()).catch((error: unknown) => error);
    expect(isRedirect(failure)).toBe(true);
    expect(isRedirect(failure) && failure.options.href).toBe('/');
  });

  it('lets any other failure reach the error page', async () => {
    answer(401, { error: 'No session' });
    const failure: unknown = await loadTrackingPage(client()).catch((error: unknown) => error);
    expect(isRedirect(failure)).toBe(false);
    expect(failure).toMatchObject({ status: 401 });
  });
});
