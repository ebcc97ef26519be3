import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import type { AppContext } from '../../app-context';
import { callerScope, machineCaller } from '../../http/staff-auth';
import {
  STAFF_EVERYWHERE_ROOM,
  staffOutletRoom,
  staffPersonRoom,
} from '../../ports/realtime-publisher';
import { findStaffSession, STAFF_COOKIE } from '../../staff/staff-sessions';
import { scopeOutletIds } from '../../staff/staff-scope';

/**
 * The staff channel's rooms for a socket's handshake (docs/staff-accounts.md): the operator's
 * token (`auth.token`) hears every event, a company's API key (`auth.token` too) the events of
 * its outlets; a signed-in person (the `tabula_staff` cookie of the
 * handshake) the events of the outlets they work at, in rooms their sign-out closes. Null when
 * the handshake proves neither.
 */
export async function staffRooms(
  app: AppContext,
  server: FastifyInstance,
  handshake: Socket['handshake'],
): Promise<string[] | null> {
  const sent: unknown = (handshake.auth as { token?: unknown }).token;
  if (typeof sent === 'string' && sent !== '') {
    const machine = await machineCaller(app, sent);
    if (machine === null) return null;
    if (machine.kind === 'token') return [STAFF_EVERYWHERE_ROOM];
    return ((await scopeOutletIds(app.db, callerScope(machine))) ?? []).map(staffOutletRoom);
  }
  const header = handshake.headers.cookie;
  const secret = header ? server.parseCookie(header)[STAFF_COOKIE] : undefined;
  if (!secret) return null;
  const session = await findStaffSession(app.db, secret, app.now());
  if (!session) return null;
  const caller = { kind: 'person' as const, ...session, sessionId: session.id };
  const outlets = (await scopeOutletIds(app.db, callerScope(caller))) ?? [];
  return [
    ...outlets.map(staffOutletRoom),
    staffPersonRoom({ sessionId: session.id }),
    staffPersonRoom({ staffId: session.member.id }),
  ];
}
