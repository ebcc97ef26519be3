import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders } from '../db/schema';
import { resumedEffect } from '../http/idempotency';
import type { OrderRecord } from './order-view';

/**
 * The order an earlier request with this Idempotency-Key placed or added to before it died
 * (http/idempotency.ts), as it stands now; null when there is none, and the work runs afresh.
 */
export async function resumedOrder(db: Database): Promise<OrderRecord | null> {
  const effect = resumedEffect();
  if (!effect || !('order' in effect)) return null;
  const [row] = await db.select().from(orders).where(eq(orders.id, effect.order));
  return row ?? null;
}
