import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import { buildPricedPayload } from '../orders/support/payload';
import { signedInDiner } from '../support/accounts';
import { sessionOf } from '../support/sessions';

const NOON_IN_SINGAPORE = new Date('2026-11-18T04:00:00Z');

describe.each(DATABASE_KINDS)('promo codes (promotions/validate) on %s', (kind) => {
  let t: TestServer;
  let welcome: number;
  beforeAll(async () => {
    t = await startTestServer(kind);
    welcome = t.seed.cafe.promotionIds.welcomeCode ?? 0;
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.clock.set(NOON_IN_SINGAPORE);
  });

  const check = (diner: Diner, body: Record<string, unknown>) =>
    diner.post<{ is_valid: boolean; error?: string }>('/promotions/validate', body);
  const bodyFor = (userId: number, fields: Record<string, unknown> = {}) => ({
    code: 'WELCOME5',
    company_id: t.seed.cafe.companyId,
    customer_id: userId,
    promotion_id: welcome,
    promo_code_id: 1,
    ...fields,
  });
  // Laksa x3 (29.40) and a kopi (2.20): 31.60, above WELCOME5's 30.00.
  const lines = () => [
    { item: t.seed.cafe.items.laksa ?? 0, count: 3 },
    { item: t.seed.cafe.items.kopi ?? 0 },
  ];

  it("accepts the promotion's code and then prices its discount into the order", async () => {
    const { diner, user } = await signedInDiner(t);
    const unlocked = await buildPricedPayload(t, diner, 'cafe', lines(), {
      unlockedPromotionIds: [welcome],
    });
    expect(unlocked.bill.order_promotion_discount).toBe('5.00');

    // Before the code is checked the promotion is not the diner's.
    const early = await diner.post<{ error_id: string }>('/orders/validate', {
      order_details: unlocked.payload,
    });
    expect(early.status).toBe(422);
    expect(early.body.error_id).toBe('order_total_amount_mismatch');

    const answer = await check(diner, bodyFor(user.id, { code: 'welcome5' }));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ is_valid: true });
    expect((await sessionOf(t, diner)).state).toMatchObject({
      promo_codes: [{ promotion_id: welcome, promo_code_id: 1 }],
    });
    expect((await diner.post('/orders/validate', { order_details: unlocked.payload })).status).toBe(
      200,
    );
    const plain = await buildPricedPayload(t, diner, 'cafe', lines());
    expect((await diner.post('/orders/validate', { order_details: plain.payload })).status).toBe(
      422,
    );
  });

  it('answers is_valid false for a wrong code, promotion, company or customer', async () => {
    const { diner, user } = await signedInDiner(t);
    const wrong = [
      bodyFor(user.id, { code: 'WELCOME6' }),
      bodyFor(user.id, { promo_code_id: 2 }),
      bodyFor(user.id, { promotion_id: t.seed.cafe.promotionIds.twoCakes }),
      bodyFor(user.id, { company_id: t.seed.kuwait.companyId }),
      bodyFor(user.id + 1000),
    ];
    for (const body of wrong) {
      const answer = await check(diner, body);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ is_valid: false });
    }
    expect((await sessionOf(t, diner)).state).not.toHaveProperty('promo_codes');

    // A visitor who has not signed in has no customer the code could be for.
    const visitor = new Diner(t.url);
    await visitor.scan(t.seed.cafe.counterToken);
    expect((await check(visitor, bodyFor(user.id))).body).toEqual({ is_valid: false });
  });

  it('takes a checked code back: the promotion no longer prices, and a retry or an unchecked id is a no-op', async () => {
    const { diner, user } = await signedInDiner(t);
    const unlocked = await buildPricedPayload(t, diner, 'cafe', lines(), {
      unlockedPromotionIds: [welcome],
    });
    expect((await check(diner, bodyFor(user.id))).body).toEqual({ is_valid: true });
    expect((await diner.post('/orders/validate', { order_details: unlocked.payload })).status).toBe(
      200,
    );

    const forget = await diner.delete(`/promotions/${welcome}/code`);
    expect(forget.status).toBe(204);
    expect((await sessionOf(t, diner)).state).toMatchObject({ promo_codes: [] });
    const early = await diner.post<{ error_id: string }>('/orders/validate', {
      order_details: unlocked.payload,
    });
    expect(early.status).toBe(422);
    expect(early.body.error_id).toBe('order_total_amount_mismatch');
    const plain = await buildPricedPayload(t, diner, 'cafe', lines());
    expect((await diner.post('/orders/validate', { order_details: plain.payload })).status).toBe(
      200,
    );

    // A retry, and a promotion whose code was never checked, answer 204 and change nothing.
    expect((await diner.delete(`/promotions/${welcome}/code`)).status).toBe(204);
    expect((await diner.delete(`/promotions/${welcome + 1000}/code`)).status).toBe(204);
    // The code can be checked again afterwards.
    expect((await check(diner, bodyFor(user.id))).body).toEqual({ is_valid: true });
    expect((await diner.post('/orders/validate', { order_details: unlocked.payload })).status).toBe(
      200,
    );
  });

  it('refuses to take back a code for a malformed id (400) or without a session (401)', async () => {
    const { diner } = await signedInDiner(t);
    expect((await diner.delete('/promotions/abc/code')).status).toBe(400);
    expect((await diner.delete('/promotions/0/code')).status).toBe(400);
    expect((await new Diner(t.url).delete(`/promotions/${welcome}/code`)).status).toBe(401);
  });

  it('refuses a malformed body with a 400 and a call without a session with a 401', async () => {
    const { diner, user } = await signedInDiner(t);
    const blank = await check(diner, bodyFor(user.id, { code: '   ' }));
    expect(blank.status).toBe(400);
    expect(blank.body.error).toContain('code');
    const badId = await check(diner, bodyFor(user.id, { promotion_id: -1 }));
    expect(badId.status).toBe(400);
    const nobody = new Diner(t.url);
    expect((await check(nobody, bodyFor(user.id))).status).toBe(401);
  });
});
