import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { orderCounters, settings } from '../db/schema';

/** A transaction of the database (what `db.transaction` hands its callback). */
export type { Transaction };

/** The outlet's calendar day (YYYY-MM-DD) in its time zone. */
export function outletDay(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * The next order number of an outlet for a day: 1, 2, 3, ... restarting every day, written with
 * at least three digits ('007'). The counter row is upserted in the caller's transaction, so
 * concurrent orders each get their own number (the row lock orders them).
 */
// our choice: the format (spec A§3 names order_number without one) and the day in the company's
// time zone.
export async function nextOrderNumber(
  tx: Transaction,
  outletId: number,
  day: string,
): Promise<string> {
  const [row] = await tx
    .insert(orderCounters)
    .values({ outletId, day, last: 1 })
    .onConflictDoUpdate({
      target: [orderCounters.outletId, orderCounters.day],
      set: { last: sql`${orderCounters.last} + 1` },
    })
    .returning({ last: orderCounters.last });
  if (!row) throw new Error('order counter upsert returned nothing');
  return String(row.last).padStart(3, '0');
}

/** The settings key of the sapaad_order_id sequence. */
export const SAPAAD_ORDER_ID_KEY = 'orders.last_sapaad_order_id';
/** The first sapaad_order_id handed out. */
export const FIRST_SAPAAD_ORDER_ID = 100001;

/**
 * The next sapaad_order_id (the POS's id for an order, used by the invoice paths): a server-wide
 * sequence kept in the settings table, starting at 100001.
 */
// our choice: a sequence of its own rather than the row id, so invoice links do not reveal how
// many rows the table has had, and the POS numbering can start where a real POS would.
export async function nextSapaadOrderId(tx: Transaction): Promise<number> {
  const [row] = await tx
    .insert(settings)
    .values({ key: SAPAAD_ORDER_ID_KEY, value: String(FIRST_SAPAAD_ORDER_ID) })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`(${settings.value}::bigint + 1)::text` },
    })
    .returning({ value: settings.value });
  if (!row) throw new Error('sapaad_order_id sequence upsert returned nothing');
  return Number.parseInt(row.value, 10);
}
