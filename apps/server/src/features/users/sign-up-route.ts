import { users as usersContract } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { users } from '../../db/schema';
import { contractRoute } from '../../http/contract-route';
import { conflict } from '../../http/http-error';
import { loadSessionVenue } from '../venue/venue';
import { findRegisteredUser, normaliseDialingCode, normaliseEmail, phoneAddress } from './identity';
import { issueOtp } from './otp/issue-otp';
import { isUniqueViolation } from './unique-violation';
import { assertSignInOffered, consentFor } from './sign-in-gate';
import { userAnswer } from './user-mapper';

/**
 * Sign-up (spec: A§4 Login: a verification 404 leads to sign-up; A§5; A§7 POST /users). It
 * creates the registered diner (name, e-mail, mobile number, marketing consent for SG only) and
 * sends the one-time code to the mobile number. our choice: sign-up does not sign in; the diner
 * proves the number with the code through POST /users/sign_in like any sign-in, so nobody signs
 * in on a number they do not hold.
 */
export function registerSignUpRoute(server: FastifyInstance, app: AppContext): void {
  contractRoute(
    server,
    app,
    usersContract.signUp,
    'session',
    async ({ body, session, request }) => {
      const venue = await loadSessionVenue(app.db, session);
      assertSignInOffered(venue);
      const input = body.user;
      const taken =
        (await findRegisteredUser(app.db, session.companyId, input)) ??
        (await findRegisteredUser(app.db, session.companyId, { email: input.email }));
      if (taken) throw accountExists();
      const created = await app.db
        .insert(users)
        .values({
          companyId: session.companyId,
          name: input.name,
          email: normaliseEmail(input.email),
          phoneNumber: input.phone_number,
          dialingCode: normaliseDialingCode(input.dialing_code),
          isGuest: false,
          marketingConsent: consentFor(venue, input.marketing_consent),
          createdAt: app.now(),
          updatedAt: app.now(),
        })
        .returning()
        .then(([row]) => {
          if (!row) throw new Error('user insert returned nothing');
          return row;
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? accountExists() : error;
        });
      await issueOtp(app, {
        session,
        user: created,
        companyName: venue.company.name,
        target: { channel: 'sms', address: phoneAddress(input.dialing_code, input.phone_number) },
        clientIp: request.ip,
      });
      return userAnswer(app.db, created);
    },
  );
}

function accountExists() {
  return conflict(
    'An account with this mobile number or e-mail address already exists. Please sign in',
    'account_exists',
  );
}
