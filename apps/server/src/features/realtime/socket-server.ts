import {
  SOCKET_EVENTS,
  parseChannelName,
  subscriptionRequestSchema,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SubscriptionAck,
} from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import { Server, type ServerOptions } from 'socket.io';
import type { AppContext } from '../../app-context';
import { SESSION_COOKIE } from '../../session/cookie';
import { loadSession } from '../../session/session-store';
import { staffRooms } from './staff-channel';
import { channelRooms } from './channel-access';
import { STAFF_NAMESPACE, sessionRoom } from '../../ports/realtime-publisher';
import { RECOVERY_WINDOW_MS, regrantRooms } from './recovered-rooms';

/** What the socket server takes besides the app. */
export interface SocketServerOptions {
  /** socket.io's adapter between processes (Redis, ADR 0013); its in-memory one without. */
  adapter?: ServerOptions['adapter'];
  /** True once the server is stopping: new connections are refused, so clients go elsewhere. */
  draining?: () => boolean;
}

/**
 * The socket.io server on the HTTP server's port. A client subscribes to a channel by name; the
 * server checks, with the session from the connection's cookie, that the diner may hear it (a
 * table's members, an order's owner, a payment reference's owner) before joining the room.
 */
export function attachSocketServer(
  server: FastifyInstance,
  app: AppContext,
  options: SocketServerOptions = {},
): Server<ClientToServerEvents, ServerToClientEvents> {
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(server.server, {
    serveClient: false,
    cors: { origin: false },
    ...(options.adapter === undefined ? {} : { adapter: options.adapter }),
    // A socket whose link drops comes back to its rooms and is sent what it missed (ADR 0013).
    // The middlewares run again (the staff sign-in is checked again), and a diner's rooms are
    // granted again from the database (recovered-rooms.ts).
    connectionStateRecovery: {
      maxDisconnectionDuration: RECOVERY_WINDOW_MS,
      skipMiddlewares: false,
    },
    // A browser's connection must come from a page of this server: its Origin names the host it
    // reached. Clients without an Origin (not a browser) carry no ambient cookie risk.
    allowRequest: (request, callback) => {
      if (options.draining?.() === true) {
        callback('Server is stopping', false);
        return;
      }
      const origin = request.headers.origin;
      if (!origin) {
        callback(null, true);
        return;
      }
      try {
        callback(null, new URL(origin).host === request.headers.host);
      } catch {
        callback(null, false);
      }
    },
  });

  // The staff channel (the POS): a socket proves a staff sign-in (the session cookie of its
  // handshake) or the machine token (`auth.token`), or is refused before it connects. It joins
  // the rooms of what it may hear (staff-channel.ts): the token every event, a person the events
  // of the outlets they work at.
  const staff = io.of(STAFF_NAMESPACE);
  staff.use((socket, next) => {
    staffRooms(app, server, socket.handshake).then(
      (rooms) => {
        if (rooms === null) {
          next(new Error('Staff sign-in or token missing or invalid'));
          return;
        }
        // A resumed socket had rooms; those its sign-in no longer opens are left.
        for (const room of socket.rooms) {
          if (room !== socket.id && !rooms.includes(room)) void socket.leave(room);
        }
        void socket.join(rooms);
        next();
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'staff socket check failed');
        next(new Error('Something went wrong'));
      },
    );
  });

  io.on('connection', (socket) => {
    const sessionId = (() => {
      const header = socket.handshake.headers.cookie;
      if (!header) return null;
      const raw = server.parseCookie(header)[SESSION_COOKIE];
      if (!raw) return null;
      const unsigned = server.unsignCookie(raw);
      return unsigned.valid ? unsigned.value : null;
    })();
    if (socket.recovered) {
      regrantRooms(app, socket, sessionId).catch((error: unknown) => {
        app.log.error({ err: error }, 'a resumed socket could not be granted its rooms again');
        socket.disconnect(true);
      });
    }

    const answer = async (request: unknown, join: boolean): Promise<SubscriptionAck> => {
      const parsed = subscriptionRequestSchema.safeParse(request);
      if (!parsed.success) return { ok: false, error: 'Unknown channel' };
      const channel = parsed.data.channel;
      if (!join) {
        await socket.leave(channel);
        if (sessionId) await socket.leave(sessionRoom(channel, sessionId));
        return { ok: true };
      }
      const session = sessionId ? await loadSession(app.db, sessionId, app.now()) : null;
      const target = parseChannelName(channel);
      const rooms = session && target ? await channelRooms(app.db, session, channel, target) : null;
      if (!rooms) return { ok: false, error: 'Not allowed to listen to this channel' };
      await socket.join(rooms);
      return { ok: true };
    };

    const handle = (join: boolean) => (request: unknown, ack: unknown) => {
      if (typeof ack !== 'function') return;
      answer(request, join).then(
        (result) => {
          (ack as (a: SubscriptionAck) => void)(result);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'subscription failed');
          (ack as (a: SubscriptionAck) => void)({ ok: false, error: 'Something went wrong' });
        },
      );
    };
    socket.on(SOCKET_EVENTS.subscribe, handle(true));
    socket.on(SOCKET_EVENTS.unsubscribe, handle(false));
  });

  return io;
}
