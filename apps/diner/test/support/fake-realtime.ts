import { expect } from 'vitest';

/*
 * A fake of src/lib/realtime/realtime-client for vi.mock: it records each channel's handlers, so a
 * test sends a live event by hand. This module imports no component, so a vi.mock factory may
 * load it.
 */

/** What the fake realtime client was asked: each channel's handlers. */
export type Subscriptions = Map<string, Record<string, ((payload: unknown) => void) | undefined>>;

/** The fake module: listenLive records the handlers, resyncs never happen. */
export function fakeRealtime(subscriptions: Subscriptions) {
  return {
    listenLive: (channel: string, handlers: Record<string, (payload: unknown) => void>) => {
      subscriptions.set(channel, { ...subscriptions.get(channel), ...handlers });
      return () => {
        subscriptions.delete(channel);
      };
    },
    onRealtimeResync: () => () => undefined,
    renewRealtimeSession: () => undefined,
  };
}

/** Sends a live event once the channel is listened to. */
export async function hear(
  subscriptions: Subscriptions,
  channel: string,
  event: string,
  payload: unknown,
): Promise<void> {
  await expect.poll(() => subscriptions.get(channel)?.[event]).toBeTypeOf('function');
  subscriptions.get(channel)?.[event]?.(payload);
}
