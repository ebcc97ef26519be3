import { users as usersContract } from '@tabula/api-client';
import { and, eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema';
import { contractRoute } from '../../../http/contract-route';
import { notFound, unprocessable } from '../../../http/http-error';
import { sessionState, updateSession, type SessionRecord } from '../../../session/session-store';
import { loadSessionVenue, type Venue } from '../../venue/venue';
import { findRegisteredUser, normaliseEmail, phoneAddress, type UserRecord } from '../identity';
import { assertSignInOffered } from '../sign-in-gate';
import { issueOtp, type OtpTarget } from './issue-otp';
import { RESEND_AFTER_MS, assertResendAllowed, lastSentAt } from './otp-limits';

/**
 * The one-time code calls (spec: A§4 Login, A§5, A§7): the verification that looks the diner up
 * and sends the first code, the send that switches channel, and the resend after 30 s.
 */
export function registerOtpRoutes(server: FastifyInstance, app: AppContext): void {
  // spec: A§7 POST /users/verifications: 404 means the user is not found (sign-up follows).
  contractRoute(
    server,
    app,
    usersContract.verify,
    'session',
    async ({ body, session, request }) => {
      const venue = await loadSessionVenue(app.db, session);
      assertSignInOffered(venue);
      const identity = body.verification;
      const user = await findRegisteredUser(app.db, session.companyId, identity);
      if (!user) throw notFound('User not found', 'sign_up_required');
      const target: OtpTarget =
        'email' in identity
          ? { channel: 'email', address: normaliseEmail(identity.email) }
          : { channel: 'sms', address: phoneAddress(identity.dialing_code, identity.phone_number) };
      assertChannelOffered(venue, target);
      // our choice: verifying again within 30 s keeps the code already sent rather than refusing.
      const last = await lastSentAt(app.db, session.companyId, target.address);
      if (last && app.now().getTime() - last.getTime() < RESEND_AFTER_MS) {
        await rememberTarget(app, session, target, last);
        return undefined;
      }
      return sendCode(app, session, { venue, user, target }, request.ip);
    },
  );

  // spec: A§7 POST /users/otps: a code by SMS, or by e-mail with the e-mail variant.
  contractRoute(
    server,
    app,
    usersContract.sendOtp,
    'session',
    async ({ body, session, request }) => {
      const next = await nextTarget(app, session, body.email);
      const previous = sessionState(session).otp;
      if (previous?.address === next.target.address) {
        await assertResendAllowed(app.db, session.companyId, next.target.address, app.now());
      }
      return sendCode(app, session, next, request.ip);
    },
  );

  // spec: A§4 Login, A§9: the code can be resent after a 30 s countdown.
  contractRoute(
    server,
    app,
    usersContract.resendOtp,
    'session',
    async ({ body, session, request }) => {
      const next = await nextTarget(app, session, body.email, true);
      await assertResendAllowed(app.db, session.companyId, next.target.address, app.now());
      return sendCode(app, session, next, request.ip);
    },
  );
}

/** A code to send: the venue, the diner it signs in and where it goes. */
interface CodeRequest {
  venue: Venue;
  user: UserRecord;
  target: OtpTarget;
}

/** Sends the code and answers the calls' empty 204. */
async function sendCode(
  app: AppContext,
  session: SessionRecord,
  { venue, user, target }: CodeRequest,
  clientIp: string,
): Promise<undefined> {
  await issueOtp(app, { session, user, companyName: venue.company.name, target, clientIp });
  return undefined;
}

/**
 * Where the next code goes: the e-mail of the e-mail variant, else the diner's mobile number
 * (a switch back to SMS), or for a resend without e-mail the channel used last.
 */
async function nextTarget(
  app: AppContext,
  session: SessionRecord,
  email: string | undefined,
  resend = false,
): Promise<CodeRequest> {
  const venue = await loadSessionVenue(app.db, session);
  assertSignInOffered(venue);
  const started = sessionState(session).otp;
  const user = started ? await userAtAddress(app.db, session.companyId, started.address) : null;
  if (!started || !user) {
    throw unprocessable(
      'Please enter your mobile number or e-mail address first',
      'otp_not_started',
    );
  }
  let target: OtpTarget;
  if (email !== undefined) {
    // our choice: a code goes only to an address of the account, never to one the request names.
    if (!user.email || normaliseEmail(email) !== normaliseEmail(user.email)) {
      throw unprocessable('Please enter the e-mail address of your account', 'otp_email_mismatch');
    }
    target = { channel: 'email', address: normaliseEmail(user.email) };
  } else if (resend) {
    target = { channel: started.channel, address: started.address };
  } else {
    if (!user.phoneNumber || !user.dialingCode) {
      throw unprocessable(
        'Your account has no mobile number. Please use your e-mail address',
        'otp_no_phone',
      );
    }
    target = { channel: 'sms', address: phoneAddress(user.dialingCode, user.phoneNumber) };
  }
  assertChannelOffered(venue, target);
  return { venue, user, target };
}

/** Codes by e-mail only where the company allows them (A§3 Company otp_settings.email). */
function assertChannelOffered(venue: Venue, target: OtpTarget): void {
  if (target.channel === 'email' && !venue.company.otp_settings.email) {
    throw unprocessable(
      'Sign-in codes by e-mail are not available here. Please use your mobile number',
      'otp_email_unavailable',
    );
  }
}

/** The registered diner a code address belongs to. */
async function userAtAddress(
  db: Database,
  companyId: number,
  address: string,
): Promise<UserRecord | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.isGuest, false),
        or(
          sql`lower(${users.email}) = ${address}`,
          sql`'+' || ltrim(${users.dialingCode}, '+') || ${users.phoneNumber} = ${address}`,
        ),
      ),
    );
  return row ?? null;
}

/** Remembers the channel and address of the code already sent, for a later resend. */
async function rememberTarget(
  app: AppContext,
  session: SessionRecord,
  target: OtpTarget,
  sentAt: Date,
) {
  await updateSession(app.db, session.id, {
    state: { ...sessionState(session), otp: { ...target, sent_at: sentAt.getTime() } },
  });
}
