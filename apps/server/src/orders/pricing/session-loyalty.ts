import {
  isLoyaltyEnabledForMode,
  isPaymentTypeAllowedWithLoyalty,
  loyaltyMode,
  parseAmount,
  pointsToMoney,
  toAmount,
} from '@tabula/engine';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loyaltyAccounts, users } from '../../db/schema';
import { unprocessable } from '../../http/http-error';
import { sessionState, type SessionRecord } from '../../session/session-store';
import type { Venue } from '../../venue/venue';

/** Loyalty the order redeems: the points, the money they are worth, and how the bill counts it. */
export interface LoyaltyRedemption {
  /** Points, a decimal string. */
  points: string;
  /** Their money value at the currency precision (points × the programme's point_value). */
  amount: string;
  /** The company counts loyalty as a discount before tax (loyalty_details.is_discount). */
  asDiscount: boolean;
}

/**
 * The loyalty this session redeems on its order, checked again at pricing: the points the diner
 * chose (session state redeemed_points, set by the loyalty calls) converted to money must be what
 * the payload's redeemed_loyalty says; the diner must be a registered member holding those
 * points; loyalty must be on for the mode (A§4 Loyalty availability); and it cannot go with cash
 * (A§5, B§4). Null when nothing is redeemed.
 *
 * @throws HttpError 422 loyalty_mismatch, loyalty_unavailable, loyalty_with_cash or
 * loyalty_exceeds_available
 */
export async function sessionLoyalty(
  db: Database,
  session: SessionRecord,
  venue: Venue,
  payloadAmount: string,
  paymentType: string | null,
): Promise<LoyaltyRedemption | null> {
  const precision = venue.company.decimal_precision;
  const points = sessionState(session).redeemed_points ?? '0';
  const redeemsPoints = parseAmount(points).greaterThan(0);
  const received = parseAmount(payloadAmount);
  if (!redeemsPoints) {
    if (received.isZero()) return null;
    throw unprocessable(
      'The loyalty on this order does not match your redemption. Please review your order.',
      'loyalty_mismatch',
      { expected: toAmount('0', precision), received: payloadAmount },
    );
  }
  const unavailable = (why: string) => unprocessable(why, 'loyalty_unavailable');
  const programme = venue.loyaltyProgramme;
  if (!programme || session.userId === null) {
    throw unavailable('Loyalty is not available for this order');
  }
  if (!isLoyaltyEnabledForMode(venue.company.loyalty_details, loyaltyMode(session.tableId))) {
    throw unavailable('Loyalty is not available for this order');
  }
  const [user] = await db.select().from(users).where(eq(users.id, session.userId));
  if (!user || user.isGuest) throw unavailable('Loyalty is not available for guests');
  if (paymentType !== null && !isPaymentTypeAllowedWithLoyalty(paymentType)) {
    throw unprocessable('Loyalty cannot be used with a cash payment', 'loyalty_with_cash');
  }
  const [account] = await db
    .select()
    .from(loyaltyAccounts)
    .where(eq(loyaltyAccounts.userId, session.userId));
  if (!account || parseAmount(account.points).lessThan(parseAmount(points))) {
    throw unprocessable(
      'Only your available loyalty points can be used',
      'loyalty_exceeds_available',
      { available: account?.points ?? '0', redeemed: points },
    );
  }
  const amount = pointsToMoney(points, programme.point_value, precision);
  if (!parseAmount(amount).equals(received)) {
    throw unprocessable(
      'The loyalty on this order does not match your redemption. Please review your order.',
      'loyalty_mismatch',
      { expected: amount, received: payloadAmount },
    );
  }
  return { points, amount, asDiscount: venue.company.loyalty_details.is_discount };
}
