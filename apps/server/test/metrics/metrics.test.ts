import { channelName } from '@tabula/api-client';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_NAMESPACE } from '../../src/ports/realtime-publisher';
import { placeCashOrder } from '../pos/support/orders';
import { staff } from '../pos/support/staff';
import { signInDiner } from '../support/accounts';
import { EventLog, connect, subscribe } from '../realtime/support/sockets';
import { EVERY_DATABASE_KIND } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import { sample, scrape, scrapeUntil } from './support/scrape';

const TOKEN = 'metrics-token-0123456789abcdef';

describe.each(EVERY_DATABASE_KIND)('GET /metrics without METRICS_TOKEN on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  it('is not served at all', async () => {
    const answer = await scrape(t, TOKEN);
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain('tabula_');
  });
});

describe.each(EVERY_DATABASE_KIND)('GET /metrics with METRICS_TOKEN on %s', (kind) => {
  let t: TestServer;
  const sockets: Socket[] = [];
  const text = async () => {
    const answer = await scrape(t, TOKEN);
    expect(answer.status).toBe(200);
    return answer.text;
  };
  const walkIn = async () => {
    const diner = new Diner(t.url);
    await diner.scan(t.seed.cafe.counterToken);
    await signInDiner(t, diner);
    return diner;
  };

  beforeAll(async () => {
    t = await startTestServer(kind, { metricsToken: TOKEN });
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(() => t.close());

  it('refuses a scrape without the bearer token, or with another one, as 401', async () => {
    for (const token of [null, 'metrics-token-0123456789abcdeX', 'short']) {
      const answer = await scrape(t, token);
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(JSON.parse(answer.text)).toEqual({
        error: 'The metrics need the METRICS_TOKEN as a bearer token',
        error_id: 'unauthorized',
      });
    }
    const basic = await fetch(`${t.url}/metrics`, {
      headers: { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
    });
    expect(basic.status).toBe(401);
  });

  it('answers the exposition text, never cached, with the process metrics', async () => {
    const answer = await scrape(t, TOKEN);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.text).toContain('# TYPE tabula_http_request_duration_seconds histogram');
    expect(sample(answer.text, 'process_start_time_seconds')).toBeGreaterThan(0);
  });

  it('times a call under its route pattern, method and status, and not the scrapes', async () => {
    const home = { route: '/pages/home', method: 'GET', status: '200' };
    const count = 'tabula_http_request_duration_seconds_count';
    const before = sample(await text(), count, home) ?? 0;
    const diner = await walkIn();
    expect((await diner.get('/pages/home')).status).toBe(200);
    expect((await diner.get('/pages/home')).status).toBe(200);

    const after = await text();
    expect(sample(after, count, home)).toBe(before + 2);
    expect(
      sample(after, 'tabula_http_request_duration_seconds_bucket', { ...home, le: '+Inf' }),
    ).toBe(before + 2);
    expect(sample(after, 'tabula_http_request_duration_seconds_sum', home)).toBeGreaterThan(0);
    expect(after).not.toContain('route="/metrics"');
  });

  it('labels a parameterised route by its pattern, not by the ids in the URL', async () => {
    const diner = await walkIn();
    const order = await placeCashOrder(t, diner, 'cafe', [{ item: t.seed.cafe.items.laksa ?? 0 }]);
    const paid = await staff(t, 'POST', `/pos/api/orders/${String(order.id)}/payments`, {
      payment_type: 'card',
    });
    expect(paid.status).toBe(200);

    const after = await text();
    expect(
      sample(after, 'tabula_http_request_duration_seconds_count', {
        route: '/pos/api/orders/:id/payments',
        method: 'POST',
        status: '200',
      }),
    ).toBe(1);
    expect(after).not.toContain(`/pos/api/orders/${String(order.id)}/`);
  });

  it('labels a URL no route matches as unmatched, never by the URL itself', async () => {
    const unmatched = { route: 'unmatched', method: 'GET', status: '404' };
    const count = 'tabula_http_request_duration_seconds_count';
    const before = sample(await text(), count, unmatched) ?? 0;
    for (const path of ['/api/scanner-probe-4711', '/wp-login.php?probe=4712']) {
      const answer = await fetch(`${t.url}${path}`, { headers: { accept: 'application/json' } });
      expect(answer.status).toBe(404);
    }

    const after = await text();
    expect(sample(after, count, unmatched)).toBe(before + 2);
    expect(after).not.toContain('scanner-probe');
    expect(after).not.toContain('wp-login');
  });

  it("counts the last day's orders and payments by status, by the server's clock", async () => {
    const orders = 'tabula_orders_last_day';
    const payments = 'tabula_payments_last_day';
    const before = await text();
    const unconfirmed = sample(before, orders, { status: 'unconfirmed' }) ?? -1;
    const paidBefore = sample(before, payments, { status: 'paid' }) ?? -1;
    // Every known status is reported, 0 when no order has it.
    expect(sample(before, orders, { status: 'rejected' })).toBe(0);
    expect(sample(before, payments, { status: 'abandoned' })).toBe(0);

    const diner = await walkIn();
    const order = await placeCashOrder(t, diner, 'cafe', [{ item: t.seed.cafe.items.laksa ?? 0 }]);
    expect(order.status).toBe('unconfirmed');
    const afterOrder = await text();
    expect(sample(afterOrder, orders, { status: 'unconfirmed' })).toBe(unconfirmed + 1);
    expect(sample(afterOrder, payments, { status: 'paid' })).toBe(paidBefore);

    const paid = await staff(t, 'POST', `/pos/api/orders/${String(order.id)}/payments`, {
      payment_type: 'card',
    });
    expect(paid.status).toBe(200);
    expect(sample(await text(), payments, { status: 'paid' })).toBe(paidBefore + 1);

    // A day and a minute later, none of them was created in the last day.
    const start = t.clock.now;
    t.clock.advance(24 * 60 * 60 * 1000 + 60_000);
    try {
      const dayLater = await text();
      expect(sample(dayLater, orders, { status: 'unconfirmed' })).toBe(0);
      expect(sample(dayLater, payments, { status: 'paid' })).toBe(0);
    } finally {
      t.clock.set(start);
    }
  });

  it('reports the open sockets of the diners and of the staff, read when scraped', async () => {
    const open = (text: string, namespace: string) =>
      sample(text, 'tabula_sockets_open', { namespace });
    expect(open(await text(), '/')).toBe(0);
    expect(open(await text(), STAFF_NAMESPACE)).toBe(0);

    sockets.push(await connect(t), await connect(t));
    const pos = io(`${t.url}${STAFF_NAMESPACE}`, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      auth: { token: t.staffToken },
    });
    sockets.push(pos);
    await new Promise<void>((resolve, reject) => {
      pos.once('connect', resolve);
      pos.once('connect_error', reject);
    });
    const connected = await text();
    expect(open(connected, '/')).toBe(2);
    expect(open(connected, STAFF_NAMESPACE)).toBe(1);

    for (const socket of sockets.splice(0)) socket.disconnect();
    await scrapeUntil(t, TOKEN, (now) => open(now, '/') === 0 && open(now, STAFF_NAMESPACE) === 0);
  });

  it('counts a live event on each path and how long after its publish it was sent', async () => {
    const table = t.seed.cafe.tables[0];
    if (!table) throw new Error('the seed has no cafe table');
    const seated = new Diner(t.url);
    await seated.scan(table.token);
    const channel = channelName('dine_in_events', table.id);
    const socket = await connect(t, { diner: seated });
    sockets.push(socket);
    const log = new EventLog(socket);
    expect(await subscribe(socket, { channel })).toEqual({ ok: true });

    const events = 'tabula_live_events_total';
    const lagCount = 'tabula_live_event_delivery_lag_seconds_count';
    const before = await text();
    const diners = sample(before, events, { path: 'diners' }) ?? 0;
    const staffPath = sample(before, events, { path: 'staff' }) ?? 0;

    t.context.realtime.publish(channel, 'payment_recorded', {
      payment_source: 'pos',
      has_payment_completed: true,
      paid_customers: [],
    });
    await log.waitFor((e) => e.event === 'payment_recorded');

    const after = await scrapeUntil(
      t,
      TOKEN,
      (now) => sample(now, events, { path: 'staff' }) === staffPath + 1,
    );
    expect(sample(after, events, { path: 'diners' })).toBe(diners + 1);
    expect(sample(after, lagCount, { path: 'diners' })).toBe(diners + 1);
    expect(sample(after, lagCount, { path: 'staff' })).toBe(staffPath + 1);
    // The diners' path sends within the publish call: well under a second.
    expect(
      sample(after, 'tabula_live_event_delivery_lag_seconds_bucket', { path: 'diners', le: '1' }),
    ).toBe(diners + 1);
  });
});
