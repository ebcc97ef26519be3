import { endpoints, type PosStaffSession } from '@tabula/api-client';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context';
import { forbidden, unauthorized, unprocessable } from '../../http/http-error';
import { posRoute } from '../../http/pos-route';
import type { StaffCaller } from '../../http/staff-auth';
import { readAuditLog, recordAudit } from '../../staff/audit-log';
import { changeOwnPassword } from '../../staff/change-password';
import { signIn } from '../../staff/sign-in';
import { addStaffMember, companyStaff, staffView } from '../../staff/staff-members';
import {
  endEverySession,
  endStaffSession,
  STAFF_COOKIE,
  STAFF_SESSION_HOURS,
} from '../../staff/staff-sessions';
import { removeStaffMember } from '../../staff/remove-staff-member';
import { attemptMessage } from '../../messages/message-queue';
import { makeSignInCode, signInWithCode } from './sign-in-code';

/*
 * Staff accounts (contract/pos-staff.ts, docs/staff-accounts.md): signing in with a password or
 * an e-mailed code and out, changing one's password, the owner's list of people, adding and
 * removing one, and the audit log.
 */

type Person = Extract<StaffCaller, { kind: 'person' }>;

/** The signed-in person; the machine token is no one. */
function person(caller: StaffCaller): Person {
  if (caller.kind !== 'person') throw unauthorized('Please sign in', 'staff_unauthorized');
  return caller;
}

/** The owner's company; the machine token has none to manage. */
function ownCompany(caller: StaffCaller): number {
  if (caller.kind !== 'person') {
    throw forbidden('The staff token manages no company: sign in as its owner', 'role_forbidden');
  }
  return caller.member.companyId;
}

export function registerStaffAccounts(server: FastifyInstance, app: AppContext): void {
  const { pos } = endpoints;

  /** Sets the session cookie of a sign-in and answers the person with the CSRF token. */
  const opened = (
    reply: FastifyReply,
    session: Awaited<ReturnType<typeof signIn>>,
  ): PosStaffSession => {
    void reply.setCookie(STAFF_COOKIE, session.secret, {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      secure: app.config.secureCookies,
      maxAge: STAFF_SESSION_HOURS * 3600,
    });
    return { staff: staffView(session.member), csrf_token: session.csrfToken };
  };

  posRoute(
    server,
    app,
    pos.signIn,
    async ({ body, reply }) =>
      opened(reply, await signIn(app.db, body.email, body.password, app.now())),
    { signedOut: true },
  );

  posRoute(
    server,
    app,
    pos.sendSignInCode,
    async ({ body }) => {
      const messageId = await makeSignInCode(app, body.email, body.language ?? 'en');
      // The e-mail is tried after the answer, so the answer takes as long whether or not the
      // address has an account; a busy mail server is tried again by the message schedule.
      if (messageId !== null) {
        void attemptMessage(app, messageId).catch((error: unknown) => {
          app.log.error({ err: error }, 'sending a staff sign-in code failed');
        });
      }
    },
    { signedOut: true },
  );

  posRoute(
    server,
    app,
    pos.signInWithCode,
    async ({ body, reply }) => opened(reply, await signInWithCode(app, body.email, body.code)),
    { signedOut: true },
  );

  posRoute(server, app, pos.currentStaff, ({ caller }) => {
    const me = person(caller);
    return Promise.resolve({ staff: staffView(me.member), csrf_token: me.csrfToken });
  });

  posRoute(server, app, pos.signOut, async ({ caller, reply }) => {
    const { sessionId } = person(caller);
    await endStaffSession(app.db, sessionId, app.now());
    app.realtime.endStaff({ sessionId });
    void reply.clearCookie(STAFF_COOKIE, { path: '/' });
  });

  posRoute(server, app, pos.signOutEverywhere, async ({ caller, reply }) => {
    const staffId = person(caller).member.id;
    await endEverySession(app.db, staffId, app.now());
    app.realtime.endStaff({ staffId });
    void reply.clearCookie(STAFF_COOKIE, { path: '/' });
  });

  posRoute(server, app, pos.changePassword, async ({ caller, body }) => {
    const me = person(caller);
    const ended = await changeOwnPassword(
      app.db,
      me.member,
      me.sessionId,
      { current: body.current_password, next: body.new_password },
      app.now(),
    );
    for (const sessionId of ended) app.realtime.endStaff({ sessionId });
  });

  posRoute(server, app, pos.staffMembers, async ({ caller }) => ({
    staff: (await companyStaff(app.db, ownCompany(caller))).map(staffView),
  }));

  posRoute(server, app, pos.addStaffMember, async ({ caller, body }) => {
    const companyId = ownCompany(caller);
    const added = await app.db.transaction(async (tx) => {
      const row = await addStaffMember(tx, companyId, body);
      await recordAudit(tx, {
        companyId,
        outletId: row.outletId,
        staffId: person(caller).member.id,
        action: pos.addStaffMember.name,
        subject: `${row.role} ${row.email}`,
        details: { staff_id: row.id, name: row.name },
      });
      return row;
    });
    return { staff: staffView(added) };
  });

  posRoute(server, app, pos.removeStaffMember, async ({ caller, params }) => {
    const companyId = ownCompany(caller);
    const me = person(caller).member;
    if (params.id === me.id) {
      throw unprocessable('You cannot remove yourself; ask another owner', 'remove_self');
    }
    await app.db.transaction(async (tx) => {
      const removed = await removeStaffMember(tx, companyId, params.id, app.now());
      await recordAudit(tx, {
        companyId,
        outletId: removed.outletId,
        staffId: me.id,
        action: pos.removeStaffMember.name,
        subject: `${removed.role} ${removed.email}`,
        details: { staff_id: removed.id },
      });
    });
    app.realtime.endStaff({ staffId: params.id });
  });

  posRoute(server, app, pos.auditLog, async ({ caller, query }) => ({
    entries: await readAuditLog(app.db, ownCompany(caller), query.before),
  }));
}
