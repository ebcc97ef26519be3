import type { ChannelKeyOf, ChannelName } from '@tabula/api-client';
import type { EventHandlers, RealtimeClient } from '@tabula/api-client/realtime';

/*
 * The live events client, loaded on first use with a dynamic import so socket.io stays out of
 * the first load of the menu. One client for the app. The server decides who may hear a channel
 * from the session the socket connected with, so when the session is renewed (sign-in, guest
 * login, sign-out) the socket is reopened and every live subscription is made again on it.
 */

/** A subscription made on a client: call it to unsubscribe. */
type Subscribed = (() => void) & { readonly ready: Promise<unknown> };

interface LiveSubscription {
  /** Subscribes on a client; returns the unsubscriber and when the server answered. */
  open: (realtime: RealtimeClient) => Subscribed;
  cancel: (() => void) | null;
}

let client: Promise<RealtimeClient> | null = null;
const resyncListeners = new Set<() => void>();
const live = new Set<LiveSubscription>();

function loadClient(): Promise<RealtimeClient> {
  client ??= import('@tabula/api-client/realtime').then(({ createRealtimeClient }) =>
    createRealtimeClient({
      onResync: () => {
        notifyResync();
      },
    }),
  );
  return client;
}

function notifyResync(): void {
  for (const listener of resyncListeners) listener();
}

/**
 * Makes the subscription on the current client. The promise settles once the server answered it
 * (or at once when it was not made); it never rejects.
 */
function attach(subscription: LiveSubscription): Promise<void> {
  const opened = loadClient();
  return opened
    .then(async (realtime) => {
      // Stopped or renewed meanwhile: the subscription is made on the newer client, or not at all.
      if (!live.has(subscription) || client !== opened) return;
      const held = subscription.open(realtime);
      subscription.cancel = held;
      await held.ready;
    })
    .catch((error: unknown) => {
      // Without live events the screens still show what their last configuration said.
      console.warn('Live updates are unavailable', error);
    });
}

/**
 * Listens to a channel until the returned function is called, across session renewals.
 *
 * @example `const stop = listenLive(channelName('track_order', 7), { status_updated })`
 */
export function listenLive<N extends ChannelName>(
  channel: N,
  handlers: EventHandlers<ChannelKeyOf<N>>,
): () => void {
  return listenLiveJoined(channel, handlers).stop;
}

/** A live subscription that says when the server has joined the socket to its channel. */
export interface JoinedLive {
  /** Stops listening. */
  stop: () => void;
  /**
   * Settles once the server answered the first subscription (joined or refused): an event
   * published after it reaches the handlers. Never rejects; never settles without live events.
   */
  joined: Promise<void>;
}

/**
 * Listens to a channel as {@link listenLive} does, and says when the channel is joined: a caller
 * whose request makes the server publish at once (a payment's private channel) waits for it, so
 * the event is not published before anyone hears it.
 *
 * @example `const live = listenLiveJoined(channel, handlers); await live.joined; send();`
 */
export function listenLiveJoined<N extends ChannelName>(
  channel: N,
  handlers: EventHandlers<ChannelKeyOf<N>>,
): JoinedLive {
  let markJoined: () => void = () => undefined;
  const joined = new Promise<void>((resolve) => {
    markJoined = resolve;
  });
  const subscription: LiveSubscription = {
    open: (realtime) => {
      const held = realtime.subscribe(channel, handlers);
      void held.ready.then(() => {
        markJoined();
      });
      return held;
    },
    cancel: null,
  };
  live.add(subscription);
  void attach(subscription);
  return {
    stop: () => {
      live.delete(subscription);
      subscription.cancel?.();
      subscription.cancel = null;
    },
    joined,
  };
}

/** Calls `listener` after every reconnect (events may have been missed); returns the remover. */
export function onRealtimeResync(listener: () => void): () => void {
  resyncListeners.add(listener);
  return () => {
    resyncListeners.delete(listener);
  };
}

/**
 * Reopens the socket on the session the browser now holds (after sign-in, guest login or
 * sign-out) and makes every live subscription again; once the server has answered them all,
 * listeners refetch what they may have missed.
 * Does nothing when no client was opened yet.
 */
export function renewRealtimeSession(): void {
  const previous = client;
  if (previous === null) return;
  client = null;
  void previous.then(
    (realtime) => {
      realtime.close();
    },
    () => undefined,
  );
  const renewed = [...live].map((subscription) => {
    subscription.cancel = null;
    return attach(subscription);
  });
  // Listeners refetch at once (the new session may see more), and again once the server has
  // joined the new socket to every channel: what was published in between was heard by nobody.
  notifyResync();
  void Promise.all(renewed).then(notifyResync);
}
