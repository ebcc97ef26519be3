import { SOCKET_EVENTS, createEventEnvelope } from '@tabula/api-client';
import type { Server } from 'socket.io';

type EnvelopeArgs = Parameters<typeof createEventEnvelope>;

/**
 * Sends live events (B§7). Every payload is checked with the contract's event schema before it
 * leaves (createEventEnvelope throws on a payload the app would reject).
 */
export interface RealtimePublisher {
  /**
   * Sends an event to everyone who hears the channel and, when `sessions` is given, also to those
   * sessions' own sockets on it (a diner who asked to join a table hears the answer before they
   * are a member). A socket in both hears the event once.
   */
  publish: (...args: [...EnvelopeArgs, sessions?: readonly string[]]) => void;
  /** The sessions' sockets on the channel now hear all of it (they became members of the table). */
  admit: (channel: string, sessions: readonly string[]) => void;
  /** Every socket stops hearing the channel except through its own session's room (a tab closed). */
  dismissAll: (channel: string) => void;
}

/** The socket.io namespace of the staff channel (the POS), behind the staff token. */
export const STAFF_NAMESPACE = '/pos';

/**
 * The room of one session's sockets on a channel: what a table's channel tells a diner who is
 * not (yet) a member of its open tab (features/realtime/channel-access.ts).
 */
export function sessionRoom(channel: string, sessionId: string): string {
  return `${channel}#session:${sessionId}`;
}

/**
 * Publishes into socket.io rooms named after the channels, and the same envelope to the staff
 * channel: the POS refetches the orders an event names (order status, order updated, payment
 * recorded), whichever outlet it shows.
 */
// spec: B§7 (the events and their channels); B§6 POS staff (order updates, payments).
// our choice: one staff channel for every outlet, as the staff token opens every outlet.
export function socketPublisher(io: () => Server | null): RealtimePublisher {
  return {
    publish(channel, event, payload, sessions = []) {
      const envelope = createEventEnvelope(channel, event, payload);
      const server = io();
      const rooms = [envelope.channel, ...sessions.map((id) => sessionRoom(envelope.channel, id))];
      server?.to(rooms).emit(SOCKET_EVENTS.event, envelope);
      server?.of(STAFF_NAMESPACE).emit(SOCKET_EVENTS.event, envelope);
    },
    admit(channel, sessions) {
      if (sessions.length === 0) return;
      io()
        ?.in(sessions.map((id) => sessionRoom(channel, id)))
        .socketsJoin(channel);
    },
    dismissAll(channel) {
      io()?.in(channel).socketsLeave(channel);
    },
  };
}
