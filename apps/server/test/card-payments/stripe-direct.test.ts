import { payments as paymentCalls, stripeConnect } from '@tabula/api-client';
import { toMinorUnits } from '@tabula/engine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, savedCards } from '../../src/db/schema';
import { signedInDiner } from '../support/accounts';
import { DATABASE_KINDS } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import { cafePayload, orderRow, paymentRow } from '../payments/support/checkout';
import { newReference, signedInGuest } from './support';

const PATH = '/payments/stripe/v1/orders';

describe.each(DATABASE_KINDS)(
  'Stripe direct (a card paid at Stripe by the browser) on %s',
  (kind) => {
    let t: TestServer;
    beforeAll(async () => {
      t = await startTestServer(kind);
    });
    afterAll(() => t.close());

    /** The cafe's flat white paid with Stripe, and its total in minor units. */
    async function stripePayload(diner: Diner) {
      const payload = await cafePayload(t, diner, { paymentType: 'stripe' });
      if (!payload.payment) throw new Error('no payment in the payload');
      return { payload, payment: payload.payment, minor: toMinorUnits(payload.total_amount, 2) };
    }

    /** What Stripe.js does in the browser: an intent confirmed with a card, on Stripe's side. */
    function paidAtStripe(amount: number, number = '4242424242424242', currency = 'sgd') {
      const ledger = t.cardSandbox.stripe;
      const intent = ledger.createIntent({ amount, currency });
      const card = ledger.tokenise({ number, expMonth: 9, expYear: 2031, cvc: '123' });
      ledger.confirm(intent.id, { paymentMethod: card.id });
      return intent.id;
    }

    async function send(
      diner: Diner,
      fields: { transactionId: string; reference: string; saveCard?: boolean },
      prepared?: Awaited<ReturnType<typeof stripePayload>>,
    ) {
      const { payload, payment } = prepared ?? (await stripePayload(diner));
      return diner.post(
        PATH,
        {
          order_details: {
            ...payload,
            payment: {
              ...payment,
              save_card: fields.saveCard ?? false,
              transaction_id: fields.transactionId,
              reference_code: fields.reference,
              total_amount: payload.total_amount,
            },
          },
        },
        Diner.idempotent(),
      );
    }

    async function ordersOf(reference: string) {
      return t.context.db.select().from(payments).where(eq(payments.reference, reference));
    }

    it('places and pays the order when Stripe took exactly its amount; no card number is kept', async () => {
      const diner = await signedInGuest(t);
      const prepared = await stripePayload(diner);
      const intentId = paidAtStripe(prepared.minor);
      const reference = newReference();
      const answer = await send(diner, { transactionId: intentId, reference }, prepared);
      expect(answer.status).toBe(200);
      const body = paymentCalls.stripeOrder.response.parse(answer.body);
      expect(body.order_details?.payment).toMatchObject({
        payment_type: 'stripe',
        reference_code: reference,
        transaction_id: intentId,
      });
      const payment = await paymentRow(t, reference);
      expect(payment).toMatchObject({
        provider: 'stripe',
        status: 'paid',
        providerPaymentId: intentId,
      });
      expect((await orderRow(t, payment.orderId)).paymentStatus).toBe('paid');
      const everything = JSON.stringify([
        await t.context.db.select().from(payments),
        await t.context.db.select().from(savedCards),
        await t.context.db.select().from(orders).where(eq(orders.id, payment.orderId)),
      ]);
      expect(everything).not.toContain('4242424242424242');
    });

    it('the same reference again is the same answer, never a second order; another diner gets 409', async () => {
      const diner = await signedInGuest(t);
      const prepared = await stripePayload(diner);
      const intentId = paidAtStripe(prepared.minor);
      const reference = newReference();
      expect((await send(diner, { transactionId: intentId, reference }, prepared)).status).toBe(
        200,
      );
      const again = await send(diner, { transactionId: intentId, reference }, prepared);
      expect(again.status).toBe(200);
      expect(
        paymentCalls.stripeOrder.response.parse(again.body).order_details?.payment,
      ).toMatchObject({
        reference_code: reference,
        transaction_id: intentId,
      });
      expect(await ordersOf(reference)).toHaveLength(1);

      const other = await signedInGuest(t);
      const stolen = await send(other, { transactionId: intentId, reference });
      expect(stolen.status).toBe(409);
      expect(stolen.body).toMatchObject({ error_id: 'reference_in_use' });
    });

    it('an intent already used for another payment is a 409, and nothing is placed', async () => {
      const diner = await signedInGuest(t);
      const prepared = await stripePayload(diner);
      const intentId = paidAtStripe(prepared.minor);
      expect(
        (await send(diner, { transactionId: intentId, reference: newReference() }, prepared))
          .status,
      ).toBe(200);
      const second = newReference();
      const reused = await send(diner, { transactionId: intentId, reference: second }, prepared);
      expect(reused.status).toBe(409);
      expect(reused.body).toMatchObject({ error_id: 'transaction_already_used' });
      expect(await ordersOf(second)).toHaveLength(0);
    });

    it('five identical requests at once make exactly one order', async () => {
      const diner = await signedInGuest(t);
      const prepared = await stripePayload(diner);
      const intentId = paidAtStripe(prepared.minor);
      const reference = newReference();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          send(diner, { transactionId: intentId, reference }, prepared),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      const rows = await t.context.db
        .select()
        .from(payments)
        .where(eq(payments.providerPaymentId, intentId));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.status).toBe('paid');
      expect(t.cardSandbox.stripe.intent(intentId).status).toBe('succeeded');
      expect(
        [...t.cardSandbox.stripe.refunds.values()].filter((r) => r.payment_intent === intentId),
      ).toHaveLength(0);
    });

    it('five orders racing for one intent: exactly one is paid by it, the others are told', async () => {
      const diner = await signedInGuest(t);
      const prepared = await stripePayload(diner);
      const intentId = paidAtStripe(prepared.minor);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          send(diner, { transactionId: intentId, reference: newReference() }, prepared),
        ),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(4);
      for (const answer of answers.filter((a) => a.status === 409)) {
        expect(answer.body).toMatchObject({ error_id: 'transaction_already_used' });
      }
      const rows = await t.context.db
        .select()
        .from(payments)
        .where(eq(payments.providerPaymentId, intentId));
      expect(rows.map((row) => row.status)).toEqual(['paid']);
      // The intent pays the winner: it is never refunded.
      expect(
        [...t.cardSandbox.stripe.refunds.values()].filter((r) => r.payment_intent === intentId),
      ).toHaveLength(0);
    });

    it('an intent waiting for 3-D Secure or declined is a 422, and nothing is placed', async () => {
      const diner = await signedInGuest(t);
      const prepared = await stripePayload(diner);
      const waiting = paidAtStripe(prepared.minor, '4000002760003184');
      const declined = paidAtStripe(prepared.minor, '4000000000000002');
      for (const transactionId of [waiting, declined]) {
        const reference = newReference();
        const answer = await send(diner, { transactionId, reference }, prepared);
        expect(answer.status).toBe(422);
        expect(answer.body).toMatchObject({ error_id: 'stripe_payment_incomplete' });
        expect(await ordersOf(reference)).toHaveLength(0);
      }
      const refused = await send(
        diner,
        { transactionId: declined, reference: newReference() },
        prepared,
      );
      expect((refused.body as { error?: string }).error).toBe(
        t.cardSandbox.stripe.intent(declined).last_payment_error?.message,
      );
    });

    it('a charge of another amount or currency declines the payment and refunds the charge in full', async () => {
      const diner = await signedInGuest(t);
      const prepared = await stripePayload(diner);
      for (const [amount, currency] of [
        [prepared.minor - 1, 'sgd'],
        [prepared.minor, 'usd'],
      ] as const) {
        const intentId = paidAtStripe(amount, '4242424242424242', currency);
        const reference = newReference();
        const answer = await send(diner, { transactionId: intentId, reference }, prepared);
        expect(answer.status).toBe(422);
        expect(answer.body).toMatchObject({ error_id: 'stripe_amount_mismatch' });
        const payment = await paymentRow(t, reference);
        expect(payment.status).toBe('declined');
        expect((await orderRow(t, payment.orderId)).paymentStatus).toBe('declined');
        const refunds = [...t.cardSandbox.stripe.refunds.values()].filter(
          (refund) => refund.payment_intent === intentId,
        );
        expect(refunds.map((refund) => refund.amount)).toEqual([amount]);
        // Asked again: the same refusal, and no second refund.
        const again = await send(diner, { transactionId: intentId, reference }, prepared);
        expect(again.status).toBe(422);
        expect(
          [...t.cardSandbox.stripe.refunds.values()].filter((r) => r.payment_intent === intentId),
        ).toHaveLength(1);
      }
    });

    it('an order the server refuses (a wrong total) refunds the charge and places nothing', async () => {
      const diner = await signedInGuest(t);
      const prepared = await stripePayload(diner);
      const intentId = paidAtStripe(prepared.minor);
      const reference = newReference();
      const wrong = { ...prepared, payload: { ...prepared.payload, total_amount: '0.01' } };
      const answer = await send(diner, { transactionId: intentId, reference }, wrong);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(await ordersOf(reference)).toHaveLength(0);
      const refunds = [...t.cardSandbox.stripe.refunds.values()].filter(
        (refund) => refund.payment_intent === intentId,
      );
      expect(refunds.map((refund) => refund.amount)).toEqual([prepared.minor]);
    });

    it('an intent unknown at Stripe is a 422', async () => {
      const diner = await signedInGuest(t);
      const answer = await send(diner, {
        transactionId: 'pi_unknownIntent0001',
        reference: newReference(),
      });
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ error_id: 'stripe_transaction_invalid' });
    });

    it("save_card keeps a registered diner's card (brand, last4, expiry); a guest gets 403", async () => {
      const { diner, user } = await signedInDiner(t);
      const prepared = await stripePayload(diner);
      const intentId = paidAtStripe(prepared.minor, '5555555555554444');
      const reference = newReference();
      const answer = await send(
        diner,
        { transactionId: intentId, reference, saveCard: true },
        prepared,
      );
      expect(answer.status).toBe(200);
      const cards = await t.context.db
        .select()
        .from(savedCards)
        .where(eq(savedCards.userId, user.id));
      expect(cards).toHaveLength(1);
      expect(cards[0]).toMatchObject({
        brand: 'mastercard',
        last4: '4444',
        expMonth: 9,
        expYear: 2031,
      });
      expect(JSON.stringify(cards)).not.toContain('5555555555554444');
      const listed = await diner.get('/sapaad_payments/stripe_connect/v1/cards');
      expect(stripeConnect.listCards.response.parse(listed.body).saved_cards).toHaveLength(1);

      const visitor = await signedInGuest(t);
      const visitorPayload = await stripePayload(visitor);
      const visitorIntent = paidAtStripe(visitorPayload.minor);
      const visitorReference = newReference();
      const refused = await send(
        visitor,
        { transactionId: visitorIntent, reference: visitorReference, saveCard: true },
        visitorPayload,
      );
      expect(refused.status).toBe(403);
      expect(await ordersOf(visitorReference)).toHaveLength(0);
    });

    it('bad input is refused with a 4xx, never a 500', async () => {
      const diner = await signedInGuest(t);
      const prepared = await stripePayload(diner);
      const intentId = paidAtStripe(prepared.minor);
      const cases: { fields: Parameters<typeof send>[1]; status: number; errorId?: string }[] = [
        {
          fields: { transactionId: 'ch_123456789', reference: newReference() },
          status: 422,
          errorId: 'stripe_transaction_invalid',
        },
        {
          fields: { transactionId: 'pi_', reference: newReference() },
          status: 422,
          errorId: 'stripe_transaction_invalid',
        },
        {
          fields: { transactionId: intentId, reference: 'short' },
          status: 422,
          errorId: 'invalid_reference',
        },
        {
          fields: { transactionId: intentId, reference: 'has spaces in it' },
          status: 422,
          errorId: 'invalid_reference',
        },
      ];
      for (const { fields, status, errorId } of cases) {
        const answer = await send(diner, fields, prepared);
        expect(answer.status).toBe(status);
        if (errorId !== undefined) expect(answer.body).toMatchObject({ error_id: errorId });
      }
      const connect = await cafePayload(t, diner, { paymentType: 'stripe_connect' });
      const mismatch = await send(
        diner,
        { transactionId: intentId, reference: newReference() },
        {
          ...prepared,
          payload: connect,
          payment: connect.payment ?? prepared.payment,
        },
      );
      expect(mismatch.status).toBe(422);
      expect(mismatch.body).toMatchObject({ error_id: 'payment_type_mismatch' });

      for (const body of [{}, { order_details: { ...prepared.payload } }, { order_details: 'x' }]) {
        const answer = await diner.post(PATH, body, Diner.idempotent());
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
      }
      // None of these placed an order with the intent.
      expect(
        await t.context.db.select().from(payments).where(eq(payments.providerPaymentId, intentId)),
      ).toHaveLength(0);
    });

    describe('the intent Stripe.js confirms the card against (POST payments/stripe/v1/payment_intents)', () => {
      const INTENTS = '/payments/stripe/v1/payment_intents';

      async function askIntent(
        diner: Diner,
        prepared: Awaited<ReturnType<typeof stripePayload>>,
        fields: { reference: string; saveCard?: boolean },
      ) {
        return diner.post(
          INTENTS,
          {
            order_details: prepared.payload,
            reference_code: fields.reference,
            save_card: fields.saveCard ?? false,
          },
          Diner.idempotent(),
        );
      }

      it("is made for the order's amount with its reference, once per reference, and then pays the order", async () => {
        const diner = await signedInGuest(t);
        const prepared = await stripePayload(diner);
        const reference = newReference();
        const first = await askIntent(diner, prepared, { reference });
        expect(first.status).toBe(200);
        const intent = paymentCalls.stripeIntent.response.parse(first.body);
        const again = paymentCalls.stripeIntent.response.parse(
          (await askIntent(diner, prepared, { reference })).body,
        );
        expect(again).toEqual(intent);
        const stored = t.cardSandbox.stripe.intent(intent.payment_intent_id);
        expect(stored).toMatchObject({
          amount: prepared.minor,
          currency: 'sgd',
          client_secret: intent.client_secret,
          customer: null,
          setup_future_usage: null,
        });
        expect(stored.metadata.reference).toBe(reference);
        // Nothing is placed until the card is paid and the order sent.
        expect(await ordersOf(reference)).toHaveLength(0);

        // What Stripe.js does with the secret: the card confirmed on Stripe's side.
        const ledger = t.cardSandbox.stripe;
        const card = ledger.tokenise({
          number: '4242424242424242',
          expMonth: 9,
          expYear: 2031,
          cvc: '123',
        });
        ledger.confirm(intent.payment_intent_id, { paymentMethod: card.id });
        const placed = await send(
          diner,
          { transactionId: intent.payment_intent_id, reference },
          prepared,
        );
        expect(placed.status).toBe(200);
        expect(await paymentRow(t, reference)).toMatchObject({ status: 'paid' });
      });

      it("save_card makes it for a registered diner's Stripe customer; a guest gets 403", async () => {
        const { diner } = await signedInDiner(t);
        const prepared = await stripePayload(diner);
        const answer = await askIntent(diner, prepared, {
          reference: newReference(),
          saveCard: true,
        });
        expect(answer.status).toBe(200);
        const intent = paymentCalls.stripeIntent.response.parse(answer.body);
        const stored = t.cardSandbox.stripe.intent(intent.payment_intent_id);
        expect(stored.customer).toMatch(/^cus_/);
        expect(stored.setup_future_usage).toBe('off_session');

        const guest = await signedInGuest(t);
        const refused = await askIntent(guest, await stripePayload(guest), {
          reference: newReference(),
          saveCard: true,
        });
        expect(refused.status).toBe(403);
      });

      it('a changed total is refused before any card is charged; bad input is a 4xx', async () => {
        const diner = await signedInGuest(t);
        const prepared = await stripePayload(diner);
        const before = t.cardSandbox.stripe.intents.size;
        const changed = await askIntent(
          diner,
          { ...prepared, payload: { ...prepared.payload, total_amount: '0.01' } },
          { reference: newReference() },
        );
        expect(changed.status).toBe(422);
        expect(changed.body).toMatchObject({ error_id: 'order_total_amount_mismatch' });
        const connect = await cafePayload(t, diner, { paymentType: 'stripe_connect' });
        const notStripe = await askIntent(
          diner,
          { ...prepared, payload: connect },
          { reference: newReference() },
        );
        expect(notStripe.status).toBe(422);
        expect(notStripe.body).toMatchObject({ error_id: 'payment_type_mismatch' });
        for (const body of [
          {},
          { order_details: prepared.payload, reference_code: 'short', save_card: false },
          { order_details: prepared.payload, reference_code: newReference() },
          { order_details: 'x', reference_code: newReference(), save_card: false },
        ]) {
          const answer = await diner.post(INTENTS, body, Diner.idempotent());
          expect(answer.status).toBeGreaterThanOrEqual(400);
          expect(answer.status).toBeLessThan(500);
        }
        expect(t.cardSandbox.stripe.intents.size).toBe(before);
      });
    });
  },
);
