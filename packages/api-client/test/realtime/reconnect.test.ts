import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { channelName } from '../../src/events/index';
import type { RealtimeClient } from '../../src/realtime/index';
import { clientOf, settle, startHarness } from './harness';
import type { Harness } from './harness';

let harness: Harness;
let client: RealtimeClient;
const onResync = vi.fn();

const table = channelName('dine_in_events', 5);
const order = channelName('track_order', 42);

beforeEach(async () => {
  onResync.mockReset();
  harness = await startHarness();
  client = clientOf(harness, { onResync });
});

afterEach(async () => {
  client.close();
  await harness.close();
});

/** Subscribes to a table and an order and waits until the server has both. */
async function subscribeBoth() {
  const tableMoved = vi.fn();
  const statusUpdated = vi.fn();
  await Promise.all([
    client.subscribe(table, { table_moved: tableMoved }).ready,
    client.subscribe(order, { status_updated: statusUpdated }).ready,
  ]);
  expect(onResync).not.toHaveBeenCalled(); // not on the first connect
  return { tableMoved, statusUpdated };
}

/** Checks the client is back: both channels joined again, onResync called, events delivered. */
async function expectResynced(handlers: Awaited<ReturnType<typeof subscribeBoth>>) {
  await vi.waitFor(() => {
    expect(onResync).toHaveBeenCalledTimes(1);
  });
  expect([...(onResync.mock.calls[0]?.[0] as string[])].sort()).toEqual([
    'dine_in_events_5',
    'track_order_42',
  ]);
  expect(harness.log.filter((entry) => entry === `+${table}`)).toHaveLength(2);
  expect(harness.log.filter((entry) => entry === `+${order}`)).toHaveLength(2);
  expect(harness.roomSize(table)).toBe(1);
  expect(harness.roomSize(order)).toBe(1);

  harness.emit(table, 'table_moved', { table_id: 6 });
  harness.emit(order, 'status_updated', { status: 'ready', eta: null });
  await vi.waitFor(() => {
    expect(handlers.tableMoved).toHaveBeenCalledWith({ table_id: 6 }, expect.anything());
    expect(handlers.statusUpdated).toHaveBeenCalledWith(
      { status: 'ready', eta: null },
      expect.anything(),
    );
  });
}

describe('after a forced disconnect', () => {
  it('reconnects when the server disconnects the socket, resubscribes and resyncs', async () => {
    const handlers = await subscribeBoth();
    const [serverSide] = harness.sockets();
    serverSide?.disconnect(true);
    await expectResynced(handlers);
    expect(harness.sockets().map((socket) => socket.id)).not.toContain(serverSide?.id);
  });

  it('reconnects when the connection itself is closed, resubscribes and resyncs', async () => {
    const handlers = await subscribeBoth();
    const [serverSide] = harness.sockets();
    serverSide?.conn.close();
    await expectResynced(handlers);
    expect(harness.sockets().map((socket) => socket.id)).not.toContain(serverSide?.id);
  });

  it('reports a channel refused on resubscribe and resyncs the others', async () => {
    const onError = vi.fn();
    await Promise.all([
      client.subscribe(table, {}, { onError }).ready,
      client.subscribe(order, {}).ready,
    ]);
    harness.forbidden.add(table);
    harness.sockets()[0]?.disconnect(true);
    await vi.waitFor(() => {
      expect(onResync).toHaveBeenCalledWith([order]);
    });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(client.channels()).toEqual([order]);
  });

  it('does not resubscribe a channel left while disconnected', async () => {
    client.close();
    client = clientOf(harness, { onResync, reconnectionDelay: 300, reconnectionDelayMax: 300 });
    const unsubscribe = client.subscribe(table, {});
    await Promise.all([unsubscribe.ready, client.subscribe(order, {}).ready]);
    harness.sockets()[0]?.disconnect(true);
    await vi.waitFor(
      () => {
        expect(client.isConnected()).toBe(false);
      },
      { interval: 5 },
    );
    unsubscribe();
    await vi.waitFor(() => {
      expect(onResync).toHaveBeenCalledWith([order]);
    });
    expect(harness.log).toEqual([`+${table}`, `+${order}`, `+${order}`]);
  });
});

describe('after a dropped link the server resumes', () => {
  it('gets the missed event once, subscribes again, and does not resync', async () => {
    client.close();
    await harness.close();
    harness = await startHarness({ recovery: true });
    client = clientOf(harness, { onResync });
    const handlers = await subscribeBoth();
    // socket.io resumes from the last event a client got: it needs one before the drop.
    harness.emit(table, 'table_moved', { table_id: 6 });
    await vi.waitFor(() => {
      expect(handlers.tableMoved).toHaveBeenCalledTimes(1);
    });
    const [serverSide] = harness.sockets();
    // The link drops (not a disconnect by the server), and an event is sent while it is down.
    serverSide?.conn.close();
    await vi.waitFor(
      () => {
        expect(client.isConnected()).toBe(false);
      },
      { interval: 5 },
    );
    harness.emit(order, 'status_updated', { status: 'ready', eta: null });
    await vi.waitFor(() => {
      expect(harness.log.filter((entry) => entry === `+${order}`)).toHaveLength(2);
    });
    await vi.waitFor(() => {
      expect(handlers.statusUpdated).toHaveBeenCalledTimes(1);
    });
    expect(handlers.statusUpdated).toHaveBeenCalledWith(
      { status: 'ready', eta: null },
      expect.anything(),
    );
    expect(harness.sockets().map((socket) => socket.id)).toEqual([serverSide?.id]);
    expect(harness.sockets()[0]?.recovered).toBe(true);
    await settle(100);
    expect(onResync).not.toHaveBeenCalled();
    expect(handlers.statusUpdated).toHaveBeenCalledTimes(1);
  });
});
