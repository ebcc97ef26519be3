import { queryKeys } from '@tabula/api-client/query';
import type { QueryClient } from '@tanstack/react-query';
import { renewRealtimeSession } from '../realtime/realtime-client';

/**
 * What the app does once the server renewed the session (sign-in, guest login): the client
 * already wrote the answer's new CSRF token into the page's meta tag; the live events reopen on
 * the new session, and every page configuration is read again, since each carries the user:
 * those on screen and those cached for screens not shown now, so the screen the diner goes back
 * to (the cart, after "Continue as guest") never shows the signed-out page for a moment, where a
 * quick tap on Place order would send them to sign in again.
 *
 * @param queryClient - the app's query cache
 * @returns when every cached page configuration was fetched again
 */
// spec: A§4 Login (after the code, the diner is signed in); issue 4: the session id is renewed
// at sign-in, so the socket opened on the old one must be reopened.
export async function afterSessionRenewed(queryClient: QueryClient): Promise<void> {
  renewRealtimeSession();
  await queryClient.invalidateQueries({ queryKey: queryKeys.area('pages'), refetchType: 'all' });
}
