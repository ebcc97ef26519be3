import { expect } from 'vitest';

/*
 * A fake of src/lib/realtime/realtime-client for vi.mock: it records each channel's handlers, so a
 * test sends a live event by hand. This module imports no component, so a vi.mock factory may
 * load it.
 */

/** What the fake realtime client was asked: each channel's handlers. */
export type Subscriptions = Map<string, Record<string, ((payload: unknown) => void) | undefined>>;

/** When the fake says a channel is joined: at once, unless a test holds `next` back. */
export interface FakeJoins {
  next: Promise<void> | null;
}

/**
 * The fake module: listenLive records the handlers, resyncs never happen; listenLiveJoined's
 * channel is joined at once, or when `joins.next` settles.
 */
export function fakeRealtime(subscriptions: Subscriptions, joins: FakeJoins = { next: null }) {
  return {
    listenLive: (channel: string, handlers: Record<string, (payload: unknown) => void>) => {
      subscriptions.set(channel, { ...subscriptions.get(channel), ...handlers });
      return () => {
        subscriptions.delete(channel);
      };
    },
    /** As listenLive; the channel counts as joined at once. */
    listenLiveJoined: (channel: string, handlers: Record<string, (payload: unknown) => void>) => {
      subscriptions.set(channel, { ...subscriptions.get(channel), ...handlers });
      return {
        stop: () => {
          subscriptions.delete(channel);
        },
        joined: joins.next ?? Promise.resolve(),
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

/**
 * Once exactly one channel named `prefix` + something is listened to: that something (a
 * payment's reference, for the channel of the payment under way).
 */
export async function listenedAfter(subscriptions: Subscriptions, prefix: string): Promise<string> {
  await expect
    .poll(() => [...subscriptions.keys()].filter((key) => key.startsWith(prefix)))
    .toHaveLength(1);
  const channel = [...subscriptions.keys()].find((key) => key.startsWith(prefix)) ?? '';
  return channel.slice(prefix.length);
}
