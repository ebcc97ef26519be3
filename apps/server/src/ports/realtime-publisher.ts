import { SOCKET_EVENTS, createEventEnvelope } from '@tabula/api-client';
import type { Server } from 'socket.io';

/**
 * Sends live events (B§7). Every payload is checked with the contract's event schema before it
 * leaves (createEventEnvelope throws on a payload the app would reject).
 */
export interface RealtimePublisher {
  publish: typeof createEventEnvelope extends (...args: infer P) => unknown
    ? (...args: P) => void
    : never;
}

/** The socket.io namespace of the staff channel (the POS), behind the staff token. */
export const STAFF_NAMESPACE = '/pos';

/**
 * Publishes into socket.io rooms named after the channels, and the same envelope to the staff
 * channel: the POS refetches the orders an event names (order status, order updated, payment
 * recorded), whichever outlet it shows.
 */
// spec: B§7 (the events and their channels); B§6 POS staff (order updates, payments).
// our choice: one staff channel for every outlet, as the staff token opens every outlet.
export function socketPublisher(io: () => Server | null): RealtimePublisher {
  return {
    publish(channel, event, payload) {
      const envelope = createEventEnvelope(channel, event, payload);
      const server = io();
      server?.to(envelope.channel).emit(SOCKET_EVENTS.event, envelope);
      server?.of(STAFF_NAMESPACE).emit(SOCKET_EVENTS.event, envelope);
    },
  };
}
