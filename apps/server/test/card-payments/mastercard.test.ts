import { mastercard } from '@tabula/api-client';
import { toMinorUnits } from '@tabula/engine';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sandboxWalletToken } from '@tabula/sandbox';
import { mastercardPayments, payments } from '../../src/db/schema';
import { DATABASE_KINDS } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import { cafePayload, orderRow, paymentRow } from '../payments/support/checkout';
import { staff } from '../pos/support/staff';
import { newReference, signedInGuest } from './support';
import {
  answerMastercardChallenge,
  listenToMastercard,
  typeCardIntoSession,
} from './mastercard-support';
import { settingsOf } from '../support/harness';

const ROOT = '/sapaad_payments/mastercard';
const DIRECT = `${ROOT}/direct_payments/v1`;
const PATHS = {
  session: `${ROOT}/v1/sessions`,
  initiate: `${DIRECT}/authentications/initiate`,
  complete: `${DIRECT}/authentications/complete`,
  cards: `${DIRECT}/cards`,
  googlePay: `${DIRECT}/google_pay/process_payment`,
  tmpOrder: `${DIRECT}/tmp_orders/update_payment_status`,
  appleSession: `${DIRECT}/apple_pay/start_apple_pay_session`,
  applePay: `${DIRECT}/apple_pay/process_payment`,
  appleCancel: `${DIRECT}/apple_pay/cancel_payment`,
} as const;

/** The browser's device block as the gateway's script collects it. */
const DEVICE = {
  browser: 'MOZILLA',
  browserDetails: {
    javaEnabled: false,
    language: 'en-SG',
    screenHeight: 844,
    screenWidth: 390,
    timeZone: -480,
    colorDepth: 24,
    acceptHeaders: 'text/html',
    '3DSecureChallengeWindowSize': 'FULL_SCREEN',
  },
};

const APPROVED = '5555 5555 5555 4444';
const CHALLENGE = '5200 0000 0000 1096';
const DECLINED = '4000 0000 0000 0002';

describe.each(DATABASE_KINDS)('Mastercard gateway payments on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());
  afterEach(() => {
    t.clock.set(new Date());
  });

  const guest = () => signedInGuest(t);

  async function payload(diner: Diner) {
    return cafePayload(t, diner, { paymentType: 'mastercard' });
  }

  async function createSession(diner: Diner, reference: string) {
    const order_details = await payload(diner);
    const answer = await diner.post(PATHS.session, { order_details, reference_id: reference });
    return { answer, order_details };
  }

  /** A card session with the card typed on the gateway's form, and its 3-D Secure initiated. */
  async function cardReady(diner: Diner, reference: string, number: string) {
    const { answer, order_details } = await createSession(diner, reference);
    expect(answer.status).toBe(200);
    const { session_id } = mastercard.createSession.response.parse(answer.body).data;
    expect((await typeCardIntoSession(t, session_id, { number })).status).toBe(200);
    const initiated = await diner.post(PATHS.initiate, { reference_id: reference });
    expect(initiated.status).toBe(200);
    return { session_id, order_details, initiated: initiated.body };
  }

  async function complete(diner: Diner, reference: string) {
    const answer = await diner.post(PATHS.complete, { reference_id: reference, device: DEVICE });
    expect(answer.status).toBe(200);
    return mastercard.completeAuthentication.response.parse(answer.body);
  }

  async function gatewayRow(reference: string) {
    const payment = await paymentRow(t, reference);
    const [row] = await t.context.db
      .select()
      .from(mastercardPayments)
      .where(eq(mastercardPayments.paymentId, payment.id));
    if (!row) throw new Error('no gateway row');
    return row;
  }

  const gatewayPays = (reference: string) =>
    [...(t.cardSandbox.mastercard.orders.get(reference)?.transactions.values() ?? [])].filter(
      (transaction) => transaction.type === 'PAYMENT',
    );

  it('a card typed on the gateway origin, frictionless 3-D Secure: paid once, announced live', async () => {
    const diner = await guest();
    const reference = newReference();
    const live = await listenToMastercard(t, diner, reference);
    const { session_id, order_details, initiated } = await cardReady(diner, reference, APPROVED);
    expect(session_id).toMatch(/^SESSION/);
    expect(initiated).toEqual({
      authentication_available: true,
      gateway_recommendation: 'PROCEED',
    });

    expect(await complete(diner, reference)).toEqual({
      gateway_recommendation: 'PROCEED',
      payerInteraction: 'NOT_REQUIRED',
      redirect_html: null,
    });
    await live.log.waitFor(
      (e) => e.channel === live.authentication && e.event === 'authentication_completed',
    );
    const succeeded = await live.log.waitFor(
      (e) => e.channel === live.payment && e.event === 'payment_succeeded',
    );
    expect(succeeded.payload).toMatchObject({ reference_id: reference });
    const payment = await paymentRow(t, reference);
    expect(payment).toMatchObject({ provider: 'mastercard', status: 'paid' });
    expect((await orderRow(t, payment.orderId)).paymentStatus).toBe('paid');

    // B§9: the engine's amount; the gateway holds it in minor units.
    const order = t.cardSandbox.mastercard.orders.get(reference);
    expect(order?.amount).toBe(toMinorUnits(order_details.total_amount, 2));
    expect(order?.currency).toBe('SGD');
    expect(gatewayPays(reference)).toHaveLength(1);

    // Completing again pays nothing more.
    expect((await complete(diner, reference)).gateway_recommendation).toBe('PROCEED');
    expect(gatewayPays(reference)).toHaveLength(1);

    // Card numbers never reach our database.
    const everything = JSON.stringify([
      await t.context.db.select().from(payments),
      await t.context.db.select().from(mastercardPayments),
    ]);
    expect(everything).not.toContain('5555555555554444');
    live.socket.disconnect();
  });

  it('3-D Secure challenge approved on the issuer page: the return reads the gateway, pays, goes to /payment-processing', async () => {
    const diner = await guest();
    const reference = newReference();
    const live = await listenToMastercard(t, diner, reference);
    await cardReady(diner, reference, CHALLENGE);
    const challenge = await complete(diner, reference);
    expect(challenge.payerInteraction).toBe('REQUIRED');
    expect(challenge.redirect_html).toContain('threedsChallengeRedirectForm');
    expect((await paymentRow(t, reference)).status).toBe('in_progress');

    // The diner's browser posting "success" itself changes nothing: the gateway's word counts.
    const forged = await fetch(`${t.url}/payments/mastercard/authentications/${reference}/return`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'result=SUCCESS&response.gatewayRecommendation=PROCEED',
    });
    expect(forged.status).toBe(303);
    expect((await paymentRow(t, reference)).status).toBe('in_progress');
    expect(gatewayPays(reference)).toHaveLength(0);

    const back = await answerMastercardChallenge(challenge.redirect_html ?? '', 'approve');
    expect(back?.status).toBe(303);
    expect(back?.headers.get('location')).toBe(
      `${t.url}/payment-processing?reference=${reference}&type=mastercard`,
    );
    await live.log.waitFor(
      (e) => e.channel === live.authentication && e.event === 'authentication_completed',
    );
    await live.log.waitFor((e) => e.channel === live.payment && e.event === 'payment_succeeded');
    expect((await paymentRow(t, reference)).status).toBe('paid');

    // The return replayed: acted on once.
    const again = await fetch(`${t.url}/payments/mastercard/authentications/${reference}/return`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(again.status).toBe(303);
    expect(gatewayPays(reference)).toHaveLength(1);
    expect(
      live.log.on(live.authentication).filter((e) => e.event === 'authentication_completed'),
    ).toHaveLength(1);
    live.socket.disconnect();
  });

  it('3-D Secure challenge cancelled: authentication_failed, payment declined, nothing charged', async () => {
    const diner = await guest();
    const reference = newReference();
    const live = await listenToMastercard(t, diner, reference);
    await cardReady(diner, reference, CHALLENGE);
    const challenge = await complete(diner, reference);
    await answerMastercardChallenge(challenge.redirect_html ?? '', 'cancel');
    const failed = await live.log.waitFor(
      (e) => e.channel === live.authentication && e.event === 'authentication_failed',
    );
    expect(failed.payload).toEqual({
      reference_id: reference,
      error: 'The card holder could not be authenticated',
    });
    await live.log.waitFor((e) => e.channel === live.payment && e.event === 'payment_failed');
    const payment = await paymentRow(t, reference);
    expect(payment.status).toBe('declined');
    expect((await orderRow(t, payment.orderId)).paymentStatus).toBe('declined');
    expect(gatewayPays(reference)).toHaveLength(0);
    // A step after the end is a 409 with a message.
    const late = await diner.post<{ error: string }>(PATHS.complete, {
      reference_id: reference,
      device: DEVICE,
    });
    expect(late.status).toBe(409);
    expect(late.body.error).toEqual(expect.any(String));
    live.socket.disconnect();
  });

  it('a declined card: payment_failed with the gateway reason, the payment declined', async () => {
    const diner = await guest();
    const reference = newReference();
    const live = await listenToMastercard(t, diner, reference);
    await cardReady(diner, reference, DECLINED);
    expect((await complete(diner, reference)).payerInteraction).toBe('NOT_REQUIRED');
    const failed = await live.log.waitFor(
      (e) => e.channel === live.payment && e.event === 'payment_failed',
    );
    expect(failed.payload).toEqual({ reference_id: reference, error: 'Your card was declined.' });
    expect((await paymentRow(t, reference)).status).toBe('declined');
    live.socket.disconnect();
  });

  it('the same session start again is the same payment; five at once make one; another diner gets 409', async () => {
    const diner = await guest();
    const reference = newReference();
    const order_details = await payload(diner);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        diner.post(PATHS.session, { order_details, reference_id: reference }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(
      answers.map((a) => mastercard.createSession.response.parse(a.body).data.session_id),
    );
    expect(ids.size).toBe(1);
    const rows = await t.context.db
      .select()
      .from(payments)
      .where(eq(payments.reference, reference));
    expect(rows).toHaveLength(1);

    const stranger = await guest();
    const taken = await stranger.post(PATHS.session, {
      order_details: await payload(stranger),
      reference_id: reference,
    });
    expect(taken.status).toBe(409);
    // Someone else's payment reads as unknown.
    expect((await stranger.post(PATHS.initiate, { reference_id: reference })).status).toBe(404);
    // Two completions at once pay once.
    const [sessionId] = [...ids];
    await typeCardIntoSession(t, sessionId ?? '', { number: APPROVED });
    await diner.post(PATHS.initiate, { reference_id: reference });
    const both = await Promise.all([
      diner.post(PATHS.complete, { reference_id: reference, device: DEVICE }),
      diner.post(PATHS.complete, { reference_id: reference, device: DEVICE }),
    ]);
    expect(both.map((a) => a.status)).toEqual([200, 200]);
    expect(gatewayPays(reference)).toHaveLength(1);
    expect((await paymentRow(t, reference)).status).toBe('paid');
  });

  it('bad input is a 4xx with a message, never a 500', async () => {
    const diner = await guest();
    const order_details = await payload(diner);
    const reference = newReference();
    const calls: [string, unknown][] = [
      [PATHS.session, {}],
      [PATHS.session, { order_details, reference_id: 'short' }],
      [
        PATHS.session,
        {
          order_details: {
            ...order_details,
            payment: { ...order_details.payment, payment_type: 'paytabs' },
          },
          reference_id: newReference(),
        },
      ],
      [PATHS.initiate, { reference_id: newReference() }],
      [PATHS.initiate, {}],
      [PATHS.complete, { reference_id: newReference(), device: DEVICE }],
      [PATHS.complete, { reference_id: newReference(), device: 'browser' }],
      [PATHS.cards, { order_details, reference_id: newReference(), token_data: '' }],
      [PATHS.googlePay, { order_details, reference_id: newReference(), token_data: 'x' }],
    ];
    for (const [path, body] of calls) {
      const answer = await diner.post<{ error: string }>(path, body, Diner.idempotent());
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
      expect(answer.body.error).toEqual(expect.any(String));
    }
    // Initiating before a card is in the session: the gateway's refusal, as a 422.
    expect((await createSession(diner, reference)).answer.status).toBe(200);
    const early = await diner.post<{ error: string }>(PATHS.initiate, { reference_id: reference });
    expect(early.status).toBe(422);
    expect(early.body.error).toEqual(expect.any(String));
    // Completing before initiating: 409.
    expect(
      (await diner.post(PATHS.complete, { reference_id: reference, device: DEVICE })).status,
    ).toBe(409);
    for (const status of ['paid', 'in_progress', 'refunded']) {
      const answer = await diner.put<{ error: string }>(PATHS.tmpOrder, {
        reference_id: reference,
        status,
      });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    // The hosted fields refuse a number that fails the Luhn check, on the sandbox's origin.
    const { session_id } = mastercard.createSession.response.parse(
      (await createSession(diner, reference)).answer.body,
    ).data;
    const refused = await typeCardIntoSession(t, session_id, { number: '4242 4242 4242 4241' });
    expect(await refused.json()).toMatchObject({
      status: 'fields_in_error',
      errors: { cardNumber: 'invalid' },
    });
  });

  describe('Google Pay', () => {
    async function verify(diner: Diner, reference: string, token: string) {
      return diner.post<{ error: string; error_id: string }>(PATHS.cards, {
        order_details: await payload(diner),
        reference_id: reference,
        token_data: token,
      });
    }

    async function process(diner: Diner, reference: string, token: string) {
      return diner.post<{ error: string }>(
        PATHS.googlePay,
        { order_details: await payload(diner), reference_id: reference, token_data: token },
        Diner.idempotent(),
      );
    }

    it('verify, authenticate without a challenge, pay: once however often it is sent', async () => {
      const diner = await guest();
      const reference = newReference();
      const token = sandboxWalletToken({ number: APPROVED });
      const live = await listenToMastercard(t, diner, reference);
      expect((await verify(diner, reference, token)).status).toBe(204);
      expect((await verify(diner, reference, token)).status).toBe(204);
      expect((await gatewayRow(reference)).kind).toBe('google_pay');

      // Paying before the payer is authenticated: 409.
      expect((await process(diner, reference, token)).status).toBe(409);
      expect(
        mastercard.initiateAuthentication.response.parse(
          (await diner.post(PATHS.initiate, { reference_id: reference })).body,
        ),
      ).toEqual({ authentication_available: true, gateway_recommendation: 'PROCEED' });
      expect((await complete(diner, reference)).payerInteraction).toBe('NOT_REQUIRED');
      await live.log.waitFor(
        (e) => e.channel === live.authentication && e.event === 'authentication_completed',
      );
      // A wallet waits for its process call.
      expect((await paymentRow(t, reference)).status).toBe('in_progress');

      const answers = await Promise.all([
        process(diner, reference, token),
        process(diner, reference, token),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(
        mastercard.processGooglePayPayment.response.parse(answers[0].body).payment_page_url,
      ).toBe(`${t.url}/payment-processing?reference=${reference}&type=mastercard`);
      await live.log.waitFor((e) => e.channel === live.payment && e.event === 'payment_succeeded');
      expect((await paymentRow(t, reference)).status).toBe('paid');
      expect(gatewayPays(reference)).toHaveLength(1);
      expect((await process(diner, reference, token)).status).toBe(200);
      expect(gatewayPays(reference)).toHaveLength(1);
      expect(JSON.stringify(await t.context.db.select().from(payments))).not.toContain(
        '5555555555554444',
      );
      live.socket.disconnect();
    });

    it('a card the gateway refuses to verify, or a token it cannot read: 422 card_verification_failed', async () => {
      const diner = await guest();
      const declined = newReference();
      const answer = await verify(diner, declined, sandboxWalletToken({ number: DECLINED }));
      expect(answer.status).toBe(422);
      expect(answer.body.error_id).toBe('card_verification_failed');
      expect((await paymentRow(t, declined)).status).toBe('declined');
      // Sent again: the same answer, nothing new placed.
      expect((await verify(diner, declined, sandboxWalletToken({ number: DECLINED }))).status).toBe(
        422,
      );
      const garbled = newReference();
      const bad = await verify(diner, garbled, '{"protocolVersion":"ECv2"}');
      expect(bad.status).toBe(422);
      expect(bad.body.error_id).toBe('card_verification_failed');
    });

    it('a challenge left unanswered for 120 s: the reconciliation declines it (database deadline, fake clock)', async () => {
      const diner = await guest();
      const reference = newReference();
      const token = sandboxWalletToken({ number: CHALLENGE });
      const live = await listenToMastercard(t, diner, reference);
      expect((await verify(diner, reference, token)).status).toBe(204);
      await diner.post(PATHS.initiate, { reference_id: reference });
      const challenge = await complete(diner, reference);
      expect(challenge.payerInteraction).toBe('REQUIRED');
      const row = await gatewayRow(reference);
      expect(row.authentication).toBe('pending');
      expect(row.authenticationDeadline?.getTime()).toBe(t.clock.now.getTime() + 120_000);
      expect((await process(diner, reference, token)).status).toBe(409);

      t.clock.advance(60_000);
      await t.reconcile.runOnce();
      expect((await paymentRow(t, reference)).status).toBe('in_progress');

      t.clock.advance(61_000);
      await t.reconcile.runOnce();
      expect((await paymentRow(t, reference)).status).toBe('declined');
      const failed = await live.log.waitFor(
        (e) => e.channel === live.authentication && e.event === 'authentication_failed',
      );
      expect(failed.payload).toMatchObject({ error: 'The card holder authentication timed out' });
      await live.log.waitFor((e) => e.channel === live.payment && e.event === 'payment_failed');

      // The payer answering afterwards changes nothing, and nothing is charged.
      await answerMastercardChallenge(challenge.redirect_html ?? '', 'approve');
      expect((await paymentRow(t, reference)).status).toBe('declined');
      expect((await process(diner, reference, token)).status).toBe(422);
      expect(gatewayPays(reference)).toHaveLength(0);
      live.socket.disconnect();
    });

    it('a challenge approved but its return lost: the reconciliation reads the gateway and goes on', async () => {
      const diner = await guest();
      const reference = newReference();
      const token = sandboxWalletToken({ number: CHALLENGE });
      const live = await listenToMastercard(t, diner, reference);
      await verify(diner, reference, token);
      await diner.post(PATHS.initiate, { reference_id: reference });
      const challenge = await complete(diner, reference);
      await answerMastercardChallenge(challenge.redirect_html ?? '', 'approve', false);
      t.clock.advance(31_000);
      await t.reconcile.runOnce();
      await live.log.waitFor(
        (e) => e.channel === live.authentication && e.event === 'authentication_completed',
      );
      expect((await process(diner, reference, token)).status).toBe(200);
      expect((await paymentRow(t, reference)).status).toBe('paid');
      live.socket.disconnect();
    });
  });

  describe('tmp_orders update_payment_status', () => {
    it('declined ends an open payment once, tells the browser; a paid one stays paid (409)', async () => {
      const diner = await guest();
      const reference = newReference();
      const live = await listenToMastercard(t, diner, reference);
      await cardReady(diner, reference, CHALLENGE);
      const challenge = await complete(diner, reference);
      expect(challenge.payerInteraction).toBe('REQUIRED');
      const put = () =>
        diner.put<{ error: string }>(PATHS.tmpOrder, {
          reference_id: reference,
          status: 'declined',
        });
      expect((await put()).status).toBe(204);
      const payment = await paymentRow(t, reference);
      expect(payment.status).toBe('declined');
      expect((await orderRow(t, payment.orderId)).paymentStatus).toBe('declined');
      await live.log.waitFor(
        (e) => e.channel === live.authentication && e.event === 'authentication_failed',
      );
      await live.log.waitFor((e) => e.channel === live.payment && e.event === 'payment_failed');
      expect((await put()).status).toBe(204);
      expect(live.log.on(live.payment).filter((e) => e.event === 'payment_failed')).toHaveLength(1);
      // Someone else cannot decline it.
      const stranger = await guest();
      expect(
        (await stranger.put(PATHS.tmpOrder, { reference_id: reference, status: 'declined' }))
          .status,
      ).toBe(404);

      const paidReference = newReference();
      await cardReady(diner, paidReference, APPROVED);
      await complete(diner, paidReference);
      expect((await paymentRow(t, paidReference)).status).toBe('paid');
      const late = await diner.put<{ error: string }>(PATHS.tmpOrder, {
        reference_id: paidReference,
        status: 'declined',
      });
      expect(late.status).toBe(409);
      expect((await paymentRow(t, paidReference)).status).toBe('paid');
      live.socket.disconnect();
    });

    it('asks the gateway first: a payment charged there is settled paid, not declined', async () => {
      const diner = await guest();
      const reference = newReference();
      const { session_id } = await cardReady(diner, reference, APPROVED);
      // The gateway charged the card, but our server never heard (a lost answer).
      t.cardSandbox.mastercard.pay({
        orderId: reference,
        transactionId: 'pay-1',
        sessionId: session_id,
        amount: (await paymentRow(t, reference)).amount,
        currency: 'SGD',
        authenticationTransactionId: null,
      });
      const answer = await diner.put(PATHS.tmpOrder, {
        reference_id: reference,
        status: 'declined',
      });
      expect(answer.status).toBe(409);
      expect((await paymentRow(t, reference)).status).toBe('paid');
    });
  });
  describe('Apple Pay', () => {
    /** The validation URL Apple Pay JS names: the sandbox's stand-in of Apple, over https. */
    const validationUrl = () => t.appleValidation.validationUrl;

    async function startSession(diner: Diner, reference: string, url = validationUrl()) {
      return diner.post<{ error: string }>(PATHS.appleSession, {
        order_details: await payload(diner),
        reference_id: reference,
        validation_url: url,
      });
    }

    async function pay(diner: Diner, reference: string, number: string) {
      return diner.post<{ error: string }>(
        PATHS.applePay,
        {
          order_details: await payload(diner),
          reference_id: reference,
          token_data: {
            paymentData: JSON.parse(sandboxWalletToken({ number })) as unknown,
            transactionIdentifier: 'sandbox',
          },
        },
        Diner.idempotent(),
      );
    }

    it('merchant validated and announced; the token paid once with its own cryptogram', async () => {
      const diner = await guest();
      const reference = newReference();
      const live = await listenToMastercard(t, diner, reference);
      expect((await startSession(diner, reference)).status).toBe(204);
      const created = await live.log.waitFor(
        (e) => e.channel === live.payment && e.event === 'merchant_session_created',
      );
      expect(created.payload).toMatchObject({
        merchant_session: { merchantIdentifier: 'SANDBOX_MERCHANT', domainName: '127.0.0.1' },
      });
      // A card that would be challenged goes through: Apple Pay's cryptogram stands for 3-D Secure.
      const answers = await Promise.all([
        pay(diner, reference, CHALLENGE),
        pay(diner, reference, CHALLENGE),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const succeeded = await live.log.waitFor(
        (e) => e.channel === live.payment && e.event === 'payment_succeeded',
      );
      expect(succeeded.payload).toMatchObject({
        reference_id: reference,
        payment_intent_id: `${reference}/pay-1`,
      });
      expect((await paymentRow(t, reference)).status).toBe('paid');
      expect(gatewayPays(reference)).toHaveLength(1);
      expect((await pay(diner, reference, CHALLENGE)).status).toBe(200);
      expect(gatewayPays(reference)).toHaveLength(1);
      // Cancelling a paid payment: 409, still paid.
      expect((await diner.put(PATHS.appleCancel, { reference_id: reference })).status).toBe(409);
      expect((await paymentRow(t, reference)).status).toBe('paid');
      live.socket.disconnect();
    });

    it('only the configured validation origin is called: anything else is a 422 and places nothing', async () => {
      const diner = await guest();
      const sandbox = new URL(settingsOf(t.context.config, 'mastercard').apiUrl ?? '').origin;
      for (const url of [
        'https://evil.example.com/paymentSession',
        'http://apple-pay-gateway.apple.com/paymentservices/paymentSession',
        'http://127.0.0.1:1/apple-pay/paymentSession',
        // The gateway's own origin is not Apple's, and plain http.
        `${sandbox}/apple-pay/paymentSession`,
        // Apple's own host, while APPLE_PAY_VALIDATION_ORIGIN names another.
        'https://apple-pay-gateway.apple.com/paymentservices/paymentSession',
        validationUrl().replace('https:', 'http:'),
      ]) {
        const reference = newReference();
        const answer = await startSession(diner, reference, url);
        expect(answer.status).toBe(422);
        expect(answer.body.error).toEqual(expect.any(String));
        const rows = await t.context.db
          .select()
          .from(payments)
          .where(eq(payments.reference, reference));
        expect(rows).toHaveLength(0);
      }
    });

    it("Apple's own address without the merchant identity certificate: 422 apple_pay_unavailable, nothing placed", async () => {
      // A restaurant's gateway merchant that has not set APPLE_PAY_MERCHANT_CERT and _KEY.
      const gateway = settingsOf(t.context.config, 'mastercard');
      const configured = { ...gateway };
      const diner = await guest();
      const reference = newReference();
      const orderDetails = await payload(diner);
      Object.assign(gateway, { applePayIdentity: null, applePayValidationOrigin: null });
      const answer = await diner
        .post<{ error: string; error_id: string }>(PATHS.appleSession, {
          order_details: orderDetails,
          reference_id: reference,
          validation_url: 'https://apple-pay-gateway.apple.com/paymentservices/paymentSession',
        })
        .finally(() => Object.assign(gateway, configured));
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({
        error: 'Apple Pay is not set up for this restaurant yet',
        error_id: 'apple_pay_unavailable',
      });
      const rows = await t.context.db
        .select()
        .from(payments)
        .where(eq(payments.reference, reference));
      expect(rows).toHaveLength(0);
    });

    it('a cancel abandons the payment once; a declined token is a 422 and payment_failed', async () => {
      const diner = await guest();
      const cancelled = newReference();
      expect((await startSession(diner, cancelled)).status).toBe(204);
      expect((await diner.put(PATHS.appleCancel, { reference_id: cancelled })).status).toBe(204);
      expect((await paymentRow(t, cancelled)).status).toBe('abandoned');
      expect((await diner.put(PATHS.appleCancel, { reference_id: cancelled })).status).toBe(204);
      expect((await pay(diner, cancelled, APPROVED)).status).toBe(422);
      expect(gatewayPays(cancelled)).toHaveLength(0);

      const declined = newReference();
      const live = await listenToMastercard(t, diner, declined);
      expect((await startSession(diner, declined)).status).toBe(204);
      expect((await pay(diner, declined, DECLINED)).status).toBe(422);
      await live.log.waitFor((e) => e.channel === live.payment && e.event === 'payment_failed');
      expect((await paymentRow(t, declined)).status).toBe('declined');
      live.socket.disconnect();
    });
  });
  describe('refunds and voids from the POS', () => {
    it('a paid card payment is refunded at the gateway, in parts, never more than was paid', async () => {
      const diner = await guest();
      const reference = newReference();
      await cardReady(diner, reference, APPROVED);
      await complete(diner, reference);
      const payment = await paymentRow(t, reference);
      expect(payment.status).toBe('paid');
      const refund = (body: Record<string, unknown>) =>
        staff(t, 'POST', `/pos/api/payments/${reference}/refunds`, {
          refund_key: randomUUID(),
          ...body,
        });
      const part = await refund({ amount: '1.00' });
      expect(part.status, part.text).toBe(200);
      const atGateway = () =>
        [...(t.cardSandbox.mastercard.orders.get(reference)?.transactions.values() ?? [])]
          .filter((transaction) => transaction.type === 'REFUND')
          .map((transaction) => transaction.amount);
      expect(atGateway()).toEqual([100]);
      const rest = await refund({});
      expect(rest.status, rest.text).toBe(200);
      expect(atGateway().reduce((sum, amount) => sum + amount, 0)).toBe(
        toMinorUnits(payment.amount, 2),
      );
      const more = await refund({ amount: '0.01' });
      expect(more.status).toBe(422);
    });

    it('a void stops a card payment before it is charged; a charged one is settled paid (409)', async () => {
      const diner = await guest();
      const reference = newReference();
      await cardReady(diner, reference, APPROVED);
      const voided = await staff(t, 'POST', `/pos/api/payments/${reference}/void`);
      expect(voided.status, voided.text).toBe(200);
      expect((await paymentRow(t, reference)).status).toBe('declined');
      // Nothing can charge it afterwards.
      expect(
        (await diner.post(PATHS.complete, { reference_id: reference, device: DEVICE })).status,
      ).toBe(409);
      expect(gatewayPays(reference)).toHaveLength(0);

      const charged = newReference();
      const { session_id } = await cardReady(diner, charged, APPROVED);
      t.cardSandbox.mastercard.pay({
        orderId: charged,
        transactionId: 'pay-1',
        sessionId: session_id,
        amount: (await paymentRow(t, charged)).amount,
        currency: 'SGD',
        authenticationTransactionId: null,
      });
      const late = await staff(t, 'POST', `/pos/api/payments/${charged}/void`);
      expect(late.status).toBe(409);
      expect((await paymentRow(t, charged)).status).toBe('paid');
    });
  });
});
