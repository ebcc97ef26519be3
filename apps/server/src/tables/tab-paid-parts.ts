import { subtract, toAmount } from '@tabula/engine';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { payments } from '../db/schema';

/**
 * The bill's part of every paid payment of an order (each payment's amount less its tip), as the
 * engine's tabPaymentShare takes them: tips pay the staff, not the bill.
 */
export async function tabPaidParts(
  db: Queryable,
  orderId: number,
  precision: number,
): Promise<string[]> {
  const rows = await db
    .select({ amount: payments.amount, tip: payments.tip })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')));
  return rows.map((row) => toAmount(subtract(row.amount, row.tip), precision));
}
