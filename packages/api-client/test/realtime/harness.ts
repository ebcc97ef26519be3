import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import type { Socket as ServerSocket } from 'socket.io';
import { vi } from 'vitest';
import type {
  ChannelKeyOf,
  ChannelName,
  ClientToServerEvents,
  EventName,
  EventPayloadInput,
  ServerToClientEvents,
} from '../../src/events/index';
import {
  createEventEnvelope,
  SOCKET_EVENTS,
  subscriptionRequestSchema,
} from '../../src/events/index';
import { createRealtimeClient } from '../../src/realtime/index';
import type {
  RealtimeClient,
  RealtimeClientOptions,
  RealtimeLogger,
} from '../../src/realtime/index';

/** A real socket.io server that speaks the wire protocol, as the product's server will. */
export interface Harness {
  readonly io: Server<ClientToServerEvents, ServerToClientEvents>;
  readonly url: string;
  /** Every accepted subscribe and every unsubscribe, in order, e.g. `+track_order_42`. */
  readonly log: string[];
  /** Channels the harness refuses with `{ ok: false, error: 'forbidden' }`. */
  readonly forbidden: Set<string>;
  /** How many sockets are in a channel's room. */
  roomSize(channel: string): number;
  /** Emits a typed event to a channel's room, through the contract's envelope builder. */
  emit<N extends ChannelName, E extends EventName<ChannelKeyOf<N>>>(
    channel: N,
    event: E,
    payload: EventPayloadInput<ChannelKeyOf<N>, E>,
  ): void;
  /** Emits anything as an `event` to a room, or to every socket when no room is given. */
  emitRaw(raw: unknown, room?: string): void;
  /** The server side of every connected client. */
  sockets(): ServerSocket[];
  close(): Promise<void>;
}

/**
 * Starts the harness on an ephemeral port; `recovery` turns on socket.io's connection-state
 * recovery, as the product's server has it.
 */
export async function startHarness(options: { recovery?: boolean } = {}): Promise<Harness> {
  const http = createServer();
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(http, {
    path: '/socket.io',
    ...(options.recovery === true
      ? { connectionStateRecovery: { maxDisconnectionDuration: 60_000 } }
      : {}),
  });
  const log: string[] = [];
  const forbidden = new Set<string>();

  io.on('connection', (socket) => {
    socket.on(SOCKET_EVENTS.subscribe, (request, ack) => {
      const parsed = subscriptionRequestSchema.safeParse(request);
      if (!parsed.success) {
        ack({ ok: false, error: 'not a channel' });
        return;
      }
      const { channel } = parsed.data;
      if (forbidden.has(channel)) {
        ack({ ok: false, error: 'forbidden' });
        return;
      }
      void socket.join(channel);
      log.push(`+${channel}`);
      ack({ ok: true });
    });
    socket.on(SOCKET_EVENTS.unsubscribe, (request, ack) => {
      const parsed = subscriptionRequestSchema.safeParse(request);
      if (!parsed.success) {
        ack({ ok: false, error: 'not a channel' });
        return;
      }
      void socket.leave(parsed.data.channel);
      log.push(`-${parsed.data.channel}`);
      ack({ ok: true });
    });
  });

  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;

  return {
    io,
    url: `http://127.0.0.1:${port}`,
    log,
    forbidden,
    roomSize: (channel) => io.sockets.adapter.rooms.get(channel)?.size ?? 0,
    emit: (channel, event, payload) => {
      io.to(channel).emit(SOCKET_EVENTS.event, createEventEnvelope(channel, event, payload));
    },
    emitRaw: (raw, room) => {
      const target = room === undefined ? io : io.to(room);
      // @ts-expect-error the harness sends envelopes the contract refuses, on purpose
      target.emit(SOCKET_EVENTS.event, raw);
    },
    sockets: () => [...io.sockets.sockets.values()],
    close: () =>
      new Promise<void>((resolve) => {
        void io.close(() => {
          resolve();
        });
      }),
  };
}

/** A logger that keeps quiet, with spies to look at. */
export function silentLogger(): RealtimeLogger {
  return { debug: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

/** A client of the harness with short delays. */
export function clientOf(harness: Harness, options: RealtimeClientOptions = {}): RealtimeClient {
  return createRealtimeClient({
    url: harness.url,
    logger: silentLogger(),
    reconnectionDelay: 50,
    reconnectionDelayMax: 100,
    ackTimeout: 1000,
    ...options,
  });
}

/** Waits a little, so that an event that should not arrive has had its chance. */
export function settle(ms = 50): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
