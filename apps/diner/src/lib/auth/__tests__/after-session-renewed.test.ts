import { queryKeys } from '@tabula/api-client/query';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../realtime/realtime-client', () => ({ renewRealtimeSession: vi.fn() }));

const { afterSessionRenewed } = await import('../after-session-renewed');

describe('afterSessionRenewed', () => {
  it('reads again the page configurations of screens not on show, before it resolves', async () => {
    const queryClient = new QueryClient();
    let signedIn = false;
    const key = [...queryKeys.area('pages'), 'orderDetails', {}];
    // The cart's page, cached while the diner was on the sign-in screen: no observer is active.
    await queryClient.query({ queryKey: key, queryFn: () => ({ user: signedIn ? 7 : null }) });
    signedIn = true;
    await afterSessionRenewed(queryClient);
    expect(queryClient.getQueryData(key)).toEqual({ user: 7 });
  });
});
