import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import type { z } from 'zod';
import type {
  ChannelKey,
  ChannelName,
  ClientToServerEvents,
  EventName,
  EventPayload,
  ServerToClientEvents,
  SubscriptionAck,
} from '../events/index';
import type { RealtimeSubscriptionError } from './realtime-subscription-error';

/** The socket the realtime client talks through, typed with the wire protocol. */
export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The options the client hands to its socket factory. */
export type RealtimeSocketOptions = Partial<ManagerOptions & SocketOptions>;

/**
 * Makes the socket: socket.io-client's `io` by default; tests pass their own. `url` is undefined
 * for the page's own origin.
 */
export type SocketFactory = (
  url: string | undefined,
  options: RealtimeSocketOptions,
) => RealtimeSocket;

/** Where the client writes what happens to the connection. */
export interface RealtimeLogger {
  debug(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

/** The options of `createRealtimeClient`. */
export interface RealtimeClientOptions {
  /** The server's origin; the page's own origin when absent. */
  url?: string;
  /** The socket.io path; `/socket.io` by default. */
  path?: string;
  /** Makes the socket; socket.io-client's `io` by default. */
  socketFactory?: SocketFactory;
  /** Where connection trouble is written; the console by default. */
  logger?: RealtimeLogger;
  /** First delay before reconnecting, in ms; 1000 by default. */
  reconnectionDelay?: number;
  /** Longest delay before reconnecting, in ms; 5000 by default. */
  reconnectionDelayMax?: number;
  /** How long to wait for the server to ack a subscribe, in ms, before asking again; 10000. */
  ackTimeout?: number;
  /**
   * Called after a reconnect, once every channel still held is subscribed again: the point where
   * the app refetches what it may have missed while disconnected. Not called on the first
   * connect, nor when the server resumed the connection (it sent what was missed).
   */
  onResync?: (channels: readonly ChannelName[]) => void;
  /** Called with the raw envelope and the issues when an event does not match the contract. */
  onInvalidEvent?: (envelope: unknown, issues: readonly z.core.$ZodIssue[]) => void;
}

/** What a handler is told besides the payload: which channel and event it came from. */
export interface EventContext<C extends ChannelKey, E extends EventName<C>> {
  readonly channel: ChannelName<C>;
  readonly event: E;
}

/** A handler of one event: it receives the payload its schema parsed. */
export type EventHandler<C extends ChannelKey, E extends EventName<C>> = (
  payload: EventPayload<C, E>,
  context: EventContext<C, E>,
) => void;

/** The handlers of a subscription, one per event of the channel, each optional. */
export type EventHandlers<C extends ChannelKey> = {
  readonly [E in EventName<C>]?: EventHandler<C, E>;
};

/** The options of one subscription. */
export interface SubscribeOptions {
  /** Called when the server refuses the channel; the subscription is then dropped. */
  onError?: (error: RealtimeSubscriptionError) => void;
}

/**
 * What `subscribe` returns: call it to unsubscribe (twice is harmless). `ready` settles with the
 * server's answer and never rejects: `{ ok: true }` once the channel is joined, `{ ok: false,
 * error }` when the server refused it, or when it was unsubscribed or the client closed first.
 */
export interface Subscription {
  (): void;
  readonly channel: ChannelName;
  readonly ready: Promise<SubscriptionAck>;
}
