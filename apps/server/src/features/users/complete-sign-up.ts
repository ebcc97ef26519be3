import type { AppContext } from '../../app-context';
import { users } from '../../db/schema';
import type { PendingSignUp } from '../../session/session-store';
import {
  findRegisteredUser,
  normaliseDialingCode,
  normaliseEmail,
  phoneAddress,
  proveIdentity,
  type Identity,
  type UserRecord,
} from '../../users/identity';
import { accountExists } from './sign-up-route';
import { isUniqueViolation } from '../../users/unique-violation';

/** Whether a sign-in's identity is the pending sign-up's mobile number or e-mail address. */
export function isPendingSignUp(signUp: PendingSignUp, identity: Identity): boolean {
  if ('email' in identity) return normaliseEmail(identity.email) === signUp.email;
  return (
    normaliseDialingCode(identity.dialing_code) === signUp.dialing_code &&
    identity.phone_number === signUp.phone_number
  );
}

/**
 * Creates the account of a pending sign-up once a code sent to it was entered: the identity the
 * code went to is proven, the other one is not (it signs in only after a code sent to it is
 * entered). Any other account carrying the proven identity unproven loses it.
 *
 * @param provenAddress - the address the entered code was sent to
 * @throws HttpError 409 account_exists when another account proved either identity meanwhile
 */
export async function completeSignUp(
  app: AppContext,
  companyId: number,
  signUp: PendingSignUp,
  provenAddress: string,
): Promise<UserRecord> {
  const now = app.now();
  const provesPhone = provenAddress === phoneAddress(signUp.dialing_code, signUp.phone_number);
  return app.db
    .transaction(async (tx) => {
      const phone = { phone_number: signUp.phone_number, dialing_code: signUp.dialing_code };
      const taken =
        (await findRegisteredUser(tx, companyId, phone)) ??
        (await findRegisteredUser(tx, companyId, { email: signUp.email }));
      if (taken) throw accountExists();
      const [created] = await tx
        .insert(users)
        .values({
          companyId,
          name: signUp.name,
          email: signUp.email,
          phoneNumber: signUp.phone_number,
          dialingCode: signUp.dialing_code,
          isGuest: false,
          marketingConsent: signUp.marketing_consent,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!created) throw new Error('user insert returned nothing');
      return proveIdentity(tx, created, provesPhone ? provenAddress : signUp.email, now);
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? accountExists() : error;
    });
}
