import { users as usersContract } from '@tabula/api-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context';
import { contractRoute } from '../../../http/contract-route';
import { requestLanguage } from '../../../http/diner-language';
import { notFound, unprocessable } from '../../../http/http-error';
import { sessionState, type SessionRecord } from '../../../session/session-store';
import { type Venue } from '../../../venue/venue';
import { sessionVenue } from '../../../venue/venue-snapshots';
import { findRegisteredUser, normaliseEmail, phoneAddress } from '../../../users/identity';
import { assertCaptchaPassed } from '../captcha-gate';
import { assertSignInOffered } from '../sign-in-gate';
import { sessionSubject, subjectEmail, subjectPhone, type CodeSubject } from './code-subject';
import { issueOtp, rememberCode, type OtpTarget } from './issue-otp';
import { codeStillWaiting } from './otp-limits';

/**
 * The one-time code calls (spec: A§4 Login, A§5, A§7): the verification that looks the diner up
 * and sends the first code, the send that switches channel, and the resend. Every new code for an
 * account waits 30 s after its last one, whichever channel either went by (issue-otp.ts).
 */
export function registerOtpRoutes(server: FastifyInstance, app: AppContext): void {
  // spec: A§7 POST /users/verifications: 404 means the user is not found (sign-up follows).
  contractRoute(
    server,
    app,
    usersContract.verify,
    'session',
    async ({ body, session, request }) => {
      const venue = await sessionVenue(app, session);
      assertSignInOffered(venue);
      // Before any account is looked up or code sent: nobody scripts this call without a captcha.
      await assertCaptchaPassed(app, venue, session, request);
      const identity = body.verification;
      // Only a proven identity finds an account (docs/server.md, "Identities").
      const user = await findRegisteredUser(app.db, session.companyId, identity);
      if (!user) throw notFound('User not found', 'sign_up_required');
      const subject: CodeSubject = { kind: 'account', user };
      const target: OtpTarget =
        'email' in identity
          ? { channel: 'email', address: normaliseEmail(identity.email) }
          : { channel: 'sms', address: phoneAddress(identity.dialing_code, identity.phone_number) };
      assertChannelOffered(venue, target);
      // our choice: verifying again within 30 s keeps the code already sent to this address
      // rather than refusing.
      const last = await codeStillWaiting(app.db, session.companyId, target.address, app.now());
      if (last) {
        await rememberCode(app, session, subject, target, last);
        return undefined;
      }
      return sendCode(app, session, { venue, subject, target }, request);
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
      return sendCode(app, session, next, request);
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
      return sendCode(app, session, next, request);
    },
  );
}

/** A code to send: the venue, whom it signs in and where it goes. */
interface CodeRequest {
  venue: Venue;
  subject: CodeSubject;
  target: OtpTarget;
}

/** Sends the code and answers the calls' empty 204. */
async function sendCode(
  app: AppContext,
  session: SessionRecord,
  { venue, subject, target }: CodeRequest,
  request: FastifyRequest,
): Promise<undefined> {
  await issueOtp(app, {
    session,
    subject,
    companyName: venue.company.name,
    target,
    clientIp: request.ip,
    language: requestLanguage(request),
  });
  return undefined;
}

/**
 * Where the next code goes: the e-mail of the e-mail variant, else the mobile number (a switch
 * back to SMS), or for a resend without e-mail the channel used last. The account (or pending
 * sign-up) is the one this session's sign-in started with, never one found by the address.
 */
async function nextTarget(
  app: AppContext,
  session: SessionRecord,
  email: string | undefined,
  resend = false,
): Promise<CodeRequest> {
  const venue = await sessionVenue(app, session);
  assertSignInOffered(venue);
  const started = sessionState(session).otp;
  const subject = started ? await sessionSubject(app.db, session) : null;
  if (!started || !subject) {
    throw unprocessable(
      'Please enter your mobile number or e-mail address first',
      'otp_not_started',
    );
  }
  let target: OtpTarget;
  if (email !== undefined) {
    // our choice: a code goes only to an address of the account, never to one the request names.
    const own = subjectEmail(subject);
    if (own === null || normaliseEmail(email) !== own) {
      throw unprocessable('Please enter the e-mail address of your account', 'otp_email_mismatch');
    }
    target = { channel: 'email', address: own };
  } else if (resend) {
    target = { channel: started.channel, address: started.address };
  } else {
    const phone = subjectPhone(subject);
    if (phone === null) {
      throw unprocessable(
        'Your account has no mobile number. Please use your e-mail address',
        'otp_no_phone',
      );
    }
    target = { channel: 'sms', address: phone };
  }
  assertChannelOffered(venue, target);
  return { venue, subject, target };
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
