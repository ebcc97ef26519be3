import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loyaltyAccounts, loyaltyLedger, outlets, users } from '../../src/db/schema';
import { DATABASE_KINDS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';
import { newPhone, registeredUser, scannedDiner, seatUser } from '../support/accounts';
import { insertOrder } from '../support/order-rows';
import { only } from '../support/picks';
import { sessionIdOf, sessionOf } from '../support/sessions';

interface GuestAnswer {
  user: {
    id: number;
    is_guest: boolean;
    dialing_code: string;
    has_loyalty: boolean;
    marketing_consent: boolean;
  };
  error?: string;
  error_id?: string;
}

describe.each(DATABASE_KINDS)('guests on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  const guestBody = (companyId: number, extra: Record<string, unknown> = {}) => ({
    guest: true,
    company_id: companyId,
    dialing_code: '+65',
    previous_user_id: null,
    marketing_consent: false,
    ...extra,
  });

  async function guestAt(token: string, companyId: number) {
    const diner = await scannedDiner(t, token);
    const answer = await diner.post<GuestAnswer>('/users/guest_login', guestBody(companyId));
    await diner.refreshCsrf();
    return { diner, answer };
  }

  it('logs a guest in at the cafe (login_and_guest) on a new session id', async () => {
    const diner = await scannedDiner(t);
    const before = sessionIdOf(t, diner);
    const answer = await diner.post<GuestAnswer>(
      '/users/guest_login',
      guestBody(t.seed.cafe.companyId, { marketing_consent: true }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({
      is_guest: true,
      has_loyalty: false,
      marketing_consent: true,
    });
    expect(sessionIdOf(t, diner)).not.toBe(before);
    const session = await sessionOf(t, diner);
    expect(session.userId).toBe(answer.body.user.id);
    expect(answer.headers.get('x-csrf-token')).toBe(session.csrfToken);
  });

  it('logs a guest in at the Kuwait restaurant (guest mode), without marketing consent outside SG', async () => {
    const { answer } = await guestAt(t.seed.kuwait.counterToken, t.seed.kuwait.companyId);
    expect(answer.status).toBe(200);
    expect(answer.body.user.is_guest).toBe(true);
    const diner = await scannedDiner(t, t.seed.kuwait.counterToken);
    const consent = await diner.post<GuestAnswer>(
      '/users/guest_login',
      guestBody(t.seed.kuwait.companyId, { marketing_consent: true }),
    );
    expect(consent.body.user.marketing_consent).toBe(false);
  });

  it('refuses a guest where the outlet checks out by login only (403)', async () => {
    const outlet = only(
      await t.context.db.select().from(outlets).where(eq(outlets.id, t.seed.cafe.outletId)),
    );
    const profile = outlet.profile as Record<string, unknown>;
    await t.context.db
      .update(outlets)
      .set({ profile: { ...profile, checkout_mode: 'login' } })
      .where(eq(outlets.id, t.seed.cafe.outletId));
    try {
      const diner = await scannedDiner(t);
      const answer = await diner.post<GuestAnswer>(
        '/users/guest_login',
        guestBody(t.seed.cafe.companyId),
      );
      expect(answer.status).toBe(403);
      expect(answer.body.error_id).toBe('guest_checkout_unavailable');
      expect((await sessionOf(t, diner)).userId).toBeNull();
    } finally {
      await t.context.db
        .update(outlets)
        .set({ profile })
        .where(eq(outlets.id, t.seed.cafe.outletId));
    }
  });

  it("refuses another company's id (422) and a malformed payload (400)", async () => {
    const diner = await scannedDiner(t);
    const other = await diner.post<GuestAnswer>(
      '/users/guest_login',
      guestBody(t.seed.kuwait.companyId),
    );
    expect(other.status).toBe(422);
    expect(other.body.error_id).toBe('company_mismatch');
    for (const body of [
      guestBody(t.seed.cafe.companyId, { dialing_code: '' }),
      guestBody(t.seed.cafe.companyId, { company_id: 0 }),
      guestBody(t.seed.cafe.companyId, { guest: false }),
      { guest: true },
    ]) {
      expect((await diner.post('/users/guest_login', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (
        await diner.post('/users/guest_login', guestBody(t.seed.cafe.companyId), {
          'x-csrf-token': '',
        })
      ).status,
    ).toBe(403);
  });

  it('takes up the previous guest only when this session holds it', async () => {
    const { diner, answer } = await guestAt(t.seed.cafe.counterToken, t.seed.cafe.companyId);
    const again = await diner.post<GuestAnswer>(
      '/users/guest_login',
      guestBody(t.seed.cafe.companyId, { previous_user_id: answer.body.user.id }),
    );
    expect(again.body.user.id).toBe(answer.body.user.id);
    const stranger = await scannedDiner(t);
    const claim = await stranger.post<GuestAnswer>(
      '/users/guest_login',
      guestBody(t.seed.cafe.companyId, { previous_user_id: answer.body.user.id }),
    );
    expect(claim.status).toBe(200);
    expect(claim.body.user.id).not.toBe(answer.body.user.id);
  });

  it('gives a guest no profile, cards or loyalty (403)', async () => {
    const { diner, answer } = await guestAt(t.seed.cafe.counterToken, t.seed.cafe.companyId);
    const id = answer.body.user.id;
    expect(
      (
        await diner.put(`/users/profiles/${String(id)}`, {
          user: { name: 'G', email: 'g@example.com' },
        })
      ).status,
    ).toBe(403);
    expect((await diner.get('/users/stripe_cards')).status).toBe(403);
    expect((await diner.get('/users/loyalty_points')).status).toBe(403);
    expect((await diner.post('/users/loyalty_points/redeem', { points: '10' })).status).toBe(403);
    expect(
      (
        await diner.post('/users/loyalty_points/join_loyalty', {
          user: { name: 'G', email: 'g@example.com' },
        })
      ).status,
    ).toBe(403);
  });

  describe('convert guest', () => {
    const convertBody = (userId: number, orderId: number, phone: string, locationId: number) => ({
      user_id: userId,
      order_id: orderId,
      phone_number: phone,
      dialing_code: '+65',
      location_id: locationId,
    });

    it('registers the guest, joins loyalty and credits the paid order once', async () => {
      const { diner, answer } = await guestAt(t.seed.cafe.counterToken, t.seed.cafe.companyId);
      const guestId = answer.body.user.id;
      // 23.45 paid, 2.00 of it tip: 21 whole points at 1 per SGD, plus 5 from a promotion
      const order = await insertOrder(t, {
        userId: guestId,
        totalAmount: '23.45',
        details: { tips_amount: '2.00', earned_loyalty: '5' },
      });
      const phone = newPhone();
      const converted = await diner.post<{
        data: { loyalty_result: { last_earned_loyalty: string } };
      }>(
        '/api/v1/users/convert_guest',
        convertBody(guestId, order.id, phone, t.seed.cafe.locationId),
      );
      expect(converted.status).toBe(200);
      expect(converted.body).toEqual({
        data: { loyalty_result: { last_earned_loyalty: '26.00' } },
      });
      const row = only(await t.context.db.select().from(users).where(eq(users.id, guestId)));
      expect(row).toMatchObject({ isGuest: false, phoneNumber: phone, dialingCode: '65' });
      const account = only(
        await t.context.db
          .select()
          .from(loyaltyAccounts)
          .where(eq(loyaltyAccounts.userId, guestId)),
      );
      expect(account.points).toBe('26.00');
      const points = await diner.get<{ loyalty: { customer_loyalty: string } }>(
        '/users/loyalty_points',
      );
      expect(points.body.loyalty.customer_loyalty).toBe('26.00');
      // converting again is refused and credits nothing more
      const again = await diner.post(
        '/api/v1/users/convert_guest',
        convertBody(guestId, order.id, phone, t.seed.cafe.locationId),
      );
      expect(again.status).toBe(422);
      const ledger = await t.context.db
        .select()
        .from(loyaltyLedger)
        .where(eq(loyaltyLedger.userId, guestId));
      expect(ledger.map((l) => l.delta).sort()).toEqual(['0.00', '26.00']);
    });

    it('earns nothing yet for an order not paid', async () => {
      const { diner, answer } = await guestAt(t.seed.cafe.counterToken, t.seed.cafe.companyId);
      const order = await insertOrder(t, {
        userId: answer.body.user.id,
        totalAmount: '10.00',
        paymentStatus: 'unpaid',
      });
      const converted = await diner.post<{
        data: { loyalty_result: { last_earned_loyalty: string } };
      }>(
        '/api/v1/users/convert_guest',
        convertBody(answer.body.user.id, order.id, newPhone(), t.seed.cafe.locationId),
      );
      expect(converted.status).toBe(200);
      expect(converted.body.data.loyalty_result.last_earned_loyalty).toBe('0.00');
    });

    it("refuses someone else's order or user id (404), another location (422), a taken number (409)", async () => {
      const { diner, answer } = await guestAt(t.seed.cafe.counterToken, t.seed.cafe.companyId);
      const guestId = answer.body.user.id;
      const other = await registeredUser(t);
      const theirOrder = await insertOrder(t, { userId: other.id, totalAmount: '10.00' });
      const mine = await insertOrder(t, { userId: guestId, totalAmount: '10.00' });
      const foreign = await diner.post<{ error_id: string }>(
        '/api/v1/users/convert_guest',
        convertBody(guestId, theirOrder.id, newPhone(), t.seed.cafe.locationId),
      );
      expect(foreign.status).toBe(404);
      const otherUser = await diner.post(
        '/api/v1/users/convert_guest',
        convertBody(other.id, mine.id, newPhone(), t.seed.cafe.locationId),
      );
      expect(otherUser.status).toBe(404);
      const location = await diner.post<{ error_id: string }>(
        '/api/v1/users/convert_guest',
        convertBody(guestId, mine.id, newPhone(), t.seed.kuwait.locationId),
      );
      expect(location.status).toBe(422);
      expect(location.body.error_id).toBe('loyalty_sign_up_failed');
      const taken = await diner.post<{ error_id: string }>(
        '/api/v1/users/convert_guest',
        convertBody(guestId, mine.id, other.phone, t.seed.cafe.locationId),
      );
      expect(taken.status).toBe(409);
      expect(taken.body.error_id).toBe('loyalty_sign_up_failed');
      const bad = await diner.post(
        '/api/v1/users/convert_guest',
        convertBody(guestId, mine.id, '12-34', t.seed.cafe.locationId),
      );
      expect(bad.status).toBe(400);
      const row = only(await t.context.db.select().from(users).where(eq(users.id, guestId)));
      expect(row.isGuest).toBe(true);
    });

    it('refuses a registered diner (422) and nobody signed in (401)', async () => {
      const diner = await scannedDiner(t);
      const order = await insertOrder(t, { userId: null, totalAmount: '1.00' });
      expect(
        (
          await diner.post(
            '/api/v1/users/convert_guest',
            convertBody(1, order.id, newPhone(), t.seed.cafe.locationId),
          )
        ).status,
      ).toBe(401);
      const user = await registeredUser(t);
      await seatUser(t, diner, user.id);
      const own = await insertOrder(t, { userId: user.id, totalAmount: '1.00' });
      expect(
        (
          await diner.post(
            '/api/v1/users/convert_guest',
            convertBody(user.id, own.id, newPhone(), t.seed.cafe.locationId),
          )
        ).status,
      ).toBe(422);
    });
  });
});
