import { pages } from '@tabula/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, sessions, stockOuts } from '../../src/db/schema';
import { settleOrderLoyalty } from '../../src/loyalty/settle-order-loyalty';
import { registeredUser } from '../support/accounts';
import { DATABASE_KINDS } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import { insertOrder, insertPayment } from '../support/order-rows';
import { newestSession } from '../support/sessions';

const PAGE_PATHS = [
  '/pages/home',
  '/pages/checkout',
  '/pages/tracking',
  '/pages/profiles',
  '/pages/past_orders',
  '/pages/loyalty',
  '/pages/sign_in',
  '/pages/order_details',
  '/pages/scan_and_pay',
  '/pages/payment_processing',
  '/pages/order_summary',
];

describe.each(DATABASE_KINDS)('page configurations on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  /** A diner who scanned a code, with their session row. */
  async function scanned(token: string) {
    const diner = new Diner(t.url);
    await diner.scan(token);
    return { diner, session: await newestSession(t) };
  }

  /** An order as the ordering feature stores it at the cafe: unpaid, 9.80. */
  const placed = { totalAmount: '9.80', paymentStatus: 'unpaid', details: { sub_total: '9.80' } };

  /** Signs the session's diner in (what the sign-in calls do), without renewing the id. */
  async function signIn(sessionId: string, userId: number) {
    await t.context.db.update(sessions).set({ userId }).where(eq(sessions.id, sessionId));
  }

  const table = (index: number) => {
    const found = t.seed.cafe.tables[index];
    if (!found) throw new Error(`the seed has no table ${String(index)}`);
    return found;
  };

  it.each(PAGE_PATHS)('%s without a session answers 401 session_missing', async (path) => {
    const answer = await new Diner(t.url).get<{ error_id: string; error: string }>(path);
    expect(answer.status).toBe(401);
    expect(answer.body.error_id).toBe('session_missing');
    expect(answer.body.error).toMatch(/scan the QR code/);
  });

  it('home: the menu, advertisements, promotions and flags of the full plan', async () => {
    const { diner } = await scanned(t.seed.cafe.counterToken);
    const answer = await diner.get('/pages/home');
    expect(answer.status).toBe(200);
    const page = pages.home.response.parse(answer.body);
    expect(page.user).toBeNull();
    expect(page.loyalty).toBeNull();
    expect(page.recent_order).toBeNull();
    expect(page.company.name).toBe('Kopi & Kaya Cafe');
    expect(page.company.logo).toBe(`${t.url}/images/logo-kopi-kaya.svg`);
    expect(page.outlet.service_type).toBe('eat_in_and_take_away');
    // The outlet's zone is the company's, for category schedules (A§4).
    expect(page.outlet.time_zone).toBe('Asia/Singapore');
    expect(page.menu.is_tax_inclusive).toBe(false);
    expect(page.menu.taxes).toEqual([{ id: 1, name: 'GST', type: 'PERCENTAGE', value: '9' }]);
    const ids = page.menu.categories.map((category) => category.id);
    expect(ids).toEqual(expect.arrayContaining([13, 14, 15, 16]));
    const laksa = page.menu.categories
      .flatMap((category) => category.items)
      .find((item) => item.id === t.seed.cafe.items.laksa);
    expect(laksa?.image_url).toBe(`${t.url}/images/laksa.svg`);
    expect(page.advertisements.map((ad) => ad.action)).toContain(
      `item-${String(t.seed.cafe.items.laksa)}`,
    );
    expect(page.advertisements.every((ad) => ad.image_url.startsWith(`${t.url}/images/`))).toBe(
      true,
    );
    expect(page.promotions).toHaveLength(12);
    expect(page.out_of_stock_items).toEqual([]);
    expect(page.feature_flags.cart.enabled).toBe(true);
    expect(page.feature_flags.show_branding.enabled).toBe(false);
    // The pictures the page points at are served.
    const image = await fetch(laksa?.image_url ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/image\/svg\+xml/);
  });

  it('home: a sold-out item appears in out_of_stock_items with its category', async () => {
    const { diner } = await scanned(t.seed.cafe.counterToken);
    await t.context.db
      .insert(stockOuts)
      .values({ outletId: t.seed.cafe.outletId, itemId: t.seed.cafe.items.cake ?? 0 });
    try {
      const page = pages.home.response.parse((await diner.get('/pages/home')).body);
      expect(page.out_of_stock_items).toEqual([
        { item_id: t.seed.cafe.items.cake, category_id: t.seed.cafe.categories.desserts },
      ]);
    } finally {
      await t.context.db.delete(stockOuts).where(eq(stockOuts.outletId, t.seed.cafe.outletId));
    }
  });

  it('home: the lite plan turns on only search, branding and lite grouped items (Kuwait)', async () => {
    const { diner } = await scanned(t.seed.kuwait.counterToken);
    const page = pages.home.response.parse((await diner.get('/pages/home')).body);
    const enabled = Object.entries(page.feature_flags)
      .filter(([, flag]) => flag.enabled)
      .map(([name]) => name)
      .sort();
    expect(enabled).toEqual(['grouped_items_lite', 'search', 'show_branding']);
    expect(page.company.currency).toBe('KWD');
    expect(page.outlet.time_zone).toBe('Asia/Kuwait');
    expect(page.menu.is_tax_inclusive).toBe(true);
    expect(page.company.locale_data).toEqual({ locales: ['ar', 'en'], default: 'ar' });
  });

  it('home: the status bar carries the diner’s running order', async () => {
    const { diner, session } = await scanned(t.seed.cafe.counterToken);
    const order = await insertOrder(t, {
      ...placed,
      sessionId: session.id,
      status: 'confirmed',
    });
    const page = pages.home.response.parse((await diner.get('/pages/home')).body);
    expect(page.recent_order?.id).toBe(order.id);
    expect(page.recent_order?.status).toBe('confirmed');
  });

  it('checkout: payment types, tips and no table order at the counter', async () => {
    const { diner } = await scanned(t.seed.cafe.counterToken);
    const answer = await diner.get('/pages/checkout');
    expect(answer.status).toBe(200);
    const page = pages.checkout.response.parse(answer.body);
    expect(page.payment_types[0]?.payment_type).toBe('cash');
    expect(page.payment_types).toHaveLength(12);
    expect(page.tips).toEqual(['5', '10', '15']);
    expect(page.order).toBeNull();
    expect(page.menu.surcharges.map((surcharge) => surcharge.name)).toEqual([
      'Service charge',
      'Takeaway packaging',
    ]);
  });

  it('tracking: 404 tracking_not_found without an order, the order once there is one', async () => {
    const { diner, session } = await scanned(t.seed.cafe.counterToken);
    const none = await diner.get<{ error_id: string; error: string }>('/pages/tracking');
    expect(none.status).toBe(404);
    expect(none.body.error_id).toBe('tracking_not_found');

    const order = await insertOrder(t, {
      ...placed,
      sessionId: session.id,
      status: 'ready',
    });
    const page = pages.tracking.response.parse((await diner.get('/pages/tracking')).body);
    expect(page.order.id).toBe(order.id);
    expect(page.order.status).toBe('ready');
    expect(page.order.eta).toBeNull();

    // The ETA the restaurant gave travels with the order, so a reload still shows it.
    await t.context.db
      .update(orders)
      .set({ eta: new Date('2026-03-02T04:15:00.000Z') })
      .where(eq(orders.id, order.id));
    const withEta = pages.tracking.response.parse((await diner.get('/pages/tracking')).body);
    expect(withEta.order.eta).toBe('2026-03-02T04:15:00.000Z');
  });

  it('tracking: the order the session last placed, even once delivered; never another diner’s', async () => {
    const { diner, session } = await scanned(t.seed.cafe.counterToken);
    const mine = await insertOrder(t, {
      ...placed,
      sessionId: session.id,
      status: 'delivered',
    });
    const theirs = await insertOrder(t, {
      ...placed,
      sessionId: 'someone-else',
      status: 'confirmed',
    });
    await t.context.db
      .update(sessions)
      .set({ state: { last_order_id: theirs.id } })
      .where(eq(sessions.id, session.id));
    expect((await diner.get('/pages/tracking')).status).toBe(404);
    await t.context.db
      .update(sessions)
      .set({ state: { last_order_id: mine.id } })
      .where(eq(sessions.id, session.id));
    const page = pages.tracking.response.parse((await diner.get('/pages/tracking')).body);
    expect(page.order.id).toBe(mine.id);
    expect(page.order.status).toBe('delivered');
  });

  it('profiles: 401 for a visitor, the diner once signed in', async () => {
    const { diner, session } = await scanned(t.seed.cafe.counterToken);
    const visitor = await diner.get<{ error_id: string }>('/pages/profiles');
    expect(visitor.status).toBe(401);
    expect(visitor.body.error_id).toBe('unauthorized');

    const user = await registeredUser(t, {
      name: 'Test Diner',
      marketingConsent: true,
      points: '120',
    });
    await signIn(session.id, user.id);
    const page = pages.profiles.response.parse((await diner.get('/pages/profiles')).body);
    expect(page.user).toMatchObject({
      id: user.id,
      name: 'Test Diner',
      company_id: t.seed.cafe.companyId,
      is_guest: false,
      has_loyalty: true,
      marketing_consent: true,
      metadata: { marketing_consent: true },
    });
    expect(page.loyalty?.customer_loyalty).toBe('120');
    expect(page.loyalty?.min_redeem_value).toBe('10');
  });

  it('past orders: 401 for a visitor and a guest; own orders newest first when registered', async () => {
    const { diner, session } = await scanned(t.seed.cafe.counterToken);
    const visitor = await diner.get<{ error_id: string }>('/pages/past_orders');
    expect(visitor.status).toBe(401);
    expect(visitor.body.error_id).toBe('unauthorized');

    const guest = await registeredUser(t, { guest: true });
    await signIn(session.id, guest.id);
    expect((await diner.get('/pages/past_orders')).status).toBe(401);

    const user = await registeredUser(t);
    const other = await registeredUser(t);
    const older = await insertOrder(t, {
      ...placed,
      userId: user.id,
      status: 'delivered',
      createdAt: new Date('2026-01-01T10:00:00Z'),
    });
    const newer = await insertOrder(t, {
      ...placed,
      userId: user.id,
      status: 'confirmed',
      createdAt: new Date('2026-01-02T10:00:00Z'),
    });
    await insertOrder(t, { ...placed, userId: other.id, status: 'delivered' });
    await signIn(session.id, user.id);
    const answer = await diner.get('/pages/past_orders');
    expect(answer.status).toBe(200);
    const page = pages.pastOrders.response.parse(answer.body);
    expect(page.past_orders.map((order) => order.id)).toEqual([newer.id, older.id]);
    // Neither is settled: each shows what it was placed with.
    expect(page.past_orders.map((order) => order.order_details.earned_loyalty)).toEqual(['0', '0']);
    expect(page.user.id).toBe(user.id);
    expect(page.loyalty).toBeNull();
  });

  it('past orders: a paid order shows the points its settlement credited (A§2)', async () => {
    const { diner, session } = await scanned(t.seed.cafe.counterToken);
    const user = await registeredUser(t, { points: '0.00' });
    const paid = await insertOrder(t, {
      ...placed,
      userId: user.id,
      totalAmount: '23.45',
      status: 'delivered',
      details: { sub_total: '23.45', earned_loyalty: '5' },
    });
    // The cafe: 1 point per SGD paid, floored, plus the promotion's 5.
    expect(await settleOrderLoyalty(t.context.db, paid)).toMatchObject({ earned: '28.00' });
    await signIn(session.id, user.id);
    const page = pages.pastOrders.response.parse((await diner.get('/pages/past_orders')).body);
    expect(page.past_orders[0]?.order_details.earned_loyalty).toBe('28.00');
  });

  it('past orders: each with its status; a failed payment attempt is not listed', async () => {
    const { diner, session } = await scanned(t.seed.cafe.counterToken);
    const user = await registeredUser(t);
    const order = (status: string, paymentStatus: string, minutesAgo: number) =>
      insertOrder(t, {
        ...placed,
        userId: user.id,
        status,
        paymentStatus,
        createdAt: new Date(t.clock.now.getTime() - minutesAgo * 60_000),
      });
    const pay = (orderId: number, status: string, options: { provider?: string; at?: Date } = {}) =>
      insertPayment(t, {
        orderId,
        reference: `past_${String(orderId)}_${status}`,
        userId: user.id,
        status,
        ...(options.provider === undefined ? {} : { provider: options.provider }),
        ...(options.at === undefined ? {} : { createdAt: options.at }),
      });

    const delivered = await order('delivered', 'paid', 90);
    await pay(delivered.id, 'paid');
    // The restaurant refused a cash order: an order it saw, listed as rejected.
    const refused = await order('rejected', 'unpaid', 80);
    await pay(refused.id, 'in_progress', { provider: 'cash' });
    // The card was declined: the order never reached the kitchen.
    const declined = await order('rejected', 'declined', 70);
    await pay(declined.id, 'declined');
    // The diner left the provider's page.
    const abandoned = await order('cancelled', 'unpaid', 60);
    await pay(abandoned.id, 'abandoned');
    // A provider page still open past the 665 s payment timeout, not yet marked abandoned.
    const stale = await order('payment_in_progress', 'pending', 20);
    await pay(stale.id, 'in_progress', { at: new Date(t.clock.now.getTime() - 666_000) });
    // A provider page open now: the payment may still go through.
    const paying = await order('payment_in_progress', 'pending', 1);
    await pay(paying.id, 'in_progress', { at: new Date(t.clock.now.getTime() - 60_000) });
    // Paid at the counter after a declined card: an order the diner paid for.
    const paidAfterDecline = await order('confirmed', 'paid', 40);
    await pay(paidAfterDecline.id, 'declined');
    await insertPayment(t, {
      orderId: paidAfterDecline.id,
      reference: `past_${String(paidAfterDecline.id)}_cash`,
      userId: user.id,
      status: 'paid',
      provider: 'cash',
    });

    await signIn(session.id, user.id);
    const page = pages.pastOrders.response.parse((await diner.get('/pages/past_orders')).body);
    expect(page.past_orders.map((entry) => [entry.id, entry.status])).toEqual([
      [paying.id, 'payment_in_progress'],
      [paidAfterDecline.id, 'confirmed'],
      [refused.id, 'rejected'],
      [delivered.id, 'delivered'],
    ]);
    for (const failed of [declined, abandoned, stale]) {
      expect(page.past_orders.map((entry) => entry.id)).not.toContain(failed.id);
    }
  });

  it('loyalty: null for a visitor, the balance for a member', async () => {
    const { diner, session } = await scanned(t.seed.cafe.counterToken);
    expect(
      pages.loyalty.response.parse((await diner.get('/pages/loyalty')).body).loyalty,
    ).toBeNull();
    const member = await registeredUser(t, { points: '42' });
    await signIn(session.id, member.id);
    const page = pages.loyalty.response.parse((await diner.get('/pages/loyalty')).body);
    expect(page.loyalty).toMatchObject({ customer_loyalty: '42', hasRedeemed: false });
    expect(page.user?.has_loyalty).toBe(true);
  });

  it('sign_in: the shared fields with the one-time code and captcha settings', async () => {
    const { diner } = await scanned(t.seed.cafe.counterToken);
    const answer = await diner.get('/pages/sign_in');
    expect(answer.status).toBe(200);
    const page = pages.signIn.response.parse(answer.body);
    expect(page.company.otp_settings.email).toBe(true);
    expect(page.company.configuration.captcha_enabled).toBe(true);
    // The cafe asks for a captcha, but this server has no captcha service: no widget to draw.
    expect(page.captcha).toBeNull();
    expect(Object.keys(answer.body as object).sort()).toEqual(
      ['captcha', 'company', 'feature_flags', 'outlet', 'session', 'user'].sort(),
    );
  });

  it('order_details and order_summary: the table’s running order, not another diner’s', async () => {
    const at = table(0);
    const { diner, session } = await scanned(at.token);
    expect(
      pages.orderSummary.response.parse((await diner.get('/pages/order_summary')).body).order,
    ).toBeNull();

    const base = {
      ...placed,
      tableId: at.id,
    };
    await insertOrder(t, { ...base, sessionId: 'another-diner', status: 'confirmed' });
    expect(
      pages.orderSummary.response.parse((await diner.get('/pages/order_summary')).body).order,
    ).toBeNull();

    const mine = await insertOrder(t, {
      ...base,
      sessionId: session.id,
      status: 'confirmed',
    });
    const summary = pages.orderSummary.response.parse(
      (await diner.get('/pages/order_summary')).body,
    );
    expect(summary.order?.id).toBe(mine.id);
    const details = pages.orderDetails.response.parse(
      (await diner.get('/pages/order_details')).body,
    );
    expect(details.order?.id).toBe(mine.id);
    expect(details.recent_order?.id).toBe(mine.id);
    const checkout = pages.checkout.response.parse((await diner.get('/pages/checkout')).body);
    expect(checkout.order?.id).toBe(mine.id);
  });

  it('order_summary: a group order is the whole table’s bill; a paid one is gone', async () => {
    const at = table(1);
    const { diner } = await scanned(at.token);
    const base = {
      ...placed,
      tableId: at.id,
    };
    const group = await insertOrder(t, {
      ...base,
      sessionId: 'first-customer',
      status: 'confirmed',
      isGroupOrder: true,
    });
    const page = pages.scanAndPay.response.parse((await diner.get('/pages/scan_and_pay')).body);
    expect(page.order?.id).toBe(group.id);
    expect(page.order?.is_group_order).toBe(true);
    expect(page.payment_types.length).toBeGreaterThan(0);

    await insertOrder(t, {
      ...base,
      sessionId: 'first-customer',
      status: 'confirmed',
      isGroupOrder: true,
      paymentStatus: 'paid',
    });
    const summary = pages.orderSummary.response.parse(
      (await diner.get('/pages/order_summary')).body,
    );
    expect(summary.order?.id).toBe(group.id);
  });

  it('payment_processing: the diner’s own payment; another’s or an unknown one is 404', async () => {
    const { diner, session } = await scanned(t.seed.cafe.counterToken);
    const blank = pages.paymentProcessing.response.parse(
      (await diner.get('/pages/payment_processing')).body,
    );
    expect(blank.payment_details).toBeNull();

    const order = await insertOrder(t, {
      ...placed,
      sessionId: session.id,
      status: 'payment_in_progress',
    });
    await insertPayment(t, {
      orderId: order.id,
      reference: 'pay_mine_0001',
      sessionId: session.id,
    });
    const theirOrder = await insertOrder(t, {
      ...placed,
      sessionId: 'other',
      status: 'payment_in_progress',
    });
    await insertPayment(t, {
      orderId: theirOrder.id,
      reference: 'pay_theirs_0001',
      sessionId: 'other',
    });

    const answer = await diner.get(
      '/pages/payment_processing?invoice_id=pay_mine_0001&type=paytabs',
    );
    expect(answer.status).toBe(200);
    const page = pages.paymentProcessing.response.parse(answer.body);
    expect(page.payment_details).toEqual({
      reference: 'pay_mine_0001',
      type: 'paytabs',
      status: 'in_progress',
      earned_loyalty: null,
      tmp_order_id: order.id,
    });
    expect(page.order?.id).toBe(order.id);

    for (const path of [
      '/pages/payment_processing?invoice_id=pay_theirs_0001',
      '/pages/payment_processing?invoice_id=pay_unknown_01',
      '/pages/payment_processing?invoice_id=pay_mine_0001&type=stripe',
    ]) {
      const refused = await diner.get<{ error_id: string }>(path);
      expect(refused.status).toBe(404);
      expect(refused.body.error_id).toBe('not_found');
    }
  });

  it('payment_processing: a malformed query is a 400 naming the field', async () => {
    const { diner } = await scanned(t.seed.cafe.counterToken);
    const answer = await diner.get<{ error: string; error_id: string }>(
      '/pages/payment_processing?type=bitcoin',
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error_id).toBe('invalid_request');
    expect(answer.body.error).toMatch(/query\.type/);
  });

  it('every page parses with its contract schema at a table with a member signed in', async () => {
    const { diner, session } = await scanned(table(3).token);
    const member = await registeredUser(t, { points: '15' });
    await signIn(session.id, member.id);
    await insertOrder(t, {
      ...placed,
      tableId: table(3).id,
      userId: member.id,
      status: 'unconfirmed',
    });
    const endpoints = [
      pages.home,
      pages.checkout,
      pages.tracking,
      pages.profiles,
      pages.pastOrders,
      pages.loyalty,
      pages.signIn,
      pages.orderDetails,
      pages.scanAndPay,
      pages.paymentProcessing,
      pages.orderSummary,
    ];
    for (const endpoint of endpoints) {
      const answer = await diner.get(endpoint.path);
      expect(answer.status, endpoint.path).toBe(200);
      const parsed = endpoint.response.safeParse(answer.body);
      expect(parsed.success, endpoint.path).toBe(true);
      const body = answer.body as { session: { table_id: number; user_id: number } };
      expect(body.session.table_id).toBe(table(3).id);
      expect(body.session.user_id).toBe(member.id);
    }
  });
});
