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
  /** Closes the staff sockets of a signed-out session, or of every session of a person. */
  endStaff: (target: { sessionId: string } | { staffId: number }) => void;
}

/**
 * The two ways a live event leaves: to the diners' channel rooms (at once), and to the staff
 * channel (the people of the channel's outlet once it has been looked up).
 */
export type LiveEventPath = 'diners' | 'staff';

/** The socket.io namespace of the staff channel (the POS), behind a staff sign-in or token. */
export const STAFF_NAMESPACE = '/pos';

/** The staff room of the machine token's sockets: every event of every outlet. */
export const STAFF_EVERYWHERE_ROOM = 'staff:everywhere';

/** The staff room of the people who work at an outlet: that outlet's events. */
export function staffOutletRoom(outletId: number): string {
  return `staff:outlet:${String(outletId)}`;
}

/** The staff room of one signed-in session's sockets, or of every socket of one person. */
export function staffPersonRoom(target: { sessionId: string } | { staffId: number }): string {
  return 'sessionId' in target
    ? `staff:session:${target.sessionId}`
    : `staff:person:${String(target.staffId)}`;
}

/**
 * The room of one session's sockets on a channel: what a table's channel tells a diner who is
 * not (yet) a member of its open tab (features/realtime/channel-access.ts).
 */
export function sessionRoom(channel: string, sessionId: string): string {
  return `${channel}${SESSION_ROOM_MARK}${sessionId}`;
}

const SESSION_ROOM_MARK = '#session:';

/** The channel a diner room belongs to: the channel's own room or one of its session rooms. */
export function channelOfRoom(room: string): string {
  const mark = room.indexOf(SESSION_ROOM_MARK);
  return mark === -1 ? room : room.slice(0, mark);
}

/**
 * Publishes into socket.io rooms named after the channels, and the same envelope to the staff
 * channel: to the machine token's sockets at once, and to the people of the channel's outlet
 * once `outletOf` has read it (one lookup after another, so staff hear events in the order they
 * were sent). The POS refetches the orders an event names (order status, order updated, payment
 * recorded). `onDelivered` hears, per path, how long after the publish call the event was sent
 * (the metrics' delivery lag): the staff path is done once its outlet lookup has run.
 */
// spec: B§7 (the events and their channels); B§6 POS staff (order updates, payments).
// our choice: a person hears only the events of the outlets they work at (docs/staff-accounts.md).
export function socketPublisher(
  io: () => Server | null,
  outletOf: (channel: string) => Promise<number | null>,
  onError: (error: unknown) => void,
  onDelivered?: (path: LiveEventPath, lagMs: number) => void,
): RealtimePublisher {
  let staffQueue = Promise.resolve();
  return {
    publish(channel, event, payload, sessions = []) {
      const published = performance.now();
      const envelope = createEventEnvelope(channel, event, payload);
      const server = io();
      const rooms = [envelope.channel, ...sessions.map((id) => sessionRoom(envelope.channel, id))];
      server?.to(rooms).emit(SOCKET_EVENTS.event, envelope);
      server?.of(STAFF_NAMESPACE).to(STAFF_EVERYWHERE_ROOM).emit(SOCKET_EVENTS.event, envelope);
      onDelivered?.('diners', performance.now() - published);
      staffQueue = staffQueue
        .then(async () => {
          const outletId = await outletOf(envelope.channel);
          if (outletId !== null) {
            io()
              ?.of(STAFF_NAMESPACE)
              .to(staffOutletRoom(outletId))
              .except(STAFF_EVERYWHERE_ROOM)
              .emit(SOCKET_EVENTS.event, envelope);
          }
          onDelivered?.('staff', performance.now() - published);
        })
        .catch(onError);
    },
    endStaff(target) {
      io()?.of(STAFF_NAMESPACE).in(staffPersonRoom(target)).disconnectSockets(true);
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
