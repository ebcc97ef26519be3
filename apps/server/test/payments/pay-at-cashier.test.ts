import { payments as paymentCalls } from '@tabula/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../../src/db/schema';
import { signedInDiner } from '../support/accounts';
import { DATABASE_KINDS } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import { patchSessionState, sessionOf } from '../support/sessions';
import { cafeItem, cafePayload, must, orderRow } from './support/checkout';

const PATH = '/payments/pay_at_cashier';

describe.each(DATABASE_KINDS)('pay at the cashier on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  const ordersOfSession = async (diner: Diner) => {
    const session = await sessionOf(t, diner);
    return t.context.db.select().from(orders).where(eq(orders.sessionId, session.id));
  };

  it('places an unconfirmed, unpaid cash order and answers the payment', async () => {
    const { diner, user } = await signedInDiner(t, { points: '0.00' });
    const payload = await cafePayload(t, diner);
    const answer = await diner.post(PATH, { order_details: payload }, Diner.idempotent());
    expect(answer.status).toBe(200);
    const result = paymentCalls.payAtCashier.response.parse(answer.body);
    expect(result.payment_page_url).toBeUndefined();
    expect(result.order_details?.payment).toMatchObject({
      payment_type: 'cash',
      amount: payload.total_amount,
      tip: payload.tips_amount,
      customer_id: user.id,
    });
    // A member earns 1 point per SGD of the total before tip, in whole points.
    expect(result.order_details?.earned_loyalty).toMatch(/^\d+\.00$/);
    expect(result.order_details?.earned_loyalty).not.toBe('0.00');

    const [order] = await ordersOfSession(diner);
    expect(order).toBeDefined();
    expect(order?.status).toBe('unconfirmed');
    expect(order?.paymentStatus).toBe('unpaid');
    expect(order?.totalAmount).toBe(payload.total_amount);
    const rows = await t.context.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, must(order, 'order').id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      provider: 'cash',
      status: 'in_progress',
      amount: payload.total_amount,
    });
    expect(result.order_details?.payment.reference_code).toBe(rows[0]?.reference);
  });

  it('answers no earned loyalty for a guest', async () => {
    const { diner } = await signedInDiner(t, { guest: true });
    const answer = await diner.post(
      PATH,
      { order_details: await cafePayload(t, diner) },
      Diner.idempotent(),
    );
    expect(answer.status).toBe(200);
    expect(
      paymentCalls.payAtCashier.response.parse(answer.body).order_details?.earned_loyalty,
    ).toBeNull();
  });

  it('refuses cash at a table with the B§8 message, placing nothing', async () => {
    const table = must(t.seed.cafe.tables[0], 'table');
    const { diner } = await signedInDiner(t, { token: table.token });
    const payload = await cafePayload(t, diner, { paymentType: 'cash' });
    const answer = await diner.post<{ error: string; error_id: string }>(
      PATH,
      { order_details: payload },
      Diner.idempotent(),
    );
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe(
      'Unable to place order. Please contact the restaurant or try again later.',
    );
    expect(await ordersOfSession(diner)).toHaveLength(0);
  });

  it('refuses cash while loyalty is redeemed', async () => {
    const { diner } = await signedInDiner(t, { points: '100.00' });
    await patchSessionState(t, diner, { redeemed_points: '10.00' });
    // 10 points at 0.10 each are worth 1.00.
    const payload = await cafePayload(t, diner, { redeemedLoyalty: '1.00' });
    const answer = await diner.post<{ error_id: string }>(
      PATH,
      { order_details: payload },
      Diner.idempotent(),
    );
    expect(answer.status).toBe(422);
    expect(answer.body.error_id).toBe('loyalty_with_cash');
    expect(await ordersOfSession(diner)).toHaveLength(0);
  });

  it('refuses a total that is not the server’s with order_total_amount_mismatch', async () => {
    const { diner } = await signedInDiner(t);
    const payload = await cafePayload(t, diner, { override: { total_amount: '0.01' } });
    const answer = await diner.post<{ error_id: string }>(
      PATH,
      { order_details: payload },
      Diner.idempotent(),
    );
    expect(answer.status).toBe(422);
    expect(answer.body.error_id).toBe('order_total_amount_mismatch');
    expect(await ordersOfSession(diner)).toHaveLength(0);
  });

  it('runs 100 identical concurrent placements once and answers each the same', async () => {
    const { diner } = await signedInDiner(t);
    const payload = await cafePayload(t, diner);
    const key = Diner.idempotent();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => diner.post(PATH, { order_details: payload }, key)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 100 }, () => 200));
    // The same answer: the replays read it back from the database, the first as it was sent.
    for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
    expect(paymentCalls.payAtCashier.response.parse(answers[0]?.body).order_details).toBeDefined();
    const placed = await ordersOfSession(diner);
    expect(placed).toHaveLength(1);
    const rows = await t.context.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, must(placed[0], 'order').id));
    expect(rows).toHaveLength(1);
  });

  it('refuses the same key with another body (409) and a missing key (400)', async () => {
    const { diner } = await signedInDiner(t);
    const key = Diner.idempotent();
    const first = await diner.post(PATH, { order_details: await cafePayload(t, diner) }, key);
    expect(first.status).toBe(200);
    const other = await cafePayload(t, diner, {}, [{ item: cafeItem(t, 'kopi'), count: 2 }]);
    const reused = await diner.post<{ error_id: string }>(PATH, { order_details: other }, key);
    expect(reused.status).toBe(409);
    expect(reused.body.error_id).toBe('idempotency_key_reused');
    const missing = await diner.post<{ error_id: string }>(PATH, { order_details: other });
    expect(missing.status).toBe(400);
    expect(missing.body.error_id).toBe('idempotency_key_missing');
    expect(await ordersOfSession(diner)).toHaveLength(1);
  });

  it('answers malformed bodies with 400, never 500', async () => {
    const { diner } = await signedInDiner(t);
    const payload = await cafePayload(t, diner);
    const bodies: unknown[] = [
      {},
      { order_details: 'flat white' },
      { order_details: { ...payload, items: undefined } },
      { order_details: { ...payload, total_amount: 12.5 } },
      { order_details: { ...payload, currency: 'dollars' } },
      [],
    ];
    for (const body of bodies) {
      const answer = await diner.post<{ error_id: string }>(PATH, body, Diner.idempotent());
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.error_id).toBe('invalid_request');
    }
    const broken = await diner.post(PATH, '{"order_details":', {
      ...Diner.idempotent(),
      'content-type': 'application/json',
    });
    expect(broken.status).toBe(400);
    expect(await ordersOfSession(diner)).toHaveLength(0);
  });

  it('needs a session (401) and the CSRF token (403)', async () => {
    const { diner } = await signedInDiner(t);
    const payload = await cafePayload(t, diner);
    const stranger = new Diner(t.url);
    const noSession = await stranger.post(PATH, { order_details: payload }, Diner.idempotent());
    expect(noSession.status).toBe(401);
    const noCsrf = await diner.post(
      PATH,
      { order_details: payload },
      {
        ...Diner.idempotent(),
        'x-csrf-token': 'wrong',
      },
    );
    expect(noCsrf.status).toBe(403);
    expect(await ordersOfSession(diner)).toHaveLength(0);
  });

  it('keeps the order readable as the contract’s order', async () => {
    const { diner } = await signedInDiner(t);
    const answer = await diner.post(
      PATH,
      { order_details: await cafePayload(t, diner) },
      Diner.idempotent(),
    );
    expect(answer.status).toBe(200);
    const [placed] = await ordersOfSession(diner);
    const row = await orderRow(t, must(placed, 'order').id);
    expect((row.details as { payments: unknown[] }).payments).toEqual([]);
  });
});
