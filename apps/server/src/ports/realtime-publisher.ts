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

/** Publishes into socket.io rooms named after the channels. */
export function socketPublisher(io: () => Server | null): RealtimePublisher {
  return {
    publish(channel, event, payload) {
      const envelope = createEventEnvelope(channel, event, payload);
      io()?.to(envelope.channel).emit(SOCKET_EVENTS.event, envelope);
    },
  };
}
