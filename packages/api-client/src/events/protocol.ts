import { z } from 'zod';
import { nonEmptyStringSchema } from '../schemas/index';
import { isChannelName } from './channel-name';
import type { ChannelName } from './registry';

/*
 * The wire protocol between the realtime client and the server (our choice; the spec names the
 * channels and events, not how they travel). Over one socket.io connection:
 * - the client emits `subscribe` with { channel } and the server acks { ok: true } once the
 *   socket is in the channel's room, or { ok: false, error } when it refuses;
 * - `unsubscribe` with { channel } likewise;
 * - the server emits every live event as the socket.io event `event`, with the envelope
 *   { channel, event, payload }: one parse point, and payment_succeeded on two channels cannot
 *   be confused.
 */

/** The socket.io event names of the protocol. */
export const SOCKET_EVENTS = {
  /** Client to server: join a channel; acked with a {@link SubscriptionAck}. */
  subscribe: 'subscribe',
  /** Client to server: leave a channel; acked with a {@link SubscriptionAck}. */
  unsubscribe: 'unsubscribe',
  /** Server to client: one live event, as an {@link EventEnvelope}. */
  event: 'event',
} as const;

/** One of the product's channel names, e.g. `track_order_42`. */
export const channelNameSchema = z.custom<ChannelName>(
  (value) => typeof value === 'string' && isChannelName(value),
  { error: 'must be a channel name such as "track_order_42" (B§7)' },
);

/** The body of `subscribe` and `unsubscribe`. */
export const subscriptionRequestSchema = z.object({ channel: channelNameSchema });

/** The body of `subscribe` and `unsubscribe`. */
export type SubscriptionRequest = z.infer<typeof subscriptionRequestSchema>;

/** The server's answer to `subscribe` and `unsubscribe`. */
export const subscriptionAckSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), error: nonEmptyStringSchema }),
]);

/** The server's answer to `subscribe` and `unsubscribe`. */
export type SubscriptionAck = z.infer<typeof subscriptionAckSchema>;

/**
 * The envelope of every live event. The payload is checked against the channel's event schema
 * by {@link parseEventEnvelope}, not here.
 */
export const eventEnvelopeSchema = z.object({
  channel: channelNameSchema,
  event: nonEmptyStringSchema,
  payload: z.unknown(),
});

/** The envelope of every live event, its payload not yet checked. */
export type EventEnvelope = z.infer<typeof eventEnvelopeSchema>;

/**
 * The events the server listens for, typed for socket.io: the server declares
 * `new Server<ClientToServerEvents, ServerToClientEvents>()` and the client's socket mirrors it.
 */
export interface ClientToServerEvents {
  subscribe: (request: SubscriptionRequest, ack: (answer: SubscriptionAck) => void) => void;
  unsubscribe: (request: SubscriptionRequest, ack: (answer: SubscriptionAck) => void) => void;
}

/** The events the client listens for, typed for socket.io. */
export interface ServerToClientEvents {
  event: (envelope: EventEnvelope) => void;
}
