import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, loyaltyAccounts, users } from '../../src/db/schema';
import { DATABASE_KINDS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';
import {
  newEmail,
  registeredUser,
  scannedDiner,
  seatUser,
  signedInDiner,
} from '../support/accounts';
import { insertOrder } from '../support/order-rows';
import { only, table } from '../support/picks';
import { sessionOf } from '../support/sessions';

interface LoyaltyAnswer {
  loyalty: {
    customer_loyalty: string;
    min_redeem_value: string | null;
    max_redeem_value: string | null;
    redeemedPoints: string | null;
    hasRedeemed: boolean;
    customer_id: number;
  };
}
interface ErrorBody {
  error: string;
  error_id: string;
  details: Record<string, unknown>;
}

describe.each(DATABASE_KINDS)('loyalty on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  /** Runs a test with the cafe's loyalty programme or loyalty_details changed, then restores them. */
  async function withCafe(
    change: { programme?: Record<string, string>; details?: Record<string, unknown> },
    run: () => Promise<void>,
  ) {
    const row = only(
      await t.context.db.select().from(companies).where(eq(companies.id, t.seed.cafe.companyId)),
    );
    const profile = row.profile as Record<string, unknown>;
    const programme = row.loyaltyProgramme as Record<string, string>;
    await t.context.db
      .update(companies)
      .set({
        loyaltyProgramme: { ...programme, ...change.programme },
        profile: change.details
          ? {
              ...profile,
              loyalty_details: { ...(profile.loyalty_details as object), ...change.details },
            }
          : profile,
      })
      .where(eq(companies.id, t.seed.cafe.companyId));
    try {
      await run();
    } finally {
      await t.context.db
        .update(companies)
        .set({ loyaltyProgramme: programme, profile })
        .where(eq(companies.id, t.seed.cafe.companyId));
    }
  }

  describe('balance and fetch', () => {
    it("answers a member's balance and the programme's limits", async () => {
      const { diner, user } = await signedInDiner(t, { points: '42.00' });
      const points = await diner.get<LoyaltyAnswer>('/users/loyalty_points');
      expect(points.status).toBe(200);
      expect(points.body.loyalty).toMatchObject({
        customer_loyalty: '42.00',
        min_redeem_value: '10',
        max_redeem_value: '0',
        // The programme's point value, for the app's conversions (the cafe's point is 0.10).
        point_value: '0.10',
        redeemedPoints: null,
        hasRedeemed: false,
        customer_id: user.id,
      });
      const fetched = await diner.get<LoyaltyAnswer>('/users/loyalty_points/details');
      expect(fetched.status).toBe(200);
      expect(fetched.body.loyalty.customer_loyalty).toBe('42.00');
    });

    it('answers 404 to a non-member, 401 to a visitor, and 404 for an order of someone else', async () => {
      const { diner } = await signedInDiner(t);
      const nonMember = await diner.get<ErrorBody>('/users/loyalty_points');
      expect(nonMember.status).toBe(404);
      expect(nonMember.body.error_id).toBe('loyalty_not_joined');
      expect((await (await scannedDiner(t)).get('/users/loyalty_points')).status).toBe(401);
      const member = await signedInDiner(t, { points: '1.00' });
      const other = await registeredUser(t);
      const theirs = await insertOrder(t, { userId: other.id, totalAmount: '5.00' });
      expect(
        (await member.diner.get(`/users/loyalty_points/details?order_id=${String(theirs.id)}`))
          .status,
      ).toBe(404);
      expect((await member.diner.get('/users/loyalty_points/details?order_id=abc')).status).toBe(
        400,
      );
    });
  });

  describe('redeem', () => {
    it('stores an accepted redemption in the session and answers it', async () => {
      const { diner } = await signedInDiner(t, { points: '50.00' });
      const answer = await diner.post<LoyaltyAnswer>('/users/loyalty_points/redeem', {
        points: '20',
      });
      expect(answer.status).toBe(200);
      expect(answer.body.loyalty).toMatchObject({
        redeemedPoints: '20.00',
        hasRedeemed: true,
        customer_loyalty: '50.00',
      });
      expect((await sessionOf(t, diner)).state).toMatchObject({ redeemed_points: '20.00' });
      const removed = await diner.post<LoyaltyAnswer>('/users/loyalty_points/remove', {});
      expect(removed.status).toBe(200);
      expect(removed.body.loyalty).toMatchObject({ redeemedPoints: null, hasRedeemed: false });
      expect((await sessionOf(t, diner)).state).not.toHaveProperty('redeemed_points');
    });

    it('check 1: no more than the available points', async () => {
      const { diner } = await signedInDiner(t, { points: '50.00' });
      const answer = await diner.post<ErrorBody>('/users/loyalty_points/redeem', { points: '60' });
      expect(answer.status).toBe(422);
      expect(answer.body.error_id).toBe('exceeds_available');
      expect(answer.body.details).toMatchObject({
        available: '50.00',
        message_key: 'loyalty.only_available_can_be_used',
      });
    });

    it('check 2: no more than a non-zero max_redeem_value', async () => {
      await withCafe({ programme: { max_redeem_value: '30' } }, async () => {
        const { diner } = await signedInDiner(t, { points: '50.00' });
        const answer = await diner.post<ErrorBody>('/users/loyalty_points/redeem', {
          points: '40',
        });
        expect(answer.body.error_id).toBe('exceeds_max_redeem');
        expect(answer.body.details).toMatchObject({ max: '30.00' });
        expect((await diner.post('/users/loyalty_points/redeem', { points: '30' })).status).toBe(
          200,
        );
      });
    });

    it("check 3: no more than the order's total before loyalty, in points", async () => {
      const { diner, user } = await signedInDiner(t, { points: '500.00' });
      // 4.00 of items + 0.50 surcharge - 1.00 discount = 3.50, worth 35 points at 0.10 a point
      const order = await insertOrder(t, {
        userId: user.id,
        totalAmount: '4.00',
        paymentStatus: 'unpaid',
        details: {
          sub_total: '4.00',
          surcharges_breakdown: [
            {
              id: 2,
              name: 'Takeaway packaging',
              surcharge_type: 2,
              rate: '0.50',
              is_taxable: true,
              is_delivery_charge: true,
              applicable_on_dinein: false,
              tax_rate_id: null,
              tax_rate: null,
              amount: '0.50',
            },
          ],
          discounts: [
            {
              discount_id: 1,
              discount_name: 'Staff',
              discount_type: 2,
              discount_rate: '1.00',
              discountedAmount: '1.00',
              min_order_amount: null,
              on_total: false,
              applied_from_pos: true,
              promotion_id: null,
              applicable_on_dinein: null,
            },
          ],
        },
      });
      const over = await diner.post<ErrorBody>('/users/loyalty_points/redeem', {
        points: '35.01',
        order_id: order.id,
      });
      expect(over.status).toBe(422);
      expect(over.body.error_id).toBe('exceeds_order_total');
      expect(over.body.details).toMatchObject({
        max: '35.00',
        message_key: 'loyalty.max_for_this_order',
      });
      const exact = await diner.post<LoyaltyAnswer>('/users/loyalty_points/redeem', {
        points: '35',
        order_id: order.id,
      });
      expect(exact.status).toBe(200);
    });

    it("check 3 counts the order promotion and an on_total coupon's surcharge part once", async () => {
      const { diner, user } = await signedInDiner(t, { points: '500.00' });
      // Items 20.00, a 10 % order promotion (2.00), a 5.00 surcharge and an on_total 22.00 coupon
      // (18.00 off the items, 4.00 off the surcharge). The engine's rule: items 20.00 + surcharges
      // 1.00 − discounts on the items 20.00 = 1.00, worth 10 points at 0.10. Summing the stored
      // figures took the coupon's surcharge part off twice and left the promotion out:
      // 20.00 + 1.00 − 22.00, floored at 0.
      const input = {
        currency: 'SGD',
        precision: 2,
        is_tax_inclusive: false,
        mode: 'walk_in',
        lines: [
          {
            id: 'l1',
            item_id: 1,
            category_id: 1,
            count: 2,
            unit_price: '10.00',
            modifiers: [],
            taxes: [],
          },
        ],
        surcharges: [{ id: 9, name: 'Packaging', type: 'FIXED', value: '5.00' }],
        promotions: [
          {
            id: 4,
            name: '10 % off the order',
            priority: 1,
            promo_type: 'basic',
            condition: { type: 'buys_for_specific_amount', min_price: '0.00' },
            action: { type: 'gets_percent_discount_on_order', value: '10' },
          },
        ],
        discounts: [
          {
            discount_id: 1,
            discount_name: 'BIG',
            discount_type: 2,
            discount_rate: '22.00',
            on_total: true,
          },
        ],
      };
      const order = await insertOrder(t, {
        userId: user.id,
        totalAmount: '1.00',
        paymentStatus: 'unpaid',
        details: {
          sub_total: '20.00',
          surcharges_breakdown: [
            {
              id: 9,
              name: 'Packaging',
              surcharge_type: 2,
              rate: '5.00',
              is_taxable: false,
              is_delivery_charge: false,
              applicable_on_dinein: null,
              tax_rate_id: null,
              tax_rate: null,
              amount: '1.00',
            },
          ],
          discounts: [
            {
              discount_id: 1,
              discount_name: 'BIG',
              discount_type: 2,
              discount_rate: '22.00',
              discountedAmount: '22.00',
              min_order_amount: null,
              on_total: true,
              applied_from_pos: false,
              promotion_id: null,
              applicable_on_dinein: null,
            },
          ],
          pricing: { input, loyalty_points: '0', loyalty_from_pos: false },
        },
      });
      const over = await diner.post<ErrorBody>('/users/loyalty_points/redeem', {
        points: '10.01',
        order_id: order.id,
      });
      expect(over.status).toBe(422);
      expect(over.body.details).toMatchObject({ max: '10.00' });
      const exact = await diner.post<LoyaltyAnswer>('/users/loyalty_points/redeem', {
        points: '10',
        order_id: order.id,
      });
      expect(exact.status).toBe(200);
    });

    it('check 4: the available points must reach min_redeem_value', async () => {
      const { diner } = await signedInDiner(t, { points: '8.00' });
      const answer = await diner.post<ErrorBody>('/users/loyalty_points/redeem', { points: '5' });
      expect(answer.body.error_id).toBe('below_min_redeem');
      expect(answer.body.details).toMatchObject({ min: '10.00', available: '8.00' });
    });

    it('reports only the first failing check, in the order of A§5', async () => {
      await withCafe({ programme: { max_redeem_value: '5' } }, async () => {
        const { diner } = await signedInDiner(t, { points: '8.00' });
        // above the balance, above the maximum and below the minimum: check 1 wins
        const first = await diner.post<ErrorBody>('/users/loyalty_points/redeem', { points: '60' });
        expect(first.body.error_id).toBe('exceeds_available');
        // within the balance, above the maximum, below the minimum: check 2 wins
        const second = await diner.post<ErrorBody>('/users/loyalty_points/redeem', { points: '7' });
        expect(second.body.error_id).toBe('exceeds_max_redeem');
      });
    });

    it('removes the redemption when a check fails', async () => {
      const { diner } = await signedInDiner(t, { points: '50.00' });
      expect((await diner.post('/users/loyalty_points/redeem', { points: '20' })).status).toBe(200);
      expect((await diner.post('/users/loyalty_points/redeem', { points: '99' })).status).toBe(422);
      expect((await sessionOf(t, diner)).state).not.toHaveProperty('redeemed_points');
      const fetched = await diner.get<LoyaltyAnswer>('/users/loyalty_points/details');
      expect(fetched.body.loyalty.hasRedeemed).toBe(false);
    });

    it('refuses malformed amounts (400), too many decimals (422) and a missing CSRF token (403)', async () => {
      const { diner } = await signedInDiner(t, { points: '50.00' });
      for (const points of ['-3', '1e3', '12,5', '', 12]) {
        expect(
          (await diner.post('/users/loyalty_points/redeem', { points })).status,
          String(points),
        ).toBe(400);
      }
      const decimals = await diner.post<ErrorBody>('/users/loyalty_points/redeem', {
        points: '1.234',
      });
      expect(decimals.status).toBe(422);
      expect(decimals.body.error_id).toBe('too_many_decimals');
      expect(
        (await diner.post('/users/loyalty_points/redeem', { points: '10' }, { 'x-csrf-token': '' }))
          .status,
      ).toBe(403);
    });

    it("refuses someone else's order (404), a paid order and a group order (422)", async () => {
      const { diner, user } = await signedInDiner(t, { points: '50.00' });
      const other = await registeredUser(t);
      const theirs = await insertOrder(t, {
        userId: other.id,
        totalAmount: '5.00',
        paymentStatus: 'unpaid',
      });
      expect(
        (await diner.post('/users/loyalty_points/redeem', { points: '10', order_id: theirs.id }))
          .status,
      ).toBe(404);
      const paid = await insertOrder(t, {
        userId: user.id,
        totalAmount: '5.00',
        details: { sub_total: '5.00' },
      });
      expect(
        (await diner.post('/users/loyalty_points/redeem', { points: '10', order_id: paid.id }))
          .status,
      ).toBe(422);
      const group = await insertOrder(t, {
        userId: user.id,
        totalAmount: '5.00',
        paymentStatus: 'unpaid',
        isGroupOrder: true,
        details: { sub_total: '5.00' },
      });
      expect(
        (await diner.post('/users/loyalty_points/redeem', { points: '10', order_id: group.id }))
          .status,
      ).toBe(422);
    });

    it('follows the mode: off for walk-in means no redemption at the counter, but at a table', async () => {
      await withCafe({ details: { enabled_for_walkin: false } }, async () => {
        const { diner, user } = await signedInDiner(t, { points: '50.00' });
        const counter = await diner.post<ErrorBody>('/users/loyalty_points/redeem', {
          points: '10',
        });
        expect(counter.status).toBe(422);
        expect(counter.body.error_id).toBe('loyalty_unavailable');
        const fetched = await diner.get<ErrorBody>('/users/loyalty_points/details');
        expect(fetched.status).toBe(422);
        expect(fetched.body.error_id).toBe('loyalty_fetch_failed');
        // the balance itself stays readable (the profile's loyalty card)
        expect((await diner.get('/users/loyalty_points')).status).toBe(200);
        const atTable = await scannedDiner(t, table(t.seed.cafe.tables, 0).token);
        await seatUser(t, atTable, user.id);
        expect((await atTable.post('/users/loyalty_points/redeem', { points: '10' })).status).toBe(
          200,
        );
      });
    });
  });

  describe('join', () => {
    it('makes a registered diner a member with their name and e-mail', async () => {
      const { diner, user } = await signedInDiner(t);
      const email = newEmail();
      const answer = await diner.post<{
        user: { has_loyalty: boolean; name: string; email: string };
      }>('/users/loyalty_points/join_loyalty', { user: { name: 'Wei Jie', email } });
      expect(answer.status).toBe(200);
      expect(answer.body.user).toMatchObject({ has_loyalty: true, name: 'Wei Jie', email });
      const account = only(
        await t.context.db
          .select()
          .from(loyaltyAccounts)
          .where(eq(loyaltyAccounts.userId, user.id)),
      );
      expect(account.points).toBe('0.00');
      // joining twice keeps the balance
      await t.context.db
        .update(loyaltyAccounts)
        .set({ points: '7.00' })
        .where(eq(loyaltyAccounts.userId, user.id));
      expect(
        (
          await diner.post('/users/loyalty_points/join_loyalty', {
            user: { name: 'Wei Jie', email },
          })
        ).status,
      ).toBe(200);
      const kept = only(
        await t.context.db
          .select()
          .from(loyaltyAccounts)
          .where(eq(loyaltyAccounts.userId, user.id)),
      );
      expect(kept.points).toBe('7.00');
    });

    it('needs a name and a valid e-mail (400) not used by another diner (409)', async () => {
      const { diner, user } = await signedInDiner(t);
      expect(
        (
          await diner.post('/users/loyalty_points/join_loyalty', {
            user: { name: '', email: newEmail() },
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await diner.post('/users/loyalty_points/join_loyalty', {
            user: { name: 'A', email: 'x@' },
          })
        ).status,
      ).toBe(400);
      const other = await registeredUser(t);
      const taken = await diner.post<ErrorBody>('/users/loyalty_points/join_loyalty', {
        user: { name: 'A', email: other.email },
      });
      expect(taken.status).toBe(409);
      expect(taken.body.error_id).toBe('loyalty_sign_up_failed');
      expect(
        await t.context.db
          .select()
          .from(loyaltyAccounts)
          .where(eq(loyaltyAccounts.userId, user.id)),
      ).toHaveLength(0);
      const row = only(await t.context.db.select().from(users).where(eq(users.id, user.id)));
      expect(row.email).toBe(user.email);
    });

    it('is refused where there is no programme (Kuwait, lite plan)', async () => {
      const diner = await scannedDiner(t, t.seed.kuwait.counterToken);
      const user = await registeredUser(t, { companyId: t.seed.kuwait.companyId });
      await seatUser(t, diner, user.id);
      const answer = await diner.post<ErrorBody>('/users/loyalty_points/join_loyalty', {
        user: { name: 'A', email: newEmail() },
      });
      expect(answer.status).toBe(422);
      expect(answer.body.error_id).toBe('loyalty_sign_up_failed');
    });
  });
});
