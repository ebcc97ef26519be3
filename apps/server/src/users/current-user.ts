import type { Database } from '../db/client';
import { forbidden, unauthorized } from '../http/http-error';
import type { SessionRecord } from '../session/session-store';
import { findUser, type UserRecord } from './identity';

/**
 * The session's signed-in diner (guest or registered).
 *
 * @throws HttpError 401 when nobody is signed in (the app shows the server's text, then /)
 */
export async function requireSignedIn(db: Database, session: SessionRecord): Promise<UserRecord> {
  const user =
    session.userId === null ? null : await findUser(db, session.companyId, session.userId);
  if (!user) throw unauthorized('Please sign in to continue', 'unauthorized');
  return user;
}

/**
 * The session's signed-in registered diner. spec: A§6 (a guest does not see My Account, the
 * loyalty widget, the loyalty sign-up prompt or saved cards); B§6 (a guest cannot use loyalty
 * and has no save-card option).
 *
 * @throws HttpError 401 when nobody is signed in, 403 for a guest
 */
export async function requireRegistered(db: Database, session: SessionRecord): Promise<UserRecord> {
  const user = await requireSignedIn(db, session);
  if (user.isGuest) {
    throw forbidden(
      'Guests have no account. Please sign in with your mobile number or e-mail',
      'guest_not_allowed',
    );
  }
  return user;
}
