import type { RealtimeClient } from '@tabula/api-client/realtime';

/*
 * The live events client, loaded on first use with a dynamic import so socket.io stays out of
 * the first load of the menu. One client for the app; what needs a refetch after a reconnect
 * registers a listener.
 */

let client: Promise<RealtimeClient> | null = null;
const resyncListeners = new Set<() => void>();

/** The app's realtime client, created (and its code loaded) on the first call. */
export function loadRealtimeClient(): Promise<RealtimeClient> {
  client ??= import('@tabula/api-client/realtime').then(({ createRealtimeClient }) =>
    createRealtimeClient({
      onResync: () => {
        for (const listener of resyncListeners) listener();
      },
    }),
  );
  return client;
}

/** Calls `listener` after every reconnect (events may have been missed); returns the remover. */
export function onRealtimeResync(listener: () => void): () => void {
  resyncListeners.add(listener);
  return () => {
    resyncListeners.delete(listener);
  };
}
