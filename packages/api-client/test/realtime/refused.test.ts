import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { channelName } from '../../src/events/index';
import type { RealtimeClient } from '../../src/realtime/index';
import { RealtimeSubscriptionError } from '../../src/realtime/index';
import { clientOf, startHarness } from './harness';
import type { Harness } from './harness';

let harness: Harness;
let client: RealtimeClient;

beforeEach(async () => {
  harness = await startHarness();
  client = clientOf(harness);
});

afterEach(async () => {
  client.close();
  await harness.close();
});

describe('a subscription the server refuses', () => {
  it('settles ready with the refusal, calls onError of every subscriber and is dropped', async () => {
    const forbidden = channelName('private_mastercard_transaction', 'someone-else');
    harness.forbidden.add(forbidden);
    const onErrorFirst = vi.fn();
    const onErrorSecond = vi.fn();
    const first = client.subscribe(forbidden, {}, { onError: onErrorFirst });
    const second = client.subscribe(forbidden, {}, { onError: onErrorSecond });
    const allowed = client.subscribe(channelName('track_order', 1), {});

    await expect(first.ready).resolves.toEqual({ ok: false, error: 'forbidden' });
    await expect(second.ready).resolves.toEqual({ ok: false, error: 'forbidden' });
    await expect(allowed.ready).resolves.toEqual({ ok: true });
    expect(onErrorFirst).toHaveBeenCalledTimes(1);
    expect(onErrorSecond).toHaveBeenCalledTimes(1);
    const error = onErrorFirst.mock.calls[0]?.[0] as RealtimeSubscriptionError;
    expect(error).toBeInstanceOf(RealtimeSubscriptionError);
    expect(error).toMatchObject({ channel: forbidden, reason: 'forbidden' });
    expect(error.message).toContain(forbidden);

    expect(client.channels()).toEqual(['track_order_1']);
    expect(harness.roomSize(forbidden)).toBe(0);
    expect(harness.log).toEqual(['+track_order_1']);

    // Unsubscribing a refused subscription does nothing.
    first();
    expect(client.channels()).toEqual(['track_order_1']);
  });

  it('asks again when subscribed again, and then may be accepted', async () => {
    const table = channelName('dine_in_events', 4);
    harness.forbidden.add(table);
    await expect(client.subscribe(table, {}).ready).resolves.toMatchObject({ ok: false });
    harness.forbidden.delete(table);
    const handler = vi.fn();
    const stale = client.subscribe(table, { order_placed: handler });
    await expect(stale.ready).resolves.toEqual({ ok: true });
    expect(harness.roomSize(table)).toBe(1);
    harness.emit(table, 'order_placed', { table_id: 4, user_id: 77 });
    await vi.waitFor(() => {
      expect(handler).toHaveBeenCalledWith({ table_id: 4, user_id: 77 }, expect.anything());
    });
  });
});
