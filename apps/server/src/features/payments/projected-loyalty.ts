import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loyaltyAccounts, users } from '../../db/schema';
import type { SessionRecord } from '../../session/session-store';
import { addPoints, pointsEarnedOn, subtractPoints } from '../../loyalty/points';
import type { PricedOrder } from '../../orders/pricing/price-order-payload';
import type { Venue } from '../../venue/venue';

/**
 * The points an order will earn once paid, for the payment answer's order_details.earned_loyalty
 * (B§7 "order_details (with earned_loyalty and payment)"): what the loyalty settlement will
 * credit, the programme's points on the total before tip plus the promotions' points. Null for
 * a visitor, a guest, a non-member, or a company without a programme (they earn nothing).
 */
export async function projectedEarnedLoyalty(
  db: Database,
  venue: Venue,
  session: SessionRecord,
  priced: Pick<PricedOrder, 'totalAmount' | 'tipsAmount' | 'details'>,
): Promise<string | null> {
  if (!venue.loyaltyProgramme || session.userId === null) return null;
  const [member] = await db
    .select({ isGuest: users.isGuest })
    .from(loyaltyAccounts)
    .innerJoin(users, eq(users.id, loyaltyAccounts.userId))
    .where(eq(loyaltyAccounts.userId, session.userId));
  if (!member || member.isGuest) return null;
  const precision = venue.company.decimal_precision;
  const beforeTip = subtractPoints(priced.totalAmount, priced.tipsAmount, precision);
  return addPoints(
    pointsEarnedOn(beforeTip, venue.loyaltyProgramme.points_per_currency_unit, precision),
    priced.details.earned_loyalty,
    precision,
  );
}
