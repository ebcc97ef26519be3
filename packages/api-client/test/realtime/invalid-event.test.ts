import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { channelName } from '../../src/events/index';
import type { RealtimeClient } from '../../src/realtime/index';
import { clientOf, settle, startHarness } from './harness';
import type { Harness } from './harness';

let harness: Harness;
let client: RealtimeClient;
const onInvalidEvent = vi.fn();

beforeEach(async () => {
  onInvalidEvent.mockReset();
  harness = await startHarness();
  client = clientOf(harness, { onInvalidEvent });
});

afterEach(async () => {
  client.close();
  await harness.close();
});

describe('an event that does not match the contract', () => {
  it('reaches onInvalidEvent with its issues, and no handler', async () => {
    const order = channelName('track_order', 42);
    const statusUpdated = vi.fn();
    await client.subscribe(order, { status_updated: statusUpdated }).ready;

    const bad = {
      channel: order,
      event: 'status_updated',
      payload: { status: 'shipped', eta: null },
    };
    harness.emitRaw(bad, order);
    await vi.waitFor(() => {
      expect(onInvalidEvent).toHaveBeenCalledTimes(1);
    });
    const [envelope, issues] = onInvalidEvent.mock.calls[0] as [unknown, z.core.$ZodIssue[]];
    expect(envelope).toEqual(bad);
    expect(issues.map((issue) => issue.path)).toEqual([['payload', 'status']]);
    expect(z.prettifyError(new z.ZodError(issues))).toMatch(/payload\.status/);
    await settle();
    expect(statusUpdated).not.toHaveBeenCalled();

    // The channel still works for the next, valid event.
    harness.emit(order, 'status_updated', { status: 'delivered', eta: null });
    await vi.waitFor(() => {
      expect(statusUpdated).toHaveBeenCalledWith(
        { status: 'delivered', eta: null },
        expect.anything(),
      );
    });
  });

  it('refuses an amount sent as a number', async () => {
    const reference = channelName('private_mastercard_transaction', 'apple-1');
    const succeeded = vi.fn();
    await client.subscribe(reference, { payment_succeeded: succeeded }).ready;
    harness.emitRaw(
      {
        channel: reference,
        event: 'payment_succeeded',
        payload: { reference_id: 'apple-1', payment_intent_id: 'pi_9', earned_loyalty: 12.5 },
      },
      reference,
    );
    await vi.waitFor(() => {
      expect(onInvalidEvent).toHaveBeenCalledTimes(1);
    });
    const issues = onInvalidEvent.mock.calls[0]?.[1] as z.core.$ZodIssue[];
    expect(issues.map((issue) => issue.path)).toEqual([['payload', 'earned_loyalty']]);
    expect(succeeded).not.toHaveBeenCalled();
  });

  it('reports an unknown event name and a broken envelope', async () => {
    const table = channelName('dine_in_events', 3);
    const handler = vi.fn();
    await client.subscribe(table, { table_moved: handler }).ready;

    harness.emitRaw({ channel: table, event: 'table_exploded', payload: {} }, table);
    harness.emitRaw('not an envelope', table);
    harness.emitRaw({ channel: 'orders_3', event: 'table_moved', payload: { table_id: 3 } }, table);
    await vi.waitFor(() => {
      expect(onInvalidEvent).toHaveBeenCalledTimes(3);
    });
    const paths = onInvalidEvent.mock.calls.map(([, issues]) =>
      (issues as z.core.$ZodIssue[]).map((issue) => issue.path.join('.')),
    );
    expect(paths).toEqual([['event'], [''], ['channel']]);
    expect(handler).not.toHaveBeenCalled();
  });
});
