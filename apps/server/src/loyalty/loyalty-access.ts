import { isLoyaltyEnabledForMode, loyaltyMode } from '@tabula/engine';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loyaltyAccounts } from '../db/schema';
import { notFound, unprocessable } from '../http/http-error';
import type { SessionRecord } from '../session/session-store';
import { requireRegistered } from '../users/current-user';
import type { UserRecord } from '../users/identity';
import type { LoyaltyProgramme } from '@tabula/api-client';
import type { Venue } from '../venue/venue';

/**
 * Whether loyalty runs here at all: the plan's loyalty feature (A§4: off on the lite plan) and a
 * programme kept with the company.
 */
export function programmeOf(venue: Venue): LoyaltyProgramme | null {
  return venue.plan === 'sapaad_direct_lite' ? null : venue.loyaltyProgramme;
}

/**
 * Whether loyalty is on for the session's mode: dine-in when the session has a table, walk-in
 * otherwise, read from the company's loyalty_details (spec: A§4 Loyalty availability).
 */
export function loyaltyOnForSession(venue: Venue, session: SessionRecord): boolean {
  return (
    programmeOf(venue) !== null &&
    isLoyaltyEnabledForMode(venue.company.loyalty_details, loyaltyMode(session.tableId))
  );
}

/**
 * The programme, when loyalty is on for the session's mode.
 *
 * @throws HttpError 422 when it is not
 */
export function requireLoyaltyOn(
  venue: Venue,
  session: SessionRecord,
  errorId = 'loyalty_unavailable',
): LoyaltyProgramme {
  const programme = programmeOf(venue);
  if (!programme || !loyaltyOnForSession(venue, session)) {
    throw unprocessable('Loyalty is not available here', errorId);
  }
  return programme;
}

/** A member's account. */
export interface Member {
  user: UserRecord;
  points: string;
}

/**
 * The signed-in registered diner and their loyalty balance (spec: A§6: guests have no loyalty;
 * registered customers earn and redeem).
 *
 * @throws HttpError 401 nobody signed in, 403 a guest, 404 not a member
 */
export async function requireMember(db: Database, session: SessionRecord): Promise<Member> {
  const user = await requireRegistered(db, session);
  const [account] = await db
    .select()
    .from(loyaltyAccounts)
    .where(eq(loyaltyAccounts.userId, user.id));
  if (!account) {
    throw notFound('You have not joined the loyalty programme yet', 'loyalty_not_joined');
  }
  return { user, points: account.points };
}
