import type { z } from 'zod';
import type { EventDefinition } from './define-channel';
import { dineInEventsChannel } from './channels/dine-in-events';
import { mastercardAuthenticationChannel } from './channels/mastercard-authentication';
import { mastercardTransactionChannel } from './channels/mastercard-transaction';
import { stripeConnectTransactionChannel } from './channels/stripe-connect-transaction';
import { trackOrderChannel } from './channels/track-order';

// spec: B§7 Real-time channels and events.
/** Every real-time channel of the product, by key; the client and the server both read it. */
export const CHANNELS = {
  dine_in_events: dineInEventsChannel,
  track_order: trackOrderChannel,
  private_stripe_connect_transaction: stripeConnectTransactionChannel,
  private_mastercard_transaction: mastercardTransactionChannel,
  mastercard_authentication: mastercardAuthenticationChannel,
} as const;

/** The registry's type. */
export type Channels = typeof CHANNELS;

/** A channel's key: its name without the parameter, e.g. `'track_order'`. */
export type ChannelKey = keyof Channels;

/** Every channel key, in registry order. */
export const CHANNEL_KEYS = Object.keys(CHANNELS) as readonly ChannelKey[];

/** The parameter of a channel: a number for an id, a string for a payment reference. */
export type ChannelParam<C extends ChannelKey> = z.output<Channels[C]['param']>;

/** A full channel name, e.g. `` `track_order_${number}` ``; a union over every channel by default. */
export type ChannelName<C extends ChannelKey = ChannelKey> = C extends ChannelKey
  ? `${Channels[C]['prefix']}${ChannelParam<C>}`
  : never;

/** The channel key a channel name belongs to (never when it matches none). */
export type ChannelKeyOf<N extends string> = {
  [C in ChannelKey]: N extends ChannelName<C> ? C : never;
}[ChannelKey];

/** The events of a channel, by name. */
export type ChannelEvents<C extends ChannelKey> = Channels[C]['events'];

/** The event names of a channel, e.g. `EventName<'track_order'>`. */
export type EventName<C extends ChannelKey> = C extends ChannelKey
  ? keyof ChannelEvents<C> & string
  : never;

/** What a handler receives for an event: the output of its payload schema. */
export type EventPayload<C extends ChannelKey, E extends EventName<C>> =
  ChannelEvents<C>[E & keyof ChannelEvents<C>] extends EventDefinition<infer S>
    ? z.output<S>
    : never;

/** What the server may hand in for an event, before its payload schema parses it. */
export type EventPayloadInput<C extends ChannelKey, E extends EventName<C>> =
  ChannelEvents<C>[E & keyof ChannelEvents<C>] extends EventDefinition<infer S>
    ? z.input<S>
    : never;

/** The event names of every channel, as constants the server emits with. */
export const CHANNEL_EVENT_NAMES = Object.fromEntries(
  CHANNEL_KEYS.map((key) => [key, Object.keys(CHANNELS[key].events)]),
) as unknown as { readonly [C in ChannelKey]: readonly EventName<C>[] };
