import type { OrderPayload, PaymentTypeName } from '@tabula/api-client';
import { add, parseAmount, subtract, toAmount } from '@tabula/engine';
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
import { splitCouponDiscount } from './split-coupon';
import { recordEffect } from '../http/idempotency';
import { withLockedBill } from './bill-transaction';
import { paymentPart, reserveEntry } from './payment-part';

/** Whether a payment payload pays part of a scan-and-pay table bill (B§1, B§3 order_id). */
export function paysTableBill(
  payload: OrderPayload,
): payload is OrderPayload & { order_id: number } {
  return payload.qr_source === 'scan_and_pay' && payload.order_id !== undefined;
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
  // A discount the restaurant put on the bill is already in the bill; the app sends the bill's
  // discounts back as it read them, so only the diner's own coupon is looked up.
  const [coupon] = await orderCoupons(app.db, session, venue.company.id, {
    discounts: payload.discounts.filter((discount) => !discount.applied_from_pos),
  });
  return withLockedBill(app, session, payload.order_id, async (bill) => {
    if (!isOpenBill(bill.order)) throw conflict('This bill is already paid', 'bill_paid');
    const paying = paymentPart(bill, { kind: 'diner', userId }, splitId);
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
    if (entrySplitId !== null) await reserveEntry(bill, entrySplitId, payment.reference);
    await recordEffect(bill.tx, { payment: payment.reference, earnedLoyalty: null });
    return { order: bill.order, payment };
  });
}
