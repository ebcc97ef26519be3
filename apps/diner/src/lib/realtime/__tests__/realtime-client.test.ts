import { channelName } from '@tabula/api-client';
import { describe, expect, it, vi } from 'vitest';

/** A client of the fake: each subscription's `ready` settles when the test says so. */
interface FakeClient {
  subscribed: string[];
  answer: () => void;
  closed: boolean;
}

const clients: FakeClient[] = [];

vi.mock('@tabula/api-client/realtime', () => ({
  createRealtimeClient: () => {
    const waiting: (() => void)[] = [];
    const fake: FakeClient = {
      subscribed: [],
      answer: () => {
        for (const settle of waiting.splice(0)) settle();
      },
      closed: false,
    };
    clients.push(fake);
    return {
      subscribe: (channel: string) => {
        fake.subscribed.push(channel);
        const ready = new Promise<{ ok: true }>((resolve) => {
          waiting.push(() => {
            resolve({ ok: true });
          });
        });
        return Object.assign(() => undefined, { channel, ready });
      },
      close: () => {
        fake.closed = true;
      },
    };
  },
}));

const { listenLive, onRealtimeResync, renewRealtimeSession } = await import('../realtime-client');

/** Lets every pending promise callback run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('renewRealtimeSession', () => {
  it('asks listeners to refetch at once, and again only once the new socket is in its channels', async () => {
    const channel = channelName('dine_in_events', 12);
    const stop = listenLive(channel, { authorize_join_table: () => undefined });
    await settle();
    expect(clients).toHaveLength(1);
    clients[0]?.answer();

    const resync = vi.fn();
    const stopResync = onRealtimeResync(resync);
    renewRealtimeSession();
    // At once: the new session may see more than the old one did.
    expect(resync).toHaveBeenCalledTimes(1);
    await settle();
    expect(clients).toHaveLength(2);
    expect(clients[0]?.closed).toBe(true);
    expect(clients[1]?.subscribed).toEqual([channel]);
    // An answer published before the server joined the new socket reached nobody: no refetch
    // may stand in for it until the channel is joined.
    await settle();
    expect(resync).toHaveBeenCalledTimes(1);
    clients[1]?.answer();
    await settle();
    expect(resync).toHaveBeenCalledTimes(2);

    stopResync();
    stop();
  });
});
