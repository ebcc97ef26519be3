import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { newReference, chargeCard, signedInGuest } from '../card-payments/support';
import { cafePayload, paymentRow } from '../payments/support/checkout';
import { placeCashOrder } from '../pos/support/orders';
import { staff } from '../pos/support/staff';
import { signedInDiner } from '../support/accounts';
import { Diner } from '../support/diner';
import type { TestServer } from '../support/harness';

/*
 * Shared steps of the refund tests: a payment to give back (a connected-card payment settled by
 * the sandbox's notification, or cash taken at the counter) and staff's refund of it.
 */

/** The POS path of a payment's refunds. */
export const refundsOf = (reference: string) => `/pos/api/payments/${reference}/refunds`;

/** The POS path of an order's payments. */
export const paymentsOf = (orderId: number) => `/pos/api/orders/${String(orderId)}/payments`;

/** Staff's refund of a payment, under a new refund key unless the body names one. */
export const refund = (t: TestServer, reference: string, body: Record<string, unknown>) =>
  staff(t, 'POST', refundsOf(reference), { refund_key: randomUUID(), ...body });

/** A guest's connected-card payment of the cafe's flat white, started and not paid yet. */
export async function startCardPayment(
  t: TestServer,
): Promise<{ diner: Diner; reference: string }> {
  const diner = await signedInGuest(t);
  const payload = await cafePayload(t, diner, { paymentType: 'stripe_connect' });
  const reference = newReference();
  const answer = await diner.post(
    '/sapaad_payments/stripe_connect/v1/payment_intents',
    {
      order_details: { ...payload, payment: { ...payload.payment, payment_mode: 'card' } },
      reference_id: reference,
    },
    Diner.idempotent(),
  );
  expect(answer.status, answer.text).toBe(200);
  return { diner, reference };
}

/** A connected-card payment of the cafe's flat white, started and not paid yet. */
export async function startedCardPayment(t: TestServer): Promise<string> {
  return (await startCardPayment(t)).reference;
}

/** The same, paid with a card on the sandbox and settled by its notification; with its diner. */
export async function payByCard(t: TestServer): Promise<{ diner: Diner; reference: string }> {
  const started = await startCardPayment(t);
  const payment = await paymentRow(t, started.reference);
  chargeCard(t, payment.providerPaymentId ?? '', '4242424242424242');
  await t.cardSandbox.stripeWebhooks.deliverPending();
  expect((await paymentRow(t, started.reference)).status).toBe('paid');
  return started;
}

/** The same, paid with a card on the sandbox and settled by its notification. */
export async function paidCardPayment(t: TestServer): Promise<string> {
  return (await payByCard(t)).reference;
}

/**
 * A cafe order a registered diner placed at the counter and paid there in cash: the order, its
 * payment and the diner.
 */
export async function paidCashOrder(
  t: TestServer,
): Promise<{ orderId: number; reference: string; amount: string; diner: Diner }> {
  const { diner } = await signedInDiner(t);
  const order = await placeCashOrder(t, diner, 'cafe', [
    { item: t.seed.cafe.items.flatWhite ?? 0 },
  ]);
  const paid = await staff<{ payment: { reference: string } }>(t, 'POST', paymentsOf(order.id), {
    payment_type: 'cash',
    amount: order.totalAmount,
  });
  expect(paid.status, paid.text).toBe(200);
  return {
    orderId: order.id,
    reference: paid.body.payment.reference,
    amount: order.totalAmount,
    diner,
  };
}

/** What the card sandbox gave back of a payment, in minor units, oldest first. */
export async function refundedAtProvider(t: TestServer, reference: string): Promise<number[]> {
  const { providerPaymentId } = await paymentRow(t, reference);
  return [...t.cardSandbox.stripe.refunds.values()]
    .filter((given) => given.payment_intent === providerPaymentId)
    .map((given) => given.amount);
}
