import type { Database } from '../db/client';
import { loyaltyAccounts } from '../db/schema';
import { formatPoints } from './points';

/** A database or a transaction of it. */
type Executor = Pick<Database, 'insert'>;

/**
 * Makes a diner a member of the company's loyalty programme with no points (spec: A§7
 * join_loyalty, B§7 convert guest). Joining twice changes nothing.
 */
export async function joinLoyaltyProgramme(
  db: Executor,
  userId: number,
  precision: number,
): Promise<void> {
  await db
    .insert(loyaltyAccounts)
    .values({ userId, points: formatPoints('0', precision) })
    .onConflictDoNothing();
}
