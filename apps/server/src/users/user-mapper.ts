import type { User } from '@tabula/api-client';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loyaltyAccounts } from '../db/schema';
import { userView } from './user-view';
import type { UserRecord } from './identity';

/** Whether a diner has joined the loyalty programme (a guest never has). */
export async function hasLoyaltyAccount(db: Database, row: UserRecord): Promise<boolean> {
  if (row.isGuest) return false;
  const [account] = await db
    .select({ userId: loyaltyAccounts.userId })
    .from(loyaltyAccounts)
    .where(eq(loyaltyAccounts.userId, row.id));
  return account !== undefined;
}

/** The contract's user for a row, reading its loyalty membership. */
export async function userAnswer(db: Database, row: UserRecord): Promise<{ user: User }> {
  return { user: userView(row, await hasLoyaltyAccount(db, row)) };
}
