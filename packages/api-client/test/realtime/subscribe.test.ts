import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { channelName } from '../../src/events/index';
import type { RealtimeClient } from '../../src/realtime/index';
import { clientOf, settle, startHarness } from './harness';
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

describe('subscribe', () => {
  it('joins the channel on the server and hands the handler the parsed payload', async () => {
    const statusUpdated = vi.fn();
    const order = channelName('track_order', 42);
    const subscription = client.subscribe(order, { status_updated: statusUpdated });

    await expect(subscription.ready).resolves.toEqual({ ok: true });
    expect(harness.log).toEqual(['+track_order_42']);
    expect(harness.roomSize('track_order_42')).toBe(1);
    expect(client.isConnected()).toBe(true);
    expect(client.channels()).toEqual(['track_order_42']);

    harness.emit(order, 'status_updated', { status: 'ready', eta: '2026-11-20T09:30:00Z' });
    await vi.waitFor(() => {
      expect(statusUpdated).toHaveBeenCalledTimes(1);
    });
    expect(statusUpdated).toHaveBeenCalledWith(
      { status: 'ready', eta: '2026-11-20T09:30:00Z' },
      { channel: 'track_order_42', event: 'status_updated' },
    );
  });

  it('parses the payload before the handler sees it (a trimmed message, an unknown key dropped)', async () => {
    const failed = vi.fn();
    const reference = channelName('private_stripe_connect_transaction', 'u7-c3-1732094400');
    await client.subscribe(reference, { payment_intent_failed: failed }).ready;

    harness.emitRaw(
      {
        channel: reference,
        event: 'payment_intent_failed',
        payload: { error: '  Your card was declined.  ', debug_trace: 'x' },
      },
      reference,
    );
    await vi.waitFor(() => {
      expect(failed).toHaveBeenCalledTimes(1);
    });
    expect(failed.mock.calls[0]?.[0]).toEqual({ error: 'Your card was declined.' });
  });

  it('connects once, lazily, for every channel', async () => {
    expect(client.isConnected()).toBe(false);
    expect(harness.sockets()).toHaveLength(0);
    await Promise.all([
      client.subscribe(channelName('dine_in_events', 5), {}).ready,
      client.subscribe(channelName('track_order', 9), {}).ready,
    ]);
    expect(harness.sockets()).toHaveLength(1);
    expect([...harness.log].sort()).toEqual(['+dine_in_events_5', '+track_order_9']);
  });

  it('does not hand a channel the events of another channel', async () => {
    const onOrder = vi.fn();
    const onTable = vi.fn();
    const onStripe = vi.fn();
    const onMastercard = vi.fn();
    const stripe = channelName('private_stripe_connect_transaction', 'ref-1');
    const mastercard = channelName('private_mastercard_transaction', 'ref-1');
    await Promise.all([
      client.subscribe(channelName('track_order', 1), { order_updated: onOrder }).ready,
      client.subscribe(channelName('dine_in_events', 1), { table_moved: onTable }).ready,
      client.subscribe(stripe, { payment_succeeded: onStripe }).ready,
      client.subscribe(mastercard, { payment_succeeded: onMastercard }).ready,
    ]);

    harness.emit('dine_in_events_1', 'table_moved', { table_id: 2 });
    harness.emit(mastercard, 'payment_succeeded', {
      reference_id: 'ref-1',
      payment_intent_id: 'pi_1',
      earned_loyalty: '12.5',
    });
    // An event for a channel this client does not hold, sent to every socket.
    harness.emitRaw({
      channel: 'track_order_2',
      event: 'order_updated',
      payload: { order_id: 2, updated_by: 'pos' },
    });
    await vi.waitFor(() => {
      expect(onTable).toHaveBeenCalledWith({ table_id: 2 }, expect.anything());
      expect(onMastercard).toHaveBeenCalledTimes(1);
    });
    await settle();
    expect(onOrder).not.toHaveBeenCalled();
    expect(onStripe).not.toHaveBeenCalled();
    expect(onMastercard.mock.calls[0]?.[0]).toEqual({
      reference_id: 'ref-1',
      payment_intent_id: 'pi_1',
      earned_loyalty: '12.5',
    });
  });

  it('shares one server subscription between subscribers; only the last unsubscribe leaves', async () => {
    const table = channelName('dine_in_events', 7);
    const first = vi.fn();
    const second = vi.fn();
    const unsubscribeFirst = client.subscribe(table, { waiter_acknowledged: first });
    const unsubscribeSecond = client.subscribe(table, { waiter_acknowledged: second });
    expect(unsubscribeFirst.ready).toBe(unsubscribeSecond.ready);
    await unsubscribeSecond.ready;
    expect(harness.log).toEqual(['+dine_in_events_7']);

    harness.emit(table, 'waiter_acknowledged', { table_id: 7 });
    await vi.waitFor(() => {
      expect(first).toHaveBeenCalledTimes(1);
      expect(second).toHaveBeenCalledTimes(1);
    });

    unsubscribeFirst();
    unsubscribeFirst(); // twice is harmless: it must not take the second subscriber's place
    await settle();
    expect(harness.log).toEqual(['+dine_in_events_7']);
    expect(harness.roomSize('dine_in_events_7')).toBe(1);

    harness.emit(table, 'waiter_acknowledged', { table_id: 7 });
    await vi.waitFor(() => {
      expect(second).toHaveBeenCalledTimes(2);
    });
    expect(first).toHaveBeenCalledTimes(1);

    unsubscribeSecond();
    await vi.waitFor(() => {
      expect(harness.log).toEqual(['+dine_in_events_7', '-dine_in_events_7']);
    });
    expect(harness.roomSize('dine_in_events_7')).toBe(0);
    expect(client.channels()).toEqual([]);
  });

  it('subscribes again after the last subscriber left', async () => {
    const table = channelName('dine_in_events', 8);
    const unsubscribe = client.subscribe(table, {});
    await unsubscribe.ready;
    unsubscribe();
    const handler = vi.fn();
    await expect(client.subscribe(table, { table_moved: handler }).ready).resolves.toEqual({
      ok: true,
    });
    expect(harness.log).toEqual(['+dine_in_events_8', '-dine_in_events_8', '+dine_in_events_8']);
    expect(harness.roomSize(table)).toBe(1);
    harness.emit(table, 'table_moved', { table_id: 9 });
    await vi.waitFor(() => {
      expect(handler).toHaveBeenCalledWith({ table_id: 9 }, expect.anything());
    });
  });

  it('keeps delivering to other handlers when one throws', async () => {
    const logger = { debug: vi.fn(), warn: vi.fn(), error: vi.fn() };
    client.close();
    client = clientOf(harness, { logger });
    const order = channelName('track_order', 3);
    const after = vi.fn();
    client.subscribe(order, {
      billing_initiated: () => {
        throw new Error('boom');
      },
    });
    await client.subscribe(order, { billing_initiated: after }).ready;
    harness.emit(order, 'billing_initiated', { order_id: 3 });
    await vi.waitFor(() => {
      expect(after).toHaveBeenCalledTimes(1);
    });
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringContaining('billing_initiated'),
      expect.any(Error),
    );
  });

  it('types the handlers per channel', () => {
    const typed = (realtime: RealtimeClient) => {
      realtime.subscribe(channelName('track_order', 1), {
        status_updated: (payload, context) => {
          expectTypeOf(payload.eta).toEqualTypeOf<string | null>();
          expectTypeOf(context.event).toEqualTypeOf<'status_updated'>();
        },
      });
      realtime.subscribe('private_mastercard_transaction_r1', {
        payment_succeeded: (payload) => {
          expectTypeOf(payload.payment_intent_id).toEqualTypeOf<string | null>();
        },
      });
      // @ts-expect-error table_moved is not an event of track_order
      realtime.subscribe(channelName('track_order', 1), { table_moved: () => undefined });
    };
    expect(typed).toBeTypeOf('function');
  });

  it('refuses a name that is not a channel', () => {
    // @ts-expect-error not a channel name of B§7
    expect(() => client.subscribe('orders_42', {})).toThrow(TypeError);
  });
});

describe('close', () => {
  it('disconnects, drops every handler and settles pending subscriptions', async () => {
    const handler = vi.fn();
    const order = channelName('track_order', 11);
    await client.subscribe(order, { billing_initiated: handler }).ready;
    const pending = client.subscribe(channelName('track_order', 12), {});
    client.close();
    await expect(pending.ready).resolves.toEqual({ ok: false, error: 'closed' });
    expect(client.isConnected()).toBe(false);
    expect(client.channels()).toEqual([]);
    await vi.waitFor(() => {
      expect(harness.sockets()).toHaveLength(0);
    });
    harness.emit(order, 'billing_initiated', { order_id: 11 });
    await settle();
    expect(handler).not.toHaveBeenCalled();
    expect(() => client.subscribe(order, {})).toThrow(/closed/);
  });
});
