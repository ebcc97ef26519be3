import { moneyToPoints } from '@tabula/engine';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { companies, loyaltyAccounts, loyaltyLedger, users } from '../db/schema';
import type { OrderRecord } from '../orders/order-view';
import { loyaltyProgrammeSchema } from '@tabula/api-client';
import { addPoints, formatPoints, minPoints, pointsEarnedOn, subtractPoints } from './points';

/** What settling an order did to its diner's balance: points earned and points redeemed. */
export interface SettledLoyalty {
  earned: string;
  redeemed: string;
}

/** The ledger reasons of an order's settlement. */
export const LEDGER_EARNED = 'order_earned';
export const LEDGER_REDEEMED = 'order_redeemed';

const moneyText = z.string().regex(/^\d+(\.\d+)?$/);
/** The fields of order_details the settlement reads; anything missing counts as zero. */
const settledDetailsSchema = z.object({
  redeemed_loyalty: moneyText.catch('0'),
  earned_loyalty: moneyText.catch('0'),
  tips_amount: moneyText.catch('0'),
});
const companyMoneySchema = z.object({ decimal_precision: z.int().min(0).max(3) });

/**
 * Settles the loyalty of a paid order (spec: A§5 Loyalty redemption, B§5 loyalty, B§7 earned
 * loyalty): debits the points redeemed on it (order_details.redeemed_loyalty is money, ÷ the
 * programme's point_value) and credits the points it earned (points_per_currency_unit on the
 * paid total before tip, floored to whole points, plus order_details.earned_loyalty from
 * earn_loyalty promotions). One transaction, and once per order: the loyalty_ledger rows of the
 * order say it is settled, and a second call returns what the first recorded without changing
 * anything. Only members earn: an order without a diner, a guest, a non-member or a company
 * without a programme settles to nothing (and may be settled later, when the diner joins: the
 * guest conversion does so).
 *
 * Called by the payments and POS features when an order is paid.
 */
export async function settleOrderLoyalty(
  db: Database,
  order: OrderRecord,
): Promise<SettledLoyalty> {
  const [company] = await db
    .select({ profile: companies.profile, programme: companies.loyaltyProgramme })
    .from(companies)
    .where(eq(companies.id, order.companyId));
  const precision = company ? companyMoneySchema.parse(company.profile).decimal_precision : 2;
  const nothing: SettledLoyalty = {
    earned: formatPoints('0', precision),
    redeemed: formatPoints('0', precision),
  };
  if (order.userId === null || !company?.programme) return nothing;
  const programme = loyaltyProgrammeSchema.parse(company.programme);
  const userId = order.userId;

  return db.transaction(async (tx) => {
    // The account row is the lock: two settlements of one diner's orders run one after the other.
    const [account] = await tx
      .select()
      .from(loyaltyAccounts)
      .innerJoin(users, eq(users.id, loyaltyAccounts.userId))
      .where(and(eq(loyaltyAccounts.userId, userId), eq(users.isGuest, false)))
      .for('update', { of: loyaltyAccounts });
    if (!account) return nothing;

    const recorded = await tx
      .select()
      .from(loyaltyLedger)
      .where(and(eq(loyaltyLedger.orderId, order.id), isNotNull(loyaltyLedger.orderId)));
    if (recorded.length > 0) return fromLedger(recorded, precision);

    const details = settledDetailsSchema.parse(order.details ?? {});
    // spec: A§3 Loyalty, redeemed_loyalty is money: the programme's point_value converts it.
    const wantedDebit = moneyToPoints(details.redeemed_loyalty, programme.point_value, precision);
    // our choice: never debit below zero (a balance spent elsewhere since the redemption).
    const redeemed = minPoints(wantedDebit, account.loyalty_accounts.points, precision);
    const paidBeforeTip = subtractPoints(order.totalAmount, details.tips_amount, precision);
    const earned = addPoints(
      pointsEarnedOn(paidBeforeTip, programme.points_per_currency_unit, precision),
      details.earned_loyalty,
      precision,
    );

    // A zero row still marks the order settled, so a later call changes nothing.
    await tx.insert(loyaltyLedger).values([
      {
        userId,
        orderId: order.id,
        delta: subtractPoints('0', redeemed, precision),
        reason: LEDGER_REDEEMED,
      },
      { userId, orderId: order.id, delta: earned, reason: LEDGER_EARNED },
    ]);
    const balance = addPoints(
      subtractPoints(account.loyalty_accounts.points, redeemed, precision),
      earned,
      precision,
    );
    await tx
      .update(loyaltyAccounts)
      .set({ points: balance, updatedAt: sql`now()` })
      .where(eq(loyaltyAccounts.userId, userId));
    return { earned, redeemed };
  });
}

function fromLedger(
  rows: (typeof loyaltyLedger.$inferSelect)[],
  precision: number,
): SettledLoyalty {
  const earned = rows.find((row) => row.reason === LEDGER_EARNED)?.delta ?? '0';
  const debit = rows.find((row) => row.reason === LEDGER_REDEEMED)?.delta ?? '0';
  return {
    earned: formatPoints(earned, precision),
    redeemed: subtractPoints('0', debit, precision),
  };
}
