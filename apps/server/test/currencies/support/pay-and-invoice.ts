import { payments as paymentCalls, type OrderPayload } from '@tabula/api-client';
import { expect } from 'vitest';
import { newReference } from '../../card-payments/support';
import { pdfTextLines } from '../../invoices/support/pdf-text';
import { orderRow, paymentRow } from '../../payments/support/checkout';
import { newestOrderOf } from '../../pos/support/orders';
import { staff } from '../../pos/support/staff';
import { Diner } from '../../support/diner';
import type { TestServer } from '../../support/harness';

/*
 * The steps after a cart of the currency tests, over real HTTP: the order placed to pay at the
 * counter and its cash recorded by the POS, or paid by card through Stripe's sandbox; the
 * invoice read back as the lines of its PDF.
 */

/** Places the order at the counter (pay at the cashier) and answers the stored order. */
export async function placeAtCounter(t: TestServer, diner: Diner, payload: OrderPayload) {
  const placed = await diner.post(
    '/payments/pay_at_cashier',
    { order_details: payload },
    Diner.idempotent(),
  );
  expect(placed.status, placed.text).toBe(200);
  return newestOrderOf(t, diner);
}

/** The cash staff record at the POS for the whole order: the payment the POS answered. */
export async function cashAtPos(t: TestServer, orderId: number, amount: string) {
  const paid = await staff<{ payment: { amount: string; status: string; provider: string } }>(
    t,
    'POST',
    `/pos/api/orders/${String(orderId)}/payments`,
    { payment_type: 'cash', amount },
  );
  expect(paid.status, paid.text).toBe(200);
  return paid.body.payment;
}

/**
 * Pays the payload by card as the app does with Stripe: the server makes the intent, Stripe.js
 * confirms the card at the sandbox, the order is sent with the intent. Answers the intent as
 * Stripe holds it (amount in minor units, currency) and the stored payment and order.
 */
export async function payByStripe(
  t: TestServer,
  diner: Diner,
  payload: OrderPayload,
): Promise<{
  intent: { amount: number; currency: string };
  payment: Awaited<ReturnType<typeof paymentRow>>;
  order: Awaited<ReturnType<typeof orderRow>>;
}> {
  const reference = newReference();
  const asked = await diner.post(
    '/payments/stripe/v1/payment_intents',
    { order_details: payload, reference_code: reference, save_card: false },
    Diner.idempotent(),
  );
  expect(asked.status, asked.text).toBe(200);
  const { payment_intent_id: intentId } = paymentCalls.stripeIntent.response.parse(asked.body);
  const intent = t.cardSandbox.stripe.intent(intentId);
  const card = t.cardSandbox.stripe.tokenise({
    number: '4242424242424242',
    expMonth: 9,
    expYear: 2031,
    cvc: '123',
  });
  t.cardSandbox.stripe.confirm(intentId, { paymentMethod: card.id });
  if (!payload.payment) throw new Error('no payment in the payload');
  const placed = await diner.post(
    '/payments/stripe/v1/orders',
    {
      order_details: {
        ...payload,
        payment: {
          ...payload.payment,
          save_card: false,
          transaction_id: intentId,
          reference_code: reference,
          total_amount: payload.total_amount,
        },
      },
    },
    Diner.idempotent(),
  );
  expect(placed.status, placed.text).toBe(200);
  const payment = await paymentRow(t, reference);
  return { intent, payment, order: await orderRow(t, payment.orderId) };
}

/** The text lines of the order's invoice PDF, downloaded with the diner's cookie. */
export async function invoiceLines(
  t: TestServer,
  diner: Diner,
  sapaadOrderId: number | null,
): Promise<string[]> {
  const response = await fetch(`${t.url}/invoices/${String(sapaadOrderId)}.pdf?download=true`, {
    headers: { cookie: diner.cookieHeader(), 'accept-language': 'en' },
  });
  expect(response.status).toBe(200);
  return pdfTextLines(Buffer.from(await response.arrayBuffer()));
}
