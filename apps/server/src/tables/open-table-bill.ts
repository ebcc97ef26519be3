import { channelName, type PosTableBillBody } from '@tabula/api-client';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import type { Database, Transaction } from '../db/client';
import { orders, outlets, qrCodes } from '../db/schema';
import { conflict, notFound, unprocessable } from '../http/http-error';
import { nextOrderNumber, nextSapaadOrderId, outletDay } from '../orders/order-number';
import type { OrderRecord } from '../orders/order-view';
import { PRICING_KEY, type StoredPricing } from '../orders/pricing/stored-pricing';
import { readTab } from '../orders/tab-lines';
import { deferredPublisher } from '../payments/deferred-publisher';
import type { RealtimePublisher } from '../ports/realtime-publisher';
import { isRunningBill } from './table-bill';
import { lockTable } from './table-tab';
import { preparedPerConnection } from '../db/prepared';
import { loadVenue } from '../venue/venue';
import { currentVenues, type VenueReader } from '../venue/venue-snapshots';
import { priceBillAddition, priceBillItems } from '../orders/pricing/price-bill-items';
import {
  orderMoneyEndFrom,
  orderPaymentsJson,
  paymentRowsOf,
  type MoneyEnd,
} from '../refunds/order-money-end';

/** The payment statuses that hold a bill as it is: someone is paying it, or paid it. */
const STARTED: ReadonlySet<string> = new Set(['in_progress', 'paid']);

/** A scan-and-pay table's bill after staff opened it or added to it. */
export interface TableBillResult {
  order: OrderRecord;
  /** The table's number, for the POS's view of the order. */
  tableNumber: string;
  /** Whether the items went onto a bill the table already had. */
  added: boolean;
  /** Why the bill's money is gone (a voided payment of the whole bill), read with the bill. */
  moneyEnd: MoneyEnd | null;
}

/**
 * What a change to the table's bill reads once it holds the table's lock, in one query: how its
 * live QR code runs it, the outlet's venue version, its running bill (isRunningBill: the newest
 * running, unpaid order of the table) and that bill's payments (whether someone started paying
 * it, and what the POS's answer says of its money). Built once per connection
 * (preparedPerConnection): every POS action on a bill runs it.
 */
const billFactsQuery = preparedPerConnection((tx) =>
  tx
    .select({
      // The table's live code: a replaced one keeps how the table ran when it was replaced.
      qrSource: qrCodes.qrSource,
      dineMode: qrCodes.dineMode,
      venueVersion: outlets.venueVersion,
      running: orders,
      payments: orderPaymentsJson(orders.id),
    })
    .from(outlets)
    .leftJoin(
      qrCodes,
      and(eq(qrCodes.tableId, sql.placeholder('tableId')), isNull(qrCodes.retiredAt)),
    )
    .leftJoin(
      orders,
      and(
        eq(orders.outletId, outlets.id),
        eq(orders.tableId, sql.placeholder('tableId')),
        isRunningBill(),
      ),
    )
    .where(eq(outlets.id, sql.placeholder('outletId')))
    .orderBy(desc(orders.id))
    .limit(1)
    .prepare('bill_facts'),
);

async function billFacts(tx: Transaction, table: { id: number; outletId: number }) {
  const [facts] = await billFactsQuery(tx).execute({ tableId: table.id, outletId: table.outletId });
  if (!facts) throw notFound('This outlet does not exist', 'outlet_not_found');
  return facts;
}

/** Writes a bill's new details, total and version, if its version is still `readVersion`. */
const updateBillQuery = preparedPerConnection((tx) =>
  tx
    .update(orders)
    // Placeholders in set are SQL to drizzle's types: pg sends the details as JSON and the time
    // as a timestamp, as the columns would.
    .set({
      details: sql`${sql.placeholder('details')}`,
      totalAmount: sql`${sql.placeholder('totalAmount')}`,
      version: sql`${sql.placeholder('version')}`,
      updatedAt: sql`${sql.placeholder('updatedAt')}`,
    })
    .where(
      and(eq(orders.id, sql.placeholder('id')), eq(orders.version, sql.placeholder('readVersion'))),
    )
    .returning({ id: orders.id })
    .prepare('update_bill'),
);

/**
 * Opens a scan-and-pay table's bill, or adds to the one it has, inside the caller's transaction
 * and under the table's lock (lockTable), so staff at two tills opening the same table's bill at
 * once end with one bill holding both their items. A new bill is the restaurant's own order:
 * confirmed, unpaid, a group order with no diner or session, qr_source scan_and_pay, version 1,
 * its order_details priced by the engine for dine-in with the stored pricing beside them (so it
 * is priced again, split and paid exactly like an open tab's order). Items added to a running
 * bill keep the bill's stored prices, promotions and charges for the lines already on it; the
 * whole bill is priced again, once, with them (priceBillAddition: the limits weigh what the
 * addition adds) and its version goes up by one; the covers become the ones sent.
 * When a publisher is given, the bill's followers hear order_updated by 'pos' after an addition.
 *
 * @throws HttpError 404 table_not_found; 422 not_scan_and_pay_table and the refusals of
 *   priceBillItems and priceBillAddition; 409 bill_payment_started
 */
// spec: B§1 scan-and-pay (the bill comes from the POS); B§6 POS staff (billing, order updates);
// B§7 order_updated (order_id, updated_by).
export async function openTableBillIn(
  tx: Transaction,
  tableId: number,
  body: PosTableBillBody,
  now: Date,
  publisher?: RealtimePublisher,
  readVenue: VenueReader = loadVenue,
): Promise<TableBillResult> {
  const table = await lockTable(tx, tableId);
  if (!table) throw notFound('No such table', 'table_not_found');
  const { qrSource, dineMode, venueVersion, running, ...facts } = await billFacts(tx, table);
  if (qrSource !== 'scan_and_pay') {
    throw unprocessable(
      `Table ${table.number} is not a scan-and-pay table: its diners order themselves`,
      'not_scan_and_pay_table',
      { qr_source: qrSource },
    );
  }
  const venue = await readVenue(tx as unknown as Database, {
    outletId: table.outletId,
    tableId,
    version: venueVersion,
  });
  const place = { venue, tableId, dineMode, now };

  if (running) {
    // B§4 Payment, B§8 payment_in_progress: a payment in progress or paid would no longer cover
    // a bill that grew.
    const billPayments = paymentRowsOf(facts.payments);
    const started = billPayments.find((payment) => STARTED.has(payment.status));
    if (started) {
      throw conflict(
        'Someone has started paying this bill: it cannot change now',
        'bill_payment_started',
        { order_id: running.id, payment_status: started.status },
      );
    }
    const version = running.version + 1;
    const priced = priceBillAddition(place, readTab(running), body, version);
    const changes = {
      details: { ...priced.details, covers: body.covers },
      totalAmount: priced.totalAmount,
      version,
      updatedAt: now,
    };
    // The bill as stored is the row read under the lock with these changes: only the id comes
    // back, not the details just sent.
    const [updated] = await updateBillQuery(tx).execute({
      ...changes,
      id: running.id,
      readVersion: running.version,
    });
    if (!updated) throw new Error(`the bill ${String(running.id)} changed under the table's lock`);
    const row = { ...running, ...changes };
    publisher?.publish(channelName('track_order', row.id), 'order_updated', {
      order_id: row.id,
      updated_by: 'pos',
    });
    return {
      order: row,
      tableNumber: table.number,
      added: true,
      moneyEnd: await orderMoneyEndFrom(tx as unknown as Database, row, billPayments),
    };
  }

  const priced = priceBillItems(place, body, 1);
  const pricing: StoredPricing = {
    input: priced.input,
    loyalty_points: '0',
    loyalty_from_pos: false,
  };
  const [row] = await tx
    .insert(orders)
    .values({
      companyId: venue.company.id,
      outletId: table.outletId,
      tableId,
      userId: null,
      sessionId: null,
      orderNumber: await nextOrderNumber(tx, table.outletId, outletDay(venue.timeZone, now)),
      sapaadOrderId: await nextSapaadOrderId(tx),
      // The restaurant made it: nothing for the kitchen to confirm.
      status: 'confirmed',
      eta: null,
      qrSource: 'scan_and_pay',
      dineMode,
      isGroupOrder: true,
      details: { ...priced.details, [PRICING_KEY]: pricing },
      totalAmount: priced.bill.total_amount,
      currency: venue.company.currency,
      paymentStatus: 'unpaid',
      version: 1,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('bill insert returned nothing');
  // A new bill has no payment: its money stands.
  return { order: row, tableNumber: table.number, added: false, moneyEnd: null };
}

/**
 * POST /pos/api/tables/{id}/bill: {@link openTableBillIn} in a transaction of its own; the live
 * event goes out only once it committed.
 */
export async function openTableBill(
  app: AppContext,
  tableId: number,
  body: PosTableBillBody,
): Promise<TableBillResult> {
  const events = deferredPublisher(app);
  const result = await app.db.transaction((tx) =>
    openTableBillIn(tx, tableId, body, app.now(), events.publisher, currentVenues(app)),
  );
  events.flush();
  return result;
}
