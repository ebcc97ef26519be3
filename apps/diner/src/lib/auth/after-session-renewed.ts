import { queryKeys } from '@tabula/api-client/query';
import type { QueryClient } from '@tanstack/react-query';
import { renewRealtimeSession } from '../realtime/realtime-client';

/**
 * What the app does once the server renewed the session (sign-in, guest login): the client
 * already wrote the answer's new CSRF token into the page's meta tag; the live events reopen on
 * the new session, and every page configuration is read again, since each carries the user.
 *
 * @param queryClient - the app's query cache
 * @returns when the page configurations on screen were fetched again
 */
// spec: A§4 Login (after the code, the diner is signed in); issue 4: the session id is renewed
// at sign-in, so the socket opened on the old one must be reopened.
export async function afterSessionRenewed(queryClient: QueryClient): Promise<void> {
  renewRealtimeSession();
  await queryClient.invalidateQueries({ queryKey: queryKeys.area('pages') });
}
