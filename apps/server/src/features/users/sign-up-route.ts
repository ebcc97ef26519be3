import { users as usersContract } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { contractRoute } from '../../http/contract-route';
import { requestLanguage } from '../../http/diner-language';
import { conflict } from '../../http/http-error';
import { sessionState, type PendingSignUp } from '../../session/session-store';
import { sessionVenue } from '../../venue/venue-snapshots';
import {
  findRegisteredUser,
  normaliseDialingCode,
  normaliseEmail,
  phoneAddress,
} from '../../users/identity';
import type { CodeSubject } from './otp/code-subject';
import { issueOtp, rememberCode, type OtpTarget } from './otp/issue-otp';
import { codeStillWaiting } from './otp/otp-limits';
import { assertCaptchaCarried } from './captcha-gate';
import { assertSignInOffered, consentFor } from './sign-in-gate';

/**
 * Sign-up (spec: A§4 Login: a verification 404 leads to sign-up; A§5; A§7 POST /users). It sends
 * the one-time code to the mobile number and keeps the details (name, e-mail, mobile number,
 * marketing consent for SG only) on the session as a pending sign-up: no account exists until a
 * code sent to the number (or, after a channel switch, to the e-mail address) is entered at
 * POST /users/sign_in, which creates it with that identity proven (sign-in-routes.ts). So nobody
 * can make an account in someone else's name, and a refused send leaves nothing behind.
 * Answers 204.
 */
// our choice: an identity another account proved is taken (409); one an account carries unproven
// is not, and the account that proves it first keeps it (docs/server.md, "Identities").
export function registerSignUpRoute(server: FastifyInstance, app: AppContext): void {
  contractRoute(
    server,
    app,
    usersContract.signUp,
    'session',
    async ({ body, session, request }) => {
      const venue = await sessionVenue(app, session);
      assertSignInOffered(venue);
      // The verification that found no account passed the captcha for this session.
      assertCaptchaCarried(app, venue, session);
      const input = body.user;
      const phone = { phone_number: input.phone_number, dialing_code: input.dialing_code };
      const taken =
        (await findRegisteredUser(app.db, session.companyId, phone)) ??
        (await findRegisteredUser(app.db, session.companyId, { email: input.email }));
      if (taken) throw accountExists();
      const signUp: PendingSignUp = {
        name: input.name,
        email: normaliseEmail(input.email),
        phone_number: input.phone_number,
        dialing_code: normaliseDialingCode(input.dialing_code),
        marketing_consent: consentFor(venue, input.marketing_consent),
      };
      const subject: CodeSubject = { kind: 'sign_up', signUp };
      const target: OtpTarget = {
        channel: 'sms',
        address: phoneAddress(signUp.dialing_code, signUp.phone_number),
      };
      // our choice: the same sign-up sent again within 30 s (a corrected name) keeps the code
      // already sent to the same number.
      const pending = sessionState(session).sign_up;
      const samePending =
        pending !== undefined &&
        phoneAddress(pending.dialing_code, pending.phone_number) === target.address;
      const last = samePending
        ? await codeStillWaiting(app.db, session.companyId, target.address, app.now())
        : null;
      if (last) {
        await rememberCode(app, session, subject, target, last, { sign_up: signUp });
        return undefined;
      }
      await issueOtp(app, {
        session,
        subject,
        companyName: venue.company.name,
        target,
        clientIp: request.ip,
        language: requestLanguage(request),
        extraState: { sign_up: signUp },
      });
      return undefined;
    },
  );
}

/** The answer when a proven account already holds the number or the e-mail address. */
export function accountExists() {
  return conflict(
    'An account with this mobile number or e-mail address already exists. Please sign in',
    'account_exists',
  );
}
