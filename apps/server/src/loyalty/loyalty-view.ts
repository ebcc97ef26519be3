import type { Loyalty } from '@tabula/api-client';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loyaltyAccounts, users } from '../db/schema';
import { sessionState, type SessionRecord } from '../session/session-store';
import type { Venue } from '../venue/venue';
import { programmeOf } from './loyalty-access';

/**
 * The contract's loyalty object (A§3) for the session's signed-in diner: their balance, the
 * programme's redemption limits and what this session has chosen to redeem. Null for a visitor,
 * a guest, a non-member, or a company without a programme (or on the lite plan, A§4).
 */
export async function loyaltyFor(
  db: Database,
  venue: Venue,
  session: SessionRecord,
): Promise<Loyalty | null> {
  const programme = programmeOf(venue);
  if (!programme || session.userId === null) return null;
  const [account] = await db
    .select({ points: loyaltyAccounts.points, isGuest: users.isGuest })
    .from(loyaltyAccounts)
    .innerJoin(users, eq(users.id, loyaltyAccounts.userId))
    .where(eq(loyaltyAccounts.userId, session.userId));
  if (!account || account.isGuest) return null;
  const redeemed = sessionState(session).redeemed_points ?? null;
  return {
    customer_loyalty: account.points,
    min_redeem_value: programme.min_redeem_value,
    max_redeem_value: programme.max_redeem_value,
    point_value: programme.point_value,
    redeemedPoints: redeemed,
    hasRedeemed: redeemed !== null,
    redeemed_points: redeemed,
    applied_from_pos: false,
    customer_id: session.userId,
  };
}
