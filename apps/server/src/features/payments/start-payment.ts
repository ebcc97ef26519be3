import type { OrderPayload, PaymentObject, PaymentType, PaymentTypeName } from '@tabula/api-client';
import type { AppContext } from '../../app-context';
import { eq } from 'drizzle-orm';
import { orders, payments } from '../../db/schema';
import { recordEffect, resumedEffect } from '../../http/idempotency';
import { unprocessable } from '../../http/http-error';
import type { SessionRecord } from '../../session/session-store';
import type { OrderRecord } from '../../orders/order-view';
import { placeOrder } from '../../orders/place-order';
import { paysTableBill, startSplitPayment } from '../../splits/split-payment-start';
import { paysOpenTab, startTabPayment } from '../../tables/tab-payment-start';
import { type Venue } from '../../venue/venue';
import { sessionVenue } from '../../venue/venue-snapshots';
import { paymentObjectFor } from '../../payments/payment-object';
import { replaceOwnPayment } from '../../payments/open-payment';
import {
  findPaymentByReference,
  paymentReferenceFor,
  type PaymentRecord,
} from '../../payments/payment-store';
import { projectedEarnedLoyalty } from './projected-loyalty';

/** Which payment types a start may use: any offered one, or those with a generic integration. */
export type Integration = 'any' | 'generic' | 'generic_standalone';

/** What a started payment is: the order, its payment row, and what the answer echoes. */
export interface StartedPayment {
  venue: Venue;
  order: OrderRecord;
  payment: PaymentRecord;
  paymentObject: PaymentObject;
  /** The points the order earns once paid; null for a diner who earns none. */
  earnedLoyalty: string | null;
}

/** The offered payment type of a provider (B§3 Payment type), or a 422 the app shows as 'Oops'. */
export function offeredPaymentType(
  venue: Venue,
  provider: PaymentTypeName,
  integration: Integration = 'any',
): PaymentType {
  const type = venue.paymentTypes.find(
    (candidate) =>
      candidate.payment_type === provider &&
      (integration !== 'generic' || candidate.generic_integration) &&
      (integration !== 'generic_standalone' || candidate.generic_standalone_integration),
  );
  if (!type) {
    throw unprocessable('This payment method is not available here', 'payment_type_unavailable', {
      payment_type: provider,
    });
  }
  return type;
}

/**
 * Places an order paid with a provider or at the cashier (B§4 Payment selection and place order;
 * B§7 Payments). The payload is priced again on the server with that provider, so its card
 * service charge applies (B§9) and a client total that differs is refused
 * (order_total_amount_mismatch, B§8); cash at a table and cash with loyalty are refused there too
 * (B§4). Then, in one transaction, the order and its payment row are stored:
 * - cash: the order is unconfirmed ('waiting for payment' at the counter, A§4) and unpaid, the
 *   payment in progress until the cashier records it in the POS (our choice);
 * - a provider: the order is payment_in_progress and pending, the payment in progress under a
 *   fresh unguessable reference until the provider's notification settles it.
 * A dine_ot payload naming the running order pays the diner's open tab instead: no order is
 * placed (tables/tab-payment-start.ts). A scan-and-pay payload naming the table's bill pays part
 * of it (splits/split-payment-start.ts); the diner's own attempt still open that the payload
 * names (replaces_payment) is abandoned first (payments/open-payment.ts), so paying again after
 * leaving a payment page never finds their own part taken.
 */
export async function startPayment(
  app: AppContext,
  session: SessionRecord,
  payload: OrderPayload,
  provider: PaymentTypeName,
  options: { integration?: Integration; standalone?: boolean; reference?: string } = {},
): Promise<StartedPayment> {
  const venue = await sessionVenue(app, session);
  const paymentType = offeredPaymentType(venue, provider, options.integration);
  const resumed = await resumedStart(app, session, venue, paymentType);
  if (resumed) return resumed;
  if (paysOpenTab(payload) || paysTableBill(payload)) {
    // issue 30: the diner's own earlier attempt this payment replaces gives way to it.
    if (payload.replaces_payment !== undefined) {
      const replaced = { orderId: payload.order_id, reference: payload.replaces_payment };
      await replaceOwnPayment(app, session, replaced, options.reference);
    }
    const started = paysOpenTab(payload)
      ? await startTabPayment(app, session, venue, payload, provider, options)
      : await startSplitPayment(app, session, venue, payload, provider, options);
    // our choice: a tab's loyalty is worked out when the whole tab is paid, not per payment;
    // a split of a table bill earns none (B§5: loyalty is not offered on a split).
    return {
      venue,
      ...started,
      paymentObject: paymentObjectFor(started.payment, paymentType, session.userId),
      earnedLoyalty: null,
    };
  }
  const cash = provider === 'cash';
  const now = app.now();
  const {
    order,
    stored: { payment, earnedLoyalty },
  } = await placeOrder(
    app,
    session,
    venue,
    payload,
    {
      paymentType: provider,
      status: cash ? 'unconfirmed' : 'payment_in_progress',
      paymentStatus: cash ? 'unpaid' : 'pending',
    },
    async (tx, placed, priced) => {
      const { totalAmount, tipsAmount } = priced;
      const [row] = await tx
        .insert(payments)
        .values({
          reference: paymentReferenceFor(options),
          orderId: placed.id,
          userId: session.userId,
          sessionId: session.id,
          provider,
          amount: totalAmount,
          tip: tipsAmount,
          currency: venue.company.currency,
          status: 'in_progress',
          source: 'web',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('payment insert returned nothing');
      const earned = await projectedEarnedLoyalty(tx, venue, session, priced);
      await recordEffect(tx, { payment: row.reference, earnedLoyalty: earned });
      return { payment: row, earnedLoyalty: earned };
    },
  );

  return {
    venue,
    order,
    payment,
    paymentObject: paymentObjectFor(payment, paymentType, session.userId),
    earnedLoyalty,
  };
}

/**
 * The payment an earlier request with this Idempotency-Key started before it died
 * (http/idempotency.ts), with its order as they stand now; null when there is none, and the
 * payment starts afresh. The steps after the start (a provider's page or intent) run again.
 */
async function resumedStart(
  app: AppContext,
  session: SessionRecord,
  venue: Venue,
  paymentType: PaymentType,
): Promise<StartedPayment | null> {
  const effect = resumedEffect();
  if (!effect || !('payment' in effect)) return null;
  const payment = await findPaymentByReference(app.db, effect.payment);
  if (!payment) return null;
  const [order] = await app.db.select().from(orders).where(eq(orders.id, payment.orderId));
  if (!order) return null;
  return {
    venue,
    order,
    payment,
    paymentObject: paymentObjectFor(payment, paymentType, session.userId),
    earnedLoyalty: effect.earnedLoyalty,
  };
}
