import { users as usersContract } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { users } from '../../db/schema';
import { contractRoute } from '../../http/contract-route';
import { forbidden, unprocessable } from '../../http/http-error';
import { sendRenewedSession } from '../../session/cookie';
import { renewSession } from '../../session/session-store';
import { sessionVenue } from '../../venue/venue-snapshots';
import { findUser, normaliseDialingCode } from '../../users/identity';
import { checkoutModeFor, consentFor } from './sign-in-gate';
import { stateForNewUser } from './sign-in-routes';
import { userAnswer } from '../../users/user-mapper';

/**
 * The guest login (spec: A§3 Guest login payload, A§4 Login: checkout modes, A§5: a company id
 * and a non-empty dialing code; A§6 and B§6: the outlet's checkout mode decides whether guests
 * may check out). It signs the session in as a guest diner, with a new session id.
 */
export function registerGuestLoginRoute(server: FastifyInstance, app: AppContext): void {
  contractRoute(
    server,
    app,
    usersContract.guestLogin,
    'session',
    async ({ body, session, reply }) => {
      const venue = await sessionVenue(app, session);
      if (body.company_id !== session.companyId) {
        throw unprocessable('This guest login is for another restaurant', 'company_mismatch');
      }
      if (checkoutModeFor(venue, session) === 'login') {
        throw forbidden(
          'Guest checkout is not available here. Please sign in',
          'guest_checkout_unavailable',
        );
      }
      // our choice: the previous guest is taken up again only when this very session holds it, so
      // naming another guest's id never reaches their orders.
      const previous =
        body.previous_user_id !== null && body.previous_user_id === session.userId
          ? await findUser(app.db, session.companyId, body.previous_user_id)
          : null;
      const guest =
        previous?.isGuest === true
          ? previous
          : await app.db
              .insert(users)
              .values({
                companyId: session.companyId,
                dialingCode: normaliseDialingCode(body.dialing_code),
                isGuest: true,
                marketingConsent: consentFor(venue, body.marketing_consent),
                createdAt: app.now(),
                updatedAt: app.now(),
              })
              .returning()
              .then(([row]) => {
                if (!row) throw new Error('guest insert returned nothing');
                return row;
              });
      const renewed = await renewSession(app.db, session.id, {
        userId: guest.id,
        state: stateForNewUser(session),
      });
      sendRenewedSession(reply, renewed, app.config.secureCookies);
      return userAnswer(app.db, guest);
    },
  );
}
