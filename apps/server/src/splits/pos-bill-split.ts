import type { PosBillPaymentBody, PosBillSplit, PosSplitBillBody } from '@tabula/api-client';
import { parseAmount, toAmount } from '@tabula/engine';
import type { AppContext } from '../app-context';
import { payments } from '../db/schema';
import { notFound, unprocessable } from '../http/http-error';
import { newPaymentReference } from '../payments/payment-store';
import { isOpenBill, scanAndPayBill } from './bill-access';
import { lockBill } from './bill-split-store';
import { readBill, withLockedBill, type LockedBill } from './bill-transaction';
import { paymentPart, reserveEntry } from './payment-part';
import { settleSplitPayment } from './split-payment-settle';
import { saveSplitPreference } from './split-preference';
import { withDinerNames } from './split-diners';
import { billSplitView, viewOf } from './split-view';

const noBill = () => notFound('This table has no open bill', 'no_bill');

/** The open bill of a table, for staff; 404 no_bill when there is none. */
async function openBillId(app: AppContext, tableId: number): Promise<number> {
  const order = await scanAndPayBill(app.db, tableId);
  if (!order) throw noBill();
  return order.id;
}

/** Runs a staff change of the table's bill under the bill's lock. */
async function withTableBill<T>(
  app: AppContext,
  tableId: number,
  change: (bill: LockedBill) => Promise<T>,
): Promise<T> {
  const orderId = await openBillId(app, tableId);
  return withLockedBill(app, null, orderId, change, async (tx) => {
    const order = await lockBill(tx, orderId);
    if (order?.tableId !== tableId || !isOpenBill(order)) throw noBill();
    return order;
  });
}

/** The table bill's split state, as staff see it: with the names of the diners it names. */
export async function posBillSplit(app: AppContext, tableId: number): Promise<PosBillSplit> {
  const order = await scanAndPayBill(app.db, tableId);
  if (!order) throw noBill();
  const read = await readBill(app, app.db, order, app.now());
  return withDinerNames(app.db, billSplitView(order, read.state, read.ledger, read.now));
}

/**
 * Staff split the table's bill from the POS (B§2 split-bill-started-from-POS screen; B§7
 * split_bill_generated): the same rules as a diner's preference (src/splits/split-preference.ts);
 * the diners' phones show the screen with Proceed.
 *
 * @throws HttpError 404 no_bill; 409 split_already_done
 */
export async function posSplitBill(
  app: AppContext,
  tableId: number,
  body: PosSplitBillBody,
): Promise<PosBillSplit> {
  return withTableBill(app, tableId, async (bill) => {
    const preference =
      body.split_type === 'equal'
        ? { type: 'equal' as const, count: body.split_count }
        : { type: body.split_type };
    const state = await saveSplitPreference(bill, preference, 'pos');
    return withDinerNames(bill.tx, (await viewOf(bill, state)).view);
  });
}

/**
 * Staff take a part of the table's bill at the counter (B§6 POS staff: payments): an equal
 * split, a diner's item-wise entry, or everything unpaid, in cash or by card on the counter's
 * terminal. It is recorded paid at once and settles as a diner's payment does (the table hears
 * payment_recorded with payment_source pos); a part paid or being paid is refused.
 *
 * @throws HttpError 404 no_bill; 409 split_part_taken; 422 split_not_found, nothing_to_pay
 */
export async function posRecordBillPayment(
  app: AppContext,
  tableId: number,
  body: PosBillPaymentBody,
): Promise<PosBillSplit> {
  return withTableBill(app, tableId, async (bill) => {
    const { part, amount, userId, entrySplitId } = paymentPart(
      bill,
      { kind: 'staff' },
      body.split_id ?? null,
    );
    if (parseAmount(amount).isZero()) {
      throw unprocessable('Nothing is left to pay on this bill', 'nothing_to_pay');
    }
    const precision = bill.venue.company.decimal_precision;
    const reference = newPaymentReference();
    if (entrySplitId !== null) await reserveEntry(bill, entrySplitId, reference);
    const [payment] = await bill.tx
      .insert(payments)
      .values({
        reference,
        orderId: bill.order.id,
        userId,
        sessionId: null,
        provider: body.payment_type,
        amount: toAmount(amount, precision),
        tip: toAmount('0', precision),
        currency: bill.venue.company.currency,
        status: 'paid',
        source: 'pos',
        splitPart: part,
        createdAt: bill.now,
        updatedAt: bill.now,
      })
      .returning();
    if (!payment) throw new Error('payment insert returned nothing');
    const paymentType = bill.venue.paymentTypes.find(
      (type) => type.payment_type === body.payment_type,
    ) ?? { id: 1, title: body.payment_type };
    const order = await settleSplitPayment(
      bill.tx,
      { payment, order: bill.order, bill: bill.bill, paid: true, paymentType, now: bill.now },
      bill.publisher,
    );
    const read = await readBill(app, bill.tx, order, bill.now);
    return withDinerNames(bill.tx, billSplitView(order, read.state, read.ledger, bill.now));
  });
}
