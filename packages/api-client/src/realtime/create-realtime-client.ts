import type { ChannelKeyOf, ChannelName, SubscriptionAck } from '../events/index';
import {
  parseChannelName,
  parseEventEnvelope,
  SOCKET_EVENTS,
  subscriptionAckSchema,
} from '../events/index';
import { defaultSocketFactory } from './default-socket-factory';
import { RealtimeSubscriptionError } from './realtime-subscription-error';
import type {
  EventHandlers,
  RealtimeClientOptions,
  RealtimeLogger,
  RealtimeSocket,
  SubscribeOptions,
  Subscription,
} from './types';

/** The realtime client: one socket.io connection shared by every channel subscription. */
export interface RealtimeClient {
  /**
   * Subscribes to a channel, e.g. `subscribe(channelName('track_order', 42), { status_updated })`.
   * Connects on the first call. Subscribers of one channel share one server subscription.
   */
  subscribe<N extends ChannelName>(
    channel: N,
    handlers: EventHandlers<ChannelKeyOf<N>>,
    options?: SubscribeOptions,
  ): Subscription;
  /** The channels currently held (subscribed, or waiting for the server's answer). */
  channels(): ChannelName[];
  /** Whether the socket is connected. */
  isConnected(): boolean;
  /** Disconnects and drops every handler; the client cannot be used again. */
  close(): void;
}

/** A handler as the client stores it, its payload already checked by the envelope parser. */
type StoredHandler = (payload: unknown, context: { channel: ChannelName; event: string }) => void;

/** One caller of `subscribe`. */
interface Subscriber {
  readonly handlers: Readonly<Partial<Record<string, StoredHandler>>>;
  readonly onError: SubscribeOptions['onError'];
}

/** One channel the client holds, shared by its subscribers. */
interface ChannelEntry {
  readonly name: ChannelName;
  readonly subscribers: Set<Subscriber>;
  readonly ready: Promise<SubscriptionAck>;
  readonly settle: (answer: SubscriptionAck) => void;
}

const DEFAULTS = {
  path: '/socket.io',
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  ackTimeout: 10_000,
} as const;

/** The console, as the default logger. */
const consoleLogger: RealtimeLogger = {
  debug: (message, ...details) => {
    console.debug(message, ...details);
  },
  warn: (message, ...details) => {
    console.warn(message, ...details);
  },
  error: (message, ...details) => {
    console.error(message, ...details);
  },
};

/** A new channel entry whose `ready` settles once, with the first answer it is given. */
function createEntry(name: ChannelName): ChannelEntry {
  let resolve: ((answer: SubscriptionAck) => void) | undefined;
  const ready = new Promise<SubscriptionAck>((settle) => {
    resolve = settle;
  });
  return {
    name,
    subscribers: new Set(),
    ready,
    settle: (answer) => {
      resolve?.(answer);
      resolve = undefined;
    },
  };
}

/**
 * Creates the realtime client (B§7 channels over socket.io; the wire protocol is in
 * `SOCKET_EVENTS`). It connects lazily on the first subscribe, parses every payload with its
 * channel's schema before a handler sees it, and after a reconnect subscribes every channel
 * again, then calls `onResync` — unless the server resumed the connection (socket.io's
 * connection-state recovery), which means it has sent every event missed in between, so there
 * is nothing to read again. React-free: the app wraps it in hooks.
 */
export function createRealtimeClient(options: RealtimeClientOptions = {}): RealtimeClient {
  const logger = options.logger ?? consoleLogger;
  const factory = options.socketFactory ?? defaultSocketFactory;
  const reconnectionDelay = options.reconnectionDelay ?? DEFAULTS.reconnectionDelay;
  const reconnectionDelayMax = options.reconnectionDelayMax ?? DEFAULTS.reconnectionDelayMax;
  const ackTimeout = options.ackTimeout ?? DEFAULTS.ackTimeout;
  const entries = new Map<ChannelName, ChannelEntry>();

  let socket: RealtimeSocket | undefined;
  let closed = false;
  /** Counts connections, so an answer from an earlier connection is recognised and ignored. */
  let epoch = 0;
  let hasConnected = false;
  let connectedAt = 0;
  /** Consecutive disconnects by the server, for the backoff before connecting again. */
  let serverDisconnects = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  const isHeld = (entry: ChannelEntry) => entries.get(entry.name) === entry;
  /** Whether an answer about a channel, asked on a given connection, still matters. */
  const stillWanted = (entry: ChannelEntry, connection: number) =>
    !closed && connection === epoch && isHeld(entry);

  /** Calls a hook of the app, so that a hook that throws cannot break the client. */
  const callHook = (name: string, hook: () => void) => {
    try {
      hook();
    } catch (error) {
      logger.error(`realtime: ${name} threw`, error);
    }
  };

  /** The server refused a channel: drop it and tell its subscribers. */
  const refuse = (entry: ChannelEntry, reason: string) => {
    entries.delete(entry.name);
    logger.warn(`realtime: the server refused ${entry.name}: ${reason}`);
    entry.settle({ ok: false, error: reason });
    const error = new RealtimeSubscriptionError(entry.name, reason);
    for (const subscriber of entry.subscribers) {
      const { onError } = subscriber;
      if (onError !== undefined) {
        callHook(`onError of ${entry.name}`, () => {
          onError(error);
        });
      }
    }
  };

  /**
   * Asks the server to join a channel on the current connection. Settles when the server has
   * answered, or when the answer no longer matters (unsubscribed, disconnected: the next
   * connection subscribes again). An ack that times out while still connected is asked again.
   */
  const sendSubscribe = async (entry: ChannelEntry, connection: number): Promise<void> => {
    for (;;) {
      const current = socket;
      if (current?.connected !== true || !stillWanted(entry, connection)) return;
      let raw: unknown;
      try {
        raw = await current
          .timeout(ackTimeout)
          .emitWithAck(SOCKET_EVENTS.subscribe, { channel: entry.name });
      } catch (error) {
        if (!stillWanted(entry, connection) || socket?.connected !== true) return;
        logger.warn(`realtime: no answer to subscribe ${entry.name}; asking again`, error);
        continue;
      }
      if (!stillWanted(entry, connection)) return;
      const answer = subscriptionAckSchema.safeParse(raw);
      if (!answer.success) {
        refuse(entry, 'malformed acknowledgement');
      } else if (answer.data.ok) {
        entry.settle(answer.data);
      } else {
        refuse(entry, answer.data.error);
      }
      return;
    }
  };

  /** Tells the server the last subscriber of a channel left. */
  const sendUnsubscribe = async (name: ChannelName) => {
    const current = socket;
    if (current?.connected !== true) return;
    try {
      const raw: unknown = await current
        .timeout(ackTimeout)
        .emitWithAck(SOCKET_EVENTS.unsubscribe, { channel: name });
      const answer = subscriptionAckSchema.safeParse(raw);
      if (!answer.success || !answer.data.ok) {
        logger.warn(`realtime: the server did not confirm leaving ${name}`, raw);
      }
    } catch (error) {
      logger.debug(`realtime: no answer to unsubscribe ${name}`, error);
    }
  };

  const onConnect = () => {
    epoch += 1;
    const connection = epoch;
    connectedAt = Date.now();
    const isReconnect = hasConnected;
    hasConnected = true;
    // A resumed connection got what it missed; its rooms are confirmed again all the same, since
    // the server may have granted or withdrawn some in between.
    const resumed = socket?.recovered === true;
    const rounds = [...entries.values()].map((entry) => sendSubscribe(entry, connection));
    if (!isReconnect || resumed) return;
    logger.debug(`realtime: reconnected; subscribing ${rounds.length} channel(s) again`);
    void Promise.all(rounds).then(() => {
      if (closed || connection !== epoch || socket?.connected !== true) return;
      const held = [...entries.keys()];
      const { onResync } = options;
      if (onResync !== undefined) {
        callHook('onResync', () => {
          onResync(held);
        });
      }
    });
  };

  const onDisconnect = (reason: string) => {
    if (closed) return;
    logger.warn(`realtime: disconnected (${reason})`);
    if (reason !== 'io server disconnect') return; // socket.io reconnects by itself otherwise
    // our choice: a disconnect by the server is retried too, with a backoff, like a lost link.
    if (Date.now() - connectedAt >= reconnectionDelayMax) serverDisconnects = 0;
    const delay = Math.min(reconnectionDelay * 2 ** serverDisconnects, reconnectionDelayMax);
    serverDisconnects += 1;
    clearTimeout(reconnectTimer);
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      if (!closed) socket?.connect();
    }, delay);
  };

  const onConnectError = (error: Error) => {
    logger.warn(`realtime: cannot connect (${error.message})`);
  };

  const onEnvelope = (raw: unknown) => {
    const result = parseEventEnvelope(raw);
    if (!result.success) {
      logger.warn('realtime: an event does not match the contract', result.error.issues);
      const { onInvalidEvent } = options;
      if (onInvalidEvent !== undefined) {
        callHook('onInvalidEvent', () => {
          onInvalidEvent(raw, result.error.issues);
        });
      }
      return;
    }
    const { channel, event, payload } = result.data;
    const entry = entries.get(channel);
    if (entry === undefined) {
      logger.debug(`realtime: ${event} on ${channel}, a channel not held, ignored`);
      return;
    }
    for (const subscriber of [...entry.subscribers]) {
      const handler = subscriber.handlers[event];
      if (handler !== undefined) {
        callHook(`the ${event} handler of ${channel}`, () => {
          handler(payload, { channel, event });
        });
      }
    }
  };

  const ensureSocket = (): RealtimeSocket => {
    if (socket !== undefined) return socket;
    const created = factory(options.url, {
      path: options.path ?? DEFAULTS.path,
      withCredentials: true,
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      reconnectionDelay,
      reconnectionDelayMax,
      // our choice: each client owns its connection, so close() never closes another's.
      forceNew: true,
    });
    created.on('connect', onConnect);
    created.on('disconnect', onDisconnect);
    created.on('connect_error', onConnectError);
    created.on(SOCKET_EVENTS.event, onEnvelope);
    socket = created;
    if (!created.active) created.connect();
    return created;
  };

  const subscribe: RealtimeClient['subscribe'] = (channel, handlers, subscribeOptions) => {
    if (closed) throw new Error('The realtime client is closed');
    if (parseChannelName(channel) === null) {
      throw new TypeError(`"${channel}" is not a channel name (B§7)`);
    }
    const subscriber: Subscriber = {
      handlers: handlers as Subscriber['handlers'],
      onError: subscribeOptions?.onError,
    };
    let entry = entries.get(channel);
    if (entry === undefined) {
      const created = createEntry(channel);
      entries.set(channel, created);
      entry = created;
      if (ensureSocket().connected) void sendSubscribe(created, epoch);
    }
    entry.subscribers.add(subscriber);
    let active = true;
    const unsubscribe = () => {
      if (!active) return;
      active = false;
      const held = entries.get(channel);
      if (held?.subscribers.delete(subscriber) !== true || held.subscribers.size > 0) return;
      entries.delete(channel);
      held.settle({ ok: false, error: 'unsubscribed' });
      void sendUnsubscribe(channel);
    };
    return Object.assign(unsubscribe, { channel, ready: entry.ready });
  };

  return {
    subscribe,
    channels: () => [...entries.keys()],
    isConnected: () => socket?.connected === true,
    close: () => {
      if (closed) return;
      closed = true;
      clearTimeout(reconnectTimer);
      for (const entry of entries.values()) entry.settle({ ok: false, error: 'closed' });
      entries.clear();
      if (socket !== undefined) {
        socket.off();
        socket.disconnect();
        socket = undefined;
      }
    },
  };
}
