import { and, eq, isNotNull } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { billSplits, orders, payments } from '../db/schema';
import type { OrderRecord } from '../orders/order-view';
import { storedEntriesSchema, storedQueueSchema, type StoredEntry } from './split-entries';
import { splitPartSchema, type SplitPart } from './split-part';

/** A bill's split state as stored (bill_splits), parsed. */
export interface BillSplitState {
  orderId: number;
  tableId: number;
  splitType: 'none' | 'equal' | 'manual';
  splitCount: number;
  queue: { user_id: number; paid: boolean }[];
  entries: StoredEntry[];
  manualHolder: number | null;
  manualHoldUntil: Date | null;
  splitBy: 'diner' | 'pos' | null;
}

/** A payment of part of the bill. */
export interface SplitPaymentRecord {
  reference: string;
  status: string;
  provider: string;
  source: string;
  userId: number | null;
  amount: string;
  tip: string;
  part: SplitPart;
  createdAt: Date;
}

/**
 * Locks the bill's order row (select … for update): every change of a bill's split takes it
 * first, so diners and staff acting on one bill at once are decided one after the other.
 *
 * @returns the order, or null when there is none
 */
export async function lockBill(tx: Queryable, orderId: number): Promise<OrderRecord | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order ?? null;
}

/** The bill's split state; a bill never split reads as split type none. */
export async function loadBillSplit(
  db: Queryable,
  order: Pick<OrderRecord, 'id' | 'tableId'>,
): Promise<BillSplitState> {
  const [row] = await db.select().from(billSplits).where(eq(billSplits.orderId, order.id));
  if (!row) {
    return {
      orderId: order.id,
      tableId: order.tableId ?? 0,
      splitType: 'none',
      splitCount: 0,
      queue: [],
      entries: [],
      manualHolder: null,
      manualHoldUntil: null,
      splitBy: null,
    };
  }
  return {
    orderId: row.orderId,
    tableId: row.tableId,
    splitType: row.splitType as BillSplitState['splitType'],
    splitCount: row.splitCount,
    queue: storedQueueSchema.parse(row.equalQueue),
    entries: storedEntriesSchema.parse(row.entries),
    manualHolder: row.manualHolder,
    manualHoldUntil: row.manualHoldUntil,
    splitBy: row.splitBy as BillSplitState['splitBy'],
  };
}

/** Stores the bill's split state (inside the transaction that locked the bill). */
export async function saveBillSplit(
  tx: Queryable,
  state: BillSplitState,
  now: Date,
): Promise<void> {
  const values = {
    tableId: state.tableId,
    splitType: state.splitType,
    splitCount: state.splitCount,
    equalQueue: state.queue,
    entries: state.entries,
    manualHolder: state.manualHolder,
    manualHoldUntil: state.manualHoldUntil,
    splitBy: state.splitBy,
    updatedAt: now,
  };
  await tx
    .insert(billSplits)
    .values({ orderId: state.orderId, ...values })
    .onConflictDoUpdate({ target: billSplits.orderId, set: values });
}

/** Every payment of part of the bill, oldest first. */
export async function splitPayments(db: Queryable, orderId: number): Promise<SplitPaymentRecord[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), isNotNull(payments.splitPart)))
    .orderBy(payments.id);
  return rows.map((row) => ({
    reference: row.reference,
    status: row.status,
    provider: row.provider,
    source: row.source,
    userId: row.userId,
    amount: row.amount,
    tip: row.tip,
    part: splitPartSchema.parse(row.splitPart),
    createdAt: row.createdAt,
  }));
}
