import { users as usersContract } from '@tabula/api-client';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { users } from '../../db/schema';
import { contractRoute } from '../../http/contract-route';
import { conflict, notFound } from '../../http/http-error';
import { sessionVenue } from '../../venue/venue-snapshots';
import { requireRegistered, requireSignedIn } from '../../users/current-user';
import { findRegisteredUser, normaliseEmail } from '../../users/identity';
import { isUniqueViolation } from '../../users/unique-violation';
import { consentFor } from './sign-in-gate';
import { userAnswer } from '../../users/user-mapper';

/**
 * The profile update (spec: A§2 profile screen; A§5 Profile: name and e-mail both required, the
 * e-mail valid, marketing consent for SG only; A§6: a guest has no My Account; A§7 PUT
 * /users/profiles/{id}). Only the signed-in diner's own id: any other answers 404.
 */
export function registerProfileRoute(server: FastifyInstance, app: AppContext): void {
  contractRoute(
    server,
    app,
    usersContract.updateProfile,
    'session',
    async ({ params, body, session }) => {
      const signedIn = await requireSignedIn(app.db, session);
      if (params.id !== signedIn.id) throw notFound('User not found', 'not_found');
      const user = await requireRegistered(app.db, session);
      const venue = await sessionVenue(app, session);
      const email = normaliseEmail(body.user.email);
      // An address another account proved is theirs; one only carried unproven is not.
      const holder = await findRegisteredUser(app.db, user.companyId, { email });
      if (holder && holder.id !== user.id) throw emailTaken();
      const sameEmail = user.email !== null && normaliseEmail(user.email) === email;
      const updated = await app.db
        .update(users)
        .set({
          name: body.user.name,
          email,
          // A new address is unproven until a code sent to it is entered (docs/server.md).
          emailVerifiedAt: sameEmail ? user.emailVerifiedAt : null,
          marketingConsent: consentFor(venue, body.user.marketing_consent, user.marketingConsent),
          updatedAt: app.now(),
        })
        .where(eq(users.id, user.id))
        .returning()
        .then(([row]) => {
          if (!row) throw new Error(`user ${String(user.id)} vanished`);
          return row;
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? emailTaken() : error;
        });
      return userAnswer(app.db, updated);
    },
  );
}

function emailTaken() {
  return conflict('This e-mail address is already used by another account', 'email_taken');
}
