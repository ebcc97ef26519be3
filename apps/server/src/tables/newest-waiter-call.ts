import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { waiterCalls } from '../db/schema';

/** The table's newest waiter call that is not cancelled, or null. */
export async function newestCall(db: Queryable, tableId: number) {
  const [call] = await db
    .select()
    .from(waiterCalls)
    .where(and(eq(waiterCalls.tableId, tableId), isNull(waiterCalls.cancelledAt)))
    .orderBy(desc(waiterCalls.createdAt), desc(waiterCalls.id))
    .limit(1);
  return call ?? null;
}
