import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loyaltyAccounts, loyaltyLedger, orders } from '../../src/db/schema';
import { settleOrderLoyalty } from '../../src/loyalty/settle-order-loyalty';
import { DATABASE_KINDS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';
import { registeredUser } from '../support/accounts';
import { insertOrder } from '../support/order-rows';
import { only } from '../support/picks';

describe.each(DATABASE_KINDS)('settleOrderLoyalty on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  const balanceOf = async (userId: number) =>
    (await t.context.db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.userId, userId)))[0]
      ?.points;
  const ledgerOf = (userId: number) =>
    t.context.db.select().from(loyaltyLedger).where(eq(loyaltyLedger.userId, userId));

  it('debits the redeemed money at the point value and credits the earned points, once', async () => {
    // The cafe: 1 point per SGD paid, a point is worth 0.10.
    const user = await registeredUser(t, { points: '100.00' });
    const order = await insertOrder(t, {
      userId: user.id,
      totalAmount: '23.45',
      details: { tips_amount: '2.00', redeemed_loyalty: '1.50', earned_loyalty: '5' },
    });
    // 1.50 / 0.10 = 15 points spent; floor(23.45 - 2.00) = 21 earned, plus 5 from a promotion.
    expect(await settleOrderLoyalty(t.context.db, order)).toEqual({
      earned: '26.00',
      redeemed: '15.00',
    });
    expect(await balanceOf(user.id)).toBe('111.00');
    // A second call changes nothing and reports the same.
    expect(await settleOrderLoyalty(t.context.db, order)).toEqual({
      earned: '26.00',
      redeemed: '15.00',
    });
    expect(await balanceOf(user.id)).toBe('111.00');
    const ledger = await ledgerOf(user.id);
    expect(ledger.map((row) => [row.orderId, row.delta]).sort()).toEqual(
      [
        [order.id, '-15.00'],
        [order.id, '26.00'],
      ].sort(),
    );
  });

  it('settles once when called many times at once', async () => {
    const user = await registeredUser(t, { points: '0.00' });
    const order = await insertOrder(t, { userId: user.id, totalAmount: '9.99' });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => settleOrderLoyalty(t.context.db, order)),
    );
    for (const result of results) expect(result).toEqual({ earned: '9.00', redeemed: '0.00' });
    expect(await balanceOf(user.id)).toBe('9.00');
    expect(await ledgerOf(user.id)).toHaveLength(2);
  });

  it('settles each order of a diner on its own', async () => {
    const user = await registeredUser(t, { points: '0.00' });
    const first = await insertOrder(t, { userId: user.id, totalAmount: '10.00' });
    const second = await insertOrder(t, { userId: user.id, totalAmount: '5.50' });
    await settleOrderLoyalty(t.context.db, first);
    await settleOrderLoyalty(t.context.db, second);
    expect(await balanceOf(user.id)).toBe('15.00');
  });

  it('never debits below zero', async () => {
    const user = await registeredUser(t, { points: '4.00' });
    const order = await insertOrder(t, {
      userId: user.id,
      totalAmount: '0.00',
      details: { redeemed_loyalty: '1.00' },
    });
    expect(await settleOrderLoyalty(t.context.db, order)).toEqual({
      earned: '0.00',
      redeemed: '4.00',
    });
    expect(await balanceOf(user.id)).toBe('0.00');
  });

  it('does nothing for a non-member, a guest, an order without a diner or a company without a programme', async () => {
    const nonMember = await registeredUser(t);
    const guest = await registeredUser(t, { guest: true });
    const cases = [
      await insertOrder(t, { userId: nonMember.id, totalAmount: '50.00' }),
      await insertOrder(t, { userId: guest.id, totalAmount: '50.00' }),
      await insertOrder(t, { userId: null, totalAmount: '50.00' }),
    ];
    for (const order of cases) {
      expect(await settleOrderLoyalty(t.context.db, order)).toEqual({
        earned: '0.00',
        redeemed: '0.00',
      });
    }
    expect(await ledgerOf(nonMember.id)).toHaveLength(0);
    expect(await ledgerOf(guest.id)).toHaveLength(0);

    const kuwaitUser = await registeredUser(t, {
      companyId: t.seed.kuwait.companyId,
      points: '0.000',
    });
    const kuwaitOrder = only(
      await t.context.db
        .update(orders)
        .set({
          companyId: t.seed.kuwait.companyId,
          outletId: t.seed.kuwait.outletId,
          currency: 'KWD',
        })
        .where(
          eq(
            orders.id,
            (await insertOrder(t, { userId: kuwaitUser.id, totalAmount: '12.000' })).id,
          ),
        )
        .returning(),
    );
    expect(await settleOrderLoyalty(t.context.db, kuwaitOrder)).toEqual({
      earned: '0.000',
      redeemed: '0.000',
    });
    expect(await balanceOf(kuwaitUser.id)).toBe('0.000');
  });

  it('credits a diner who joins after paying, when settled again', async () => {
    const user = await registeredUser(t);
    const order = await insertOrder(t, { userId: user.id, totalAmount: '30.00' });
    expect((await settleOrderLoyalty(t.context.db, order)).earned).toBe('0.00');
    await t.context.db.insert(loyaltyAccounts).values({ userId: user.id, points: '0.00' });
    expect((await settleOrderLoyalty(t.context.db, order)).earned).toBe('30.00');
    expect(await balanceOf(user.id)).toBe('30.00');
  });
});
