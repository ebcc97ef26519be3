import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { scheduleLeases } from '../db/schema';

/** A schedule's claim to run: which schedule, and who asks (one holder per running schedule). */
export interface LeaseClaim {
  name: string;
  holder: string;
}

/** A holder name no other schedule, process or machine shares. */
export function newLeaseHolder(): string {
  return randomUUID();
}

/**
 * Takes or renews a schedule's lease for `ms` from now, by the database's clock, in one upsert:
 * it is taken when nobody holds it, when `holder` already does, or when the holder's time has
 * run out (its process died or stalled). Of many processes asking at once, exactly one gets it.
 *
 * @returns whether `holder` holds the lease now
 */
export async function takeLease(db: Queryable, claim: LeaseClaim, ms: number): Promise<boolean> {
  const until = sql`now() + ${`${String(Math.ceil(ms))} milliseconds`}::interval`;
  const taken = await db
    .insert(scheduleLeases)
    .values({ name: claim.name, holder: claim.holder, expiresAt: until })
    .onConflictDoUpdate({
      target: scheduleLeases.name,
      set: { holder: claim.holder, expiresAt: until },
      setWhere: sql`${scheduleLeases.holder} = ${claim.holder} or ${scheduleLeases.expiresAt} < now()`,
    })
    .returning({ holder: scheduleLeases.holder });
  return taken.length === 1;
}

/** Gives a lease up (a stop), so another process takes the schedule over at its next round. */
export async function releaseLease(db: Queryable, claim: LeaseClaim): Promise<void> {
  await db
    .delete(scheduleLeases)
    .where(and(eq(scheduleLeases.name, claim.name), eq(scheduleLeases.holder, claim.holder)));
}
