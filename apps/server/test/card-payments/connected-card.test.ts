import { stripeConnect } from '@tabula/api-client';
import { toMinorUnits } from '@tabula/engine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, savedCards } from '../../src/db/schema';
import { signedInDiner } from '../support/accounts';
import { DATABASE_KINDS } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import { cafePayload, orderRow, paymentRow } from '../payments/support/checkout';
import {
  answerChallenge,
  signedInGuest,
  listenToPayment,
  newReference,
  payWithCard,
  chargeCard,
} from './support';
import { settingsOf } from '../support/harness';

const PATH = '/sapaad_payments/stripe_connect/v1/payment_intents';

describe.each(DATABASE_KINDS)('connected card payments (Stripe through its SDK) on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  /** The cafe's flat white paid by connected card, with the payment's extra fields. */
  async function cardPayload(diner: Diner, payment: Record<string, unknown> = {}) {
    const payload = await cafePayload(t, diner, { paymentType: 'stripe_connect' });
    if (!payload.payment) throw new Error('no payment in the payload');
    return { ...payload, payment: { ...payload.payment, payment_mode: 'card', ...payment } };
  }

  async function start(diner: Diner, reference: string, payment: Record<string, unknown> = {}) {
    const order_details = await cardPayload(diner, payment);
    const answer = await diner.post(
      PATH,
      { order_details, reference_id: reference },
      Diner.idempotent(),
    );
    return { answer, order_details };
  }

  it('a new card: intent announced, card typed on the sandbox origin, settled by the signed notification', async () => {
    const diner = await signedInGuest(t);
    const reference = newReference();
    const { log, channel, socket } = await listenToPayment(t, diner, reference);
    const { answer, order_details } = await start(diner, reference);
    expect(answer.status).toBe(200);
    expect(stripeConnect.createPaymentIntent.response.parse(answer.body).reference_id).toBe(
      reference,
    );

    const created = await log.waitFor(
      (e) => e.channel === channel && e.event === 'payment_intent_created',
    );
    const event = created.payload as {
      client_secret: string;
      return_url: string;
      confirm_url: string;
    };
    expect(event.return_url).toBe(
      `${t.url}/payment-processing?reference=${reference}&type=stripe_connect`,
    );
    // The app's card page, which confirms it with Stripe.js on the provider's origin.
    expect(event.confirm_url).toBe(`${t.url}/card-payment?reference=${reference}`);

    const payment = await paymentRow(t, reference);
    expect(payment).toMatchObject({ provider: 'stripe_connect', status: 'in_progress' });
    const intent = t.cardSandbox.stripe.intent(payment.providerPaymentId ?? '');
    // B§9: minor units and the lowercase currency, from the engine.
    expect(intent.amount).toBe(toMinorUnits(order_details.total_amount, 2));
    expect(intent.currency).toBe('sgd');
    expect(intent.metadata.reference).toBe(reference);

    const paid = await payWithCard(t, event.client_secret, { number: '4242 4242 4242 4242' });
    expect(paid.status).toBe(200);
    expect(paid.intent?.status).toBe('succeeded');

    // The payment waits for the provider's word, not the browser's.
    expect((await paymentRow(t, reference)).status).toBe('in_progress');
    const statuses = await t.cardSandbox.stripeWebhooks.deliverPending();
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect((await paymentRow(t, reference)).status).toBe('paid');
    expect((await orderRow(t, payment.orderId)).paymentStatus).toBe('paid');
    await log.waitFor((e) => e.channel === channel && e.event === 'payment_succeeded');

    // The same notification twice (providers retry): acted on once, answered 200.
    const succeeded = t.cardSandbox.stripeWebhooks.queue.find((n) =>
      n.body.includes('"payment_intent.succeeded"'),
    );
    expect(await t.cardSandbox.stripeWebhooks.deliver(succeeded?.id ?? '')).toBe(200);
    expect(log.on(channel).filter((e) => e.event === 'payment_succeeded')).toHaveLength(1);
    socket.disconnect();
  });

  it('keeps no card number: only token, brand, last4 and expiry reach the database', async () => {
    const { diner } = await signedInDiner(t);
    const reference = newReference();
    const { log, channel, socket } = await listenToPayment(t, diner, reference);
    expect((await start(diner, reference, { save_card: true })).answer.status).toBe(200);
    const created = await log.waitFor(
      (e) => e.channel === channel && e.event === 'payment_intent_created',
    );
    const { client_secret } = created.payload as { client_secret: string };
    expect(
      (await payWithCard(t, client_secret, { number: '5555555555554444', expiry: '09/31' })).status,
    ).toBe(200);
    await t.cardSandbox.stripeWebhooks.deliverPending();
    const [card] = await t.context.db
      .select()
      .from(savedCards)
      .where(eq(savedCards.cardToken, (await savedTokens(t, diner))[0] ?? ''));
    expect(card).toMatchObject({ brand: 'mastercard', last4: '4444', expMonth: 9, expYear: 2031 });
    const everything = JSON.stringify([
      await t.context.db.select().from(savedCards),
      await t.context.db.select().from(payments),
    ]);
    expect(everything).not.toContain('5555555555554444');
    socket.disconnect();
  });

  it('a saved card pays at once, without a browser; removing it removes it at the provider', async () => {
    const { diner } = await signedInDiner(t);
    await payNewCard(diner, '4242424242424242', { save_card: true });
    const [token] = await savedTokens(t, diner);
    if (token === undefined) throw new Error('no saved card');

    const reference = newReference();
    const { log, channel, socket } = await listenToPayment(t, diner, reference);
    const { answer } = await start(diner, reference, {
      payment_method_id: token,
      is_saved_card: true,
    });
    expect(answer.status).toBe(200);
    expect((await paymentRow(t, reference)).status).toBe('paid');
    await log.waitFor((e) => e.channel === channel && e.event === 'payment_succeeded');

    const listed = await diner.get('/sapaad_payments/stripe_connect/v1/cards');
    const cards = stripeConnect.listCards.response.parse(listed.body).saved_cards;
    expect(cards.map((card) => card.card_token)).toEqual([token]);
    const removed = await diner.delete(
      `/sapaad_payments/stripe_connect/v1/cards/${String(cards[0]?.id)}`,
    );
    expect(removed.status).toBe(200);
    expect(stripeConnect.deleteCard.response.parse(removed.body).saved_cards).toEqual([]);
    expect(t.cardSandbox.stripe.paymentMethod(token).customer).toBeNull();
    socket.disconnect();
  });

  it('a saved card declined ends the payment with the provider’s message (payment_intent_failed)', async () => {
    const { diner } = await signedInDiner(t);
    await payNewCard(diner, '4242424242424242', { save_card: true });
    const [token] = await savedTokens(t, diner);
    // The bank now declines the card.
    const method = t.cardSandbox.stripe.paymentMethod(token ?? '');
    method.behaviour = {
      kind: 'decline',
      code: 'card_declined',
      message: 'Your card was declined.',
    };
    const reference = newReference();
    const { log, channel, socket } = await listenToPayment(t, diner, reference);
    expect((await start(diner, reference, { payment_method_id: token })).answer.status).toBe(200);
    const failed = await log.waitFor(
      (e) => e.channel === channel && e.event === 'payment_intent_failed',
    );
    expect(failed.payload).toEqual({ error: 'Your card was declined.' });
    const payment = await paymentRow(t, reference);
    expect(payment.status).toBe('declined');
    expect((await orderRow(t, payment.orderId)).paymentStatus).toBe('declined');
    socket.disconnect();
  });

  it('saving a card and saved cards are for registered diners; a card must be the diner’s own', async () => {
    const visitor = await signedInGuest(t);
    expect((await start(visitor, newReference(), { save_card: true })).answer.status).toBe(403);
    const { diner: owner } = await signedInDiner(t);
    await payNewCard(owner, '4242424242424242', { save_card: true });
    const [token] = await savedTokens(t, owner);
    const { diner: other } = await signedInDiner(t);
    const refused = await start(other, newReference(), { payment_method_id: token });
    expect(refused.answer.status).toBe(422);
    expect(refused.answer.body).toMatchObject({ error_id: 'card_token_error' });
  });

  it('3-D Secure: a failed challenge leaves the payment open, a completed one pays', async () => {
    const diner = await signedInGuest(t);
    const reference = newReference();
    const { log, channel, socket } = await listenToPayment(t, diner, reference);
    await start(diner, reference);
    const created = await log.waitFor(
      (e) => e.channel === channel && e.event === 'payment_intent_created',
    );
    const { client_secret } = created.payload as { client_secret: string };

    const challenged = await payWithCard(t, client_secret, { number: '4000002760003184' });
    expect(challenged.intent?.status).toBe('requires_action');
    expect(await answerChallenge(t, client_secret, 'fail')).toBe(200);
    await t.cardSandbox.stripeWebhooks.deliverPending();
    expect((await paymentRow(t, reference)).status).toBe('in_progress');
    await log.waitFor((e) => e.channel === channel && e.event === 'payment_failed');

    const again = await payWithCard(t, client_secret, { number: '4000002760003184' });
    expect(again.intent?.status).toBe('requires_action');
    expect(await answerChallenge(t, client_secret, 'complete')).toBe(200);
    expect(t.cardSandbox.stripe.intent(again.intent?.id ?? '').status).toBe('succeeded');
    await t.cardSandbox.stripeWebhooks.deliverPending();
    expect((await paymentRow(t, reference)).status).toBe('paid');
    socket.disconnect();
  });

  it('a failed 3-D Secure challenge, the attempt cancelled: the poll names the provider’s reason', async () => {
    const diner = await signedInGuest(t);
    const reference = newReference();
    const { log, channel, socket } = await listenToPayment(t, diner, reference);
    await start(diner, reference);
    const created = await log.waitFor(
      (e) => e.channel === channel && e.event === 'payment_intent_created',
    );
    const { client_secret } = created.payload as { client_secret: string };
    await payWithCard(t, client_secret, { number: '4000002760003184' });
    await answerChallenge(t, client_secret, 'fail');
    await t.cardSandbox.stripeWebhooks.deliverPending();
    // Back in the app from the failed challenge, the diner's browser voids the attempt.
    const cancelled = await diner.post(`/payments/${reference}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect((await paymentRow(t, reference)).status).toBe('abandoned');
    const polled = await diner.get(`${PATH}/${reference}`);
    expect(polled.status).toBe(422);
    expect(polled.body).toMatchObject({
      error_id: 'payment_intent_failed',
      error: 'The provided payment method has failed authentication.',
    });
    socket.disconnect();
  });

  it('a declined card is told on the card form; the payment stays open for another card', async () => {
    const diner = await signedInGuest(t);
    const reference = newReference();
    const { log, channel, socket } = await listenToPayment(t, diner, reference);
    await start(diner, reference);
    const created = await log.waitFor(
      (e) => e.channel === channel && e.event === 'payment_intent_created',
    );
    const { client_secret } = created.payload as { client_secret: string };
    const declined = await payWithCard(t, client_secret, { number: '4000000000000002' });
    expect(declined.status).toBe(402);
    expect(declined.error?.message).toBe('Your card was declined.');
    await t.cardSandbox.stripeWebhooks.deliverPending();
    expect((await paymentRow(t, reference)).status).toBe('in_progress');
    const told = await log.waitFor((e) => e.channel === channel && e.event === 'payment_failed');
    expect(told.payload).toEqual({ reference_id: reference, error: 'Your card was declined.' });
    socket.disconnect();
  });

  it('a browser closed mid-payment with the notification lost: the poll asks the provider and pays', async () => {
    const diner = await signedInGuest(t);
    const reference = newReference();
    await start(diner, reference);
    const payment = await paymentRow(t, reference);
    const intent = t.cardSandbox.stripe.intent(payment.providerPaymentId ?? '');
    chargeCard(t, intent.id, '4242424242424242');
    // No notification is delivered (dropped); the next poll settles the payment.
    const polled = await diner.get(`${PATH}/${reference}`);
    expect(polled.status).toBe(200);
    expect(
      stripeConnect.getPaymentIntent.response.parse(polled.body).data.client_secret,
    ).toBeNull();
    expect((await paymentRow(t, reference)).status).toBe('paid');
    // The notification arriving late changes nothing.
    await t.cardSandbox.stripeWebhooks.deliverPending();
    expect((await paymentRow(t, reference)).status).toBe('paid');
  });

  it('the 30 s reconciliation settles a paid card payment nobody told us about', async () => {
    const diner = await signedInGuest(t);
    const reference = newReference();
    await start(diner, reference);
    const payment = await paymentRow(t, reference);
    chargeCard(t, payment.providerPaymentId ?? '', '4242424242424242');
    // Within 30 s the browser and the notification are waited for.
    await t.reconcile.runOnce();
    expect((await paymentRow(t, reference)).status).toBe('in_progress');
    t.clock.advance(31_000);
    await t.reconcile.runOnce();
    expect((await paymentRow(t, reference)).status).toBe('paid');
    expect((await orderRow(t, payment.orderId)).paymentStatus).toBe('paid');
    t.clock.set(new Date());
  });

  it('past the 665 s payment timeout the intent is cancelled at the provider, then the payment declined', async () => {
    const diner = await signedInGuest(t);
    const reference = newReference();
    await start(diner, reference);
    const waiting = await diner.get(`${PATH}/${reference}`);
    const open = stripeConnect.getPaymentIntent.response.parse(waiting.body).data;
    expect(open.client_secret).toMatch(/_secret_/);
    // What the app's card page loads Stripe.js with: the account's key, the stand-in's script.
    expect(open).toMatchObject({
      confirm_url: `${t.url}/card-payment?reference=${reference}`,
      publishable_key: settingsOf(t.context.config, 'stripe').publishableKey,
      stripe_js_url: settingsOf(t.context.config, 'stripe').jsUrl,
    });
    t.clock.advance(665_000);
    const polled = await diner.get(`${PATH}/${reference}`);
    expect(polled.status).toBe(422);
    expect(polled.body).toMatchObject({ error_id: 'payment_intent_failed' });
    const payment = await paymentRow(t, reference);
    expect(payment.status).toBe('declined');
    expect(t.cardSandbox.stripe.intent(payment.providerPaymentId ?? '').status).toBe('canceled');
    t.clock.set(new Date());
  });

  it('a success that arrives for a payment already ended is refunded, never kept', async () => {
    const diner = await signedInGuest(t);
    const reference = newReference();
    await start(diner, reference);
    const payment = await paymentRow(t, reference);
    await t.context.db
      .update(payments)
      .set({ status: 'declined' })
      .where(eq(payments.id, payment.id));
    chargeCard(t, payment.providerPaymentId ?? '', '4242424242424242');
    await t.cardSandbox.stripeWebhooks.deliverPending();
    const refunds = [...t.cardSandbox.stripe.refunds.values()].filter(
      (r) => r.payment_intent === payment.providerPaymentId,
    );
    expect(refunds.map((r) => r.amount)).toEqual([
      t.cardSandbox.stripe.intent(payment.providerPaymentId ?? '').amount,
    ]);
    expect((await paymentRow(t, reference)).status).toBe('declined');
  });

  it('notifications out of order: a late failure after the success changes nothing', async () => {
    const diner = await signedInGuest(t);
    const reference = newReference();
    await start(diner, reference);
    const payment = await paymentRow(t, reference);
    chargeCard(t, payment.providerPaymentId ?? '', '4000000000000002');
    chargeCard(t, payment.providerPaymentId ?? '', '4242424242424242');
    const mine = t.cardSandbox.stripeWebhooks.queue.filter((n) => n.body.includes(reference));
    const failure = mine.find((n) => n.body.includes('payment_intent.payment_failed'));
    const success = mine.find((n) => n.body.includes('payment_intent.succeeded'));
    expect(await t.cardSandbox.stripeWebhooks.deliver(success?.id ?? '')).toBe(200);
    expect(await t.cardSandbox.stripeWebhooks.deliver(failure?.id ?? '')).toBe(200);
    expect((await paymentRow(t, reference)).status).toBe('paid');
  });

  it('refuses notifications whose signature does not hold, is missing or is too old (400)', async () => {
    const body = JSON.stringify({
      id: 'evt_forged',
      type: 'payment_intent.succeeded',
      data: { object: {} },
    });
    const post = (headers: Record<string, string>, text = body) =>
      fetch(`${t.url}/webhooks/stripe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: text,
      });
    expect((await post({})).status).toBe(400);
    expect((await post({ 'stripe-signature': 't=1,v1=00' })).status).toBe(400);
    // A genuine notification with its body altered.
    const diner = await signedInGuest(t);
    const reference = newReference();
    await start(diner, reference);
    const [created] = t.cardSandbox.stripeWebhooks.queue.filter((n) => n.body.includes(reference));
    const { createHmac } = await import('node:crypto');
    const stamp = Math.floor(t.clock.now.getTime() / 1000);
    const sign = (text: string, at: number) =>
      `t=${String(at)},v1=${createHmac('sha256', 'whsec_sandboxtests0123456789')
        .update(`${String(at)}.${text}`)
        .digest('hex')}`;
    expect(
      (await post({ 'stripe-signature': sign(created?.body ?? '', stamp) }, created?.body)).status,
    ).toBe(200);
    expect(
      (
        await post(
          { 'stripe-signature': sign(created?.body ?? '', stamp) },
          `${created?.body ?? ''} `,
        )
      ).status,
    ).toBe(400);
    expect(
      (await post({ 'stripe-signature': sign(created?.body ?? '', stamp - 301) }, created?.body))
        .status,
    ).toBe(400);
  });

  it('the same reference again is the same payment; five starts at once make one payment and one intent', async () => {
    const diner = await signedInGuest(t);
    const reference = newReference();
    const order_details = await cardPayload(diner);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        diner.post(PATH, { order_details, reference_id: reference }, Diner.idempotent()),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const rows = await t.context.db
      .select()
      .from(payments)
      .where(eq(payments.reference, reference));
    expect(rows).toHaveLength(1);
    const intents = [...t.cardSandbox.stripe.intents.values()].filter(
      (i) => i.metadata.reference === reference,
    );
    expect(intents).toHaveLength(1);
    const stranger = await signedInGuest(t);
    const taken = await stranger.post(
      PATH,
      { order_details: await cardPayload(stranger), reference_id: reference },
      Diner.idempotent(),
    );
    expect(taken.status).toBe(409);
  });

  it('bad input is a 4xx with a message, never a 500', async () => {
    const diner = await signedInGuest(t);
    const order_details = await cardPayload(diner);
    for (const body of [
      {},
      { order_details, reference_id: '' },
      { order_details, reference_id: 'short' },
      {
        order_details: {
          ...order_details,
          payment: { ...order_details.payment, payment_mode: 'wallet' },
        },
        reference_id: newReference(),
      },
      {
        order_details: {
          ...order_details,
          payment: { ...order_details.payment, payment_type: 'paytabs' },
        },
        reference_id: newReference(),
      },
    ]) {
      const answer = await diner.post<{ error: string }>(PATH, body, Diner.idempotent());
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.error).toEqual(expect.any(String));
    }
    expect((await diner.get(`${PATH}/${newReference()}`)).status).toBe(404);
  });

  /** Pays the cafe's flat white with a new card typed in Stripe.js's field, settled by notification. */
  async function payNewCard(diner: Diner, number: string, payment: Record<string, unknown> = {}) {
    const reference = newReference();
    const { log, channel, socket } = await listenToPayment(t, diner, reference);
    await start(diner, reference, payment);
    const created = await log.waitFor(
      (e) => e.channel === channel && e.event === 'payment_intent_created',
    );
    await payWithCard(t, (created.payload as { client_secret: string }).client_secret, { number });
    await t.cardSandbox.stripeWebhooks.deliverPending();
    socket.disconnect();
    return reference;
  }
});

/** The diner's saved card tokens, oldest first. */
async function savedTokens(t: TestServer, diner: Diner): Promise<string[]> {
  const answer = await diner.get('/sapaad_payments/stripe_connect/v1/cards');
  return stripeConnect.listCards.response
    .parse(answer.body)
    .saved_cards.map((card) => card.card_token);
}
