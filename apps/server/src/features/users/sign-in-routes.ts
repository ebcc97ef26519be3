import { users as usersContract } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { contractRoute } from '../../http/contract-route';
import { sendRenewedSession } from '../../session/cookie';
import {
  renewSession,
  sessionState,
  updateSession,
  type SessionRecord,
  type SessionState,
} from '../../session/session-store';
import { sessionVenue } from '../../venue/venue-snapshots';
import { unprocessable } from '../../http/http-error';
import { completeSignUp, isPendingSignUp } from './complete-sign-up';
import {
  addressesOf,
  findRegisteredUser,
  proveIdentity,
  type UserRecord,
} from '../../users/identity';
import { INCORRECT_OTP_ID, consumeOtp } from './otp/check-otp';
import { subjectAddresses } from './otp/code-subject';
import { assertSignInOffered } from './sign-in-gate';
import { userAnswer } from '../../users/user-mapper';

/**
 * The session state a new diner starts with on this session: the QR facts stay, the code and a
 * loyalty redemption of whoever was signed in before do not (our choice).
 */
export function stateForNewUser(session: SessionRecord): SessionState {
  const state = { ...sessionState(session) };
  delete state.otp;
  delete state.sign_up;
  delete state.redeemed_points;
  return state;
}

/**
 * Sign-in with the one-time code, sign-out and clear-session (spec: A§4 Login, A§5, A§7).
 * Sign-in and sign-out give the session a new id and CSRF token (issue 4: session id renewed at
 * sign-in), so an id seen before no longer carries the diner.
 */
export function registerSignInRoutes(server: FastifyInstance, app: AppContext): void {
  // spec: A§7 POST /users/sign_in: user object with the one-time code; A§5 'Incorrect OTP'.
  // A pending sign-up of this session becomes its account here (sign-up-route.ts); otherwise the
  // identity must be one an account proved. The address the code went to is proven by it.
  contractRoute(server, app, usersContract.signIn, 'session', async ({ body, session, reply }) => {
    const venue = await sessionVenue(app, session);
    assertSignInOffered(venue);
    const { otp, ...identity } = body.user;
    const signUp = sessionState(session).sign_up;
    let user: UserRecord;
    if (signUp && isPendingSignUp(signUp, identity)) {
      const subject = { kind: 'sign_up', signUp } as const;
      const address = await consumeOtp(app, session.companyId, subjectAddresses(subject), otp);
      user = await completeSignUp(app, session.companyId, signUp, address);
    } else {
      const found = await findRegisteredUser(app.db, session.companyId, identity);
      if (!found) throw unprocessable('Incorrect OTP', INCORRECT_OTP_ID);
      const address = await consumeOtp(app, session.companyId, addressesOf(found), otp);
      user = await app.db.transaction((tx) => proveIdentity(tx, found, address, app.now()));
    }
    const renewed = await renewSession(app.db, session.id, {
      userId: user.id,
      state: stateForNewUser(session),
    });
    sendRenewedSession(reply, renewed, app.config.secureCookies);
    return userAnswer(app.db, user);
  });

  // spec: A§4 Login (logout clears the user and session data, then redirects to the address
  // the server returns); A§7 DELETE /users/sign_out.
  contractRoute(server, app, usersContract.signOut, 'session', async ({ session, reply }) => {
    const renewed = await renewSession(app.db, session.id, { userId: null, state: {} });
    sendRenewedSession(reply, renewed, app.config.secureCookies);
    return { redirect_url: '/' };
  });

  // spec: A§7 DELETE /users/clear-session. our choice: it forgets the session's checkout state
  // (coupon, loyalty redemption, code channel, last order) and keeps the QR facts and sign-in.
  contractRoute(server, app, usersContract.clearSession, 'session', async ({ session }) => {
    await updateSession(app.db, session.id, { state: {} });
    return undefined;
  });
}
