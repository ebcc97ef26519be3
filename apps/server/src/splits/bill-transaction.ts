import type { AppContext } from '../app-context';
import type { Database } from '../db/client';
import type { OrderRecord } from '../orders/order-view';
import { deferredPublisher } from '../payments/deferred-publisher';
import { expireStalePayment } from '../payments/expire-stale-payment';
import { findPaymentByReference } from '../payments/payment-store';
import type { RealtimePublisher } from '../ports/realtime-publisher';
import type { SessionRecord } from '../session/session-store';
import { type Venue } from '../venue/venue';
import { currentVenue } from '../venue/venue-snapshots';
import { sessionBill } from './bill-access';
import { storedBill } from './stored-bill';
import { loadBillSplit, splitPayments, type BillSplitState } from './bill-split-store';
import { isRunning, splitLedger, type SplitLedger } from './split-ledger';

/** Everything a change of a bill's split works with, read under the bill's lock. */
export interface LockedBill {
  tx: Database;
  order: OrderRecord;
  venue: Venue;
  bill: ReturnType<typeof storedBill>;
  state: BillSplitState;
  ledger: SplitLedger;
  now: Date;
  /** Live events, sent once the transaction commits. */
  publisher: RealtimePublisher;
}

/**
 * Reads a bill's split with everything it needs: the bill, its split state, its payments and
 * the ledger worked out from them.
 */
export async function readBill(
  app: AppContext,
  db: Database,
  order: OrderRecord,
  now: Date,
): Promise<Omit<LockedBill, 'tx' | 'publisher'>> {
  const venue = await currentVenue(app, db, { outletId: order.outletId, tableId: order.tableId });
  const bill = storedBill(order, venue);
  const state = await loadBillSplit(db, order);
  const payments = await splitPayments(db, order.id);
  return { order, venue, bill, state, ledger: splitLedger(bill, state, payments, now), now };
}

/**
 * Abandons the bill's split payments left past the overall payment timeout (B§9, 665 s), so a
 * provider answering late can never settle a part someone else has since taken.
 */
export async function expireStaleSplitPayments(app: AppContext, orderId: number): Promise<void> {
  const now = app.now();
  for (const payment of await splitPayments(app.db, orderId)) {
    if (payment.status !== 'in_progress' || isRunning(payment, now)) continue;
    const row = await findPaymentByReference(app.db, payment.reference);
    if (row) await expireStalePayment(app, row);
  }
}

/**
 * Runs a change of the session's table bill in one transaction under the bill's lock
 * (src/splits/bill-split-store.ts lockBill), with its split read fresh; live events go out
 * after the commit.
 *
 * @throws HttpError 404 order_not_found when the order is not the bill of the session's table
 */
export async function withLockedBill<T>(
  app: AppContext,
  session: SessionRecord | null,
  orderId: number,
  change: (bill: LockedBill) => Promise<T>,
  lockOrder: (tx: Database) => Promise<OrderRecord> = (tx) => {
    if (session === null) throw new Error('a change of a bill by a diner needs their session');
    return sessionBill(tx, session, orderId, { lock: true });
  },
): Promise<T> {
  await expireStaleSplitPayments(app, orderId);
  const events = deferredPublisher(app);
  const result = await app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const order = await lockOrder(tx);
    const read = await readBill(app, tx, order, app.now());
    return change({ ...read, tx, publisher: events.publisher });
  });
  events.flush();
  return result;
}
