import type { OrderPayload, PaymentTypeName } from '@tabula/api-client';
import {
  add,
  parseAmount,
  splitSlotPayBlocker,
  subtract,
  toAmount,
  type Amount,
} from '@tabula/engine';
import type { AppContext } from '../app-context';
import { payments } from '../db/schema';
import { conflict, unprocessable } from '../http/http-error';
import type { OrderRecord } from '../orders/order-view';
import { orderCoupons } from '../orders/pricing/order-coupons';
import { TOTAL_MISMATCH_MESSAGE, tipOf } from '../orders/pricing/price-order-payload';
import { paymentReferenceFor, type PaymentRecord } from '../payments/payment-store';
import type { SessionRecord } from '../session/session-store';
import type { Venue } from '../venue/venue';
import { isOpenBill, splitUser } from './bill-access';
import { saveBillSplit } from './bill-split-store';
import { splitCouponDiscount } from './split-coupon';
import { withLockedBill, type LockedBill } from './bill-transaction';
import { pieceKey, piecesAmount, unpaidPieces } from './split-ledger';
import type { SplitPart } from './split-part';

/** Whether a payment payload pays part of a scan-and-pay table bill (B§1, B§3 order_id). */
export function paysTableBill(
  payload: OrderPayload,
): payload is OrderPayload & { order_id: number } {
  return payload.qr_source === 'scan_and_pay' && payload.order_id !== undefined;
}

const partTaken = (message = 'Someone else has just paid or is paying this part of the bill') =>
  conflict(message, 'split_part_taken');
const notYours = () => conflict('This part of the bill is not yours to pay', 'split_not_yours');

/** What a payment pays and its amount before the tip. */
export interface PaymentPart {
  part: SplitPart;
  amount: Amount;
  /** The item-wise entry it pays, if any. */
  entrySplitId: number | null;
}

/**
 * Works out what a diner's payment pays (B§4 Split bill; ADR 0007): the entry named in the
 * payload's splitBillData, or everything still unpaid when none is named.
 * - An equal split: the diner holds it, or is the only diner in the queue and it is free (B§4
 *   "the single payer"; the engine's splitSlotPayBlocker); it pays the split's share.
 * - An item-wise entry: the diner's own, not paid, its pieces still theirs; it pays the pieces.
 * - Everything unpaid: nobody else is paying or holding a part; it pays what remains.
 *
 * @throws HttpError 409 split_part_taken, split_not_yours; 422 split_not_found
 */
export function paymentPart(bill: LockedBill, userId: number, splitId: number | null): PaymentPart {
  const { state, ledger } = bill;
  if (splitId === null) {
    const othersHold =
      ledger.running.length > 0 || ledger.liveEntries.some((entry) => entry.user_id !== userId);
    if (othersHold) throw partTaken('Someone else is paying part of this bill now');
    const split_ids =
      state.splitType === 'equal'
        ? state.queue.flatMap((_, i) => (ledger.paidSplits.has(i + 1) ? [] : [i + 1]))
        : [];
    const pieces = state.splitType === 'equal' ? [] : unpaidPieces(ledger);
    return {
      part: { kind: 'rest', split_ids, pieces },
      amount: ledger.remaining,
      entrySplitId: null,
    };
  }
  if (state.splitType === 'equal') {
    if (splitId > state.queue.length) {
      throw unprocessable('The bill has no such split', 'split_not_found', { split_id: splitId });
    }
    const blocker = splitSlotPayBlocker(state.queue, splitId, userId);
    if (blocker === 'slot_paid' || ledger.payingSplits.has(splitId)) throw partTaken();
    if (blocker !== null) throw notYours();
    return {
      part: { kind: 'equal', split_ids: [splitId], pieces: [] },
      amount: ledger.shares[splitId - 1] ?? '0',
      entrySplitId: null,
    };
  }
  const entry = state.entries.find((candidate) => candidate.split_id === splitId);
  if (!entry || state.splitType !== 'manual') {
    throw unprocessable('The bill has no such split', 'split_not_found', { split_id: splitId });
  }
  if (entry.user_id !== userId) throw notYours();
  if (entry.status === 'completed') throw partTaken('You have already paid these items');
  const live = ledger.liveEntries.includes(entry);
  if (live && entry.payment_reference !== null) throw partTaken();
  // An entry that lapsed or failed pays again only if nobody has taken its pieces since.
  if (!live && entry.pieces.some((piece) => ledger.holds.has(pieceKey(piece)))) throw partTaken();
  return {
    part: { kind: 'items', split_ids: [entry.split_id], pieces: entry.pieces },
    amount: piecesAmount(ledger, entry.pieces),
    entrySplitId: entry.split_id,
  };
}

/**
 * A diner pays part of the table's bill with a provider (B§4 Payment, Split bill; B§7; ADR 0007).
 * Under the bill's lock the part is worked out and reserved: the payment row is stored in
 * progress naming the part (payments.split_part), an item-wise entry records the payment, and a
 * second payment of the same part is refused before any provider is called. The amount is the
 * part, less the diner's coupon (B§5 base: src/splits/split-coupon.ts), plus their tip (B§5);
 * the payload's total must equal it.
 *
 * @throws HttpError 401 sign_in_required; 404 order_not_found; 409 bill_paid, split_part_taken,
 *   split_not_yours; 422 cash_only_dine_pf, invalid_tip, split_not_found, nothing_to_pay,
 *   order_total_amount_mismatch
 */
export async function startSplitPayment(
  app: AppContext,
  session: SessionRecord,
  venue: Venue,
  payload: OrderPayload & { order_id: number },
  provider: PaymentTypeName,
  options: { standalone?: boolean; reference?: string } = {},
): Promise<{ order: OrderRecord; payment: PaymentRecord }> {
  const userId = splitUser(session);
  // spec: B§4, at a table cash is removed from the diner's options (staff take cash at the POS).
  if (provider === 'cash') {
    throw unprocessable(
      'Unable to place order. Please contact the restaurant or try again later.',
      'cash_only_dine_pf',
    );
  }
  const precision = venue.company.decimal_precision;
  const tip = tipOf(venue, payload.tips_amount) === null ? '0' : payload.tips_amount;
  const splitId = payload.splitBillData?.[0]?.splitId ?? null;
  const [coupon] = await orderCoupons(app.db, session, venue.company.id, payload);
  return withLockedBill(app, session, payload.order_id, async (bill) => {
    if (!isOpenBill(bill.order)) throw conflict('This bill is already paid', 'bill_paid');
    const paying = paymentPart(bill, userId, splitId);
    const { amount, entrySplitId } = paying;
    const discount = splitCouponDiscount(bill, paying, coupon);
    const part = parseAmount(discount).isZero() ? paying.part : { ...paying.part, discount };
    const total = toAmount(add(subtract(amount, discount), tip), precision);
    if (parseAmount(amount).isZero()) {
      throw unprocessable('Nothing is left to pay on this bill', 'nothing_to_pay');
    }
    if (!parseAmount(payload.total_amount).equals(parseAmount(total))) {
      throw unprocessable(TOTAL_MISMATCH_MESSAGE, 'order_total_amount_mismatch', {
        expected: total,
        received: payload.total_amount,
      });
    }
    const [payment] = await bill.tx
      .insert(payments)
      .values({
        reference: paymentReferenceFor(options),
        orderId: bill.order.id,
        userId,
        sessionId: session.id,
        provider,
        amount: total,
        tip: toAmount(tip, precision),
        currency: venue.company.currency,
        status: 'in_progress',
        source: 'web',
        splitPart: part,
        createdAt: bill.now,
        updatedAt: bill.now,
      })
      .returning();
    if (!payment) throw new Error('payment insert returned nothing');
    if (entrySplitId !== null) {
      const entries = bill.state.entries.map((entry) =>
        entry.split_id === entrySplitId
          ? { ...entry, status: 'in_progress' as const, payment_reference: payment.reference }
          : entry,
      );
      await saveBillSplit(bill.tx, { ...bill.state, entries }, bill.now);
    }
    return { order: bill.order, payment };
  });
}
