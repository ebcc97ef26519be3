import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PosOrder } from '../../src/features/pos/pos-order-view';
import { DATABASE_KINDS } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import { insertOrder } from './support/orders';
import { staff, type ErrorBody } from './support/staff';

describe.each(DATABASE_KINDS)('POS staff auth and listing on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  describe('staff token', () => {
    it('refuses a call without a token with 401 and a Bearer challenge', async () => {
      const answer = await staff<ErrorBody>(t, 'GET', '/pos/api/orders', undefined, {
        token: null,
      });
      expect(answer.status).toBe(401);
      expect(answer.body.error_id).toBe('staff_unauthorized');
      expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer/);
    });

    it.each([
      ['a wrong token', 'wrong-token-0123456789'],
      ['the token with one more character', 'test-staff-token-0123456789x'],
      ['a prefix of the token', 'test-staff-token'],
      ['an empty token', ''],
    ])('refuses %s with 401', async (_label, token) => {
      const answer = await staff(t, 'GET', '/pos/api/outlets', undefined, { token });
      expect(answer.status).toBe(401);
    });

    it('refuses another scheme carrying the right token', async () => {
      const answer = await staff(t, 'GET', '/pos/api/outlets', undefined, {
        token: null,
        headers: { authorization: `Basic ${t.staffToken}` },
      });
      expect(answer.status).toBe(401);
    });

    it("refuses a diner's session cookie in place of the token", async () => {
      const diner = new Diner(t.url);
      await diner.scan(t.seed.cafe.counterToken);
      const answer = await diner.get('/pos/api/outlets');
      expect(answer.status).toBe(401);
    });

    it('checks the token before the body: a malformed action without a token is a 401', async () => {
      const order = await insertOrder(t);
      const answer = await staff(
        t,
        'POST',
        `/pos/api/orders/${String(order.id)}/confirm`,
        undefined,
        {
          token: null,
          rawBody: '{not json',
        },
      );
      expect(answer.status).toBe(401);
      const after = await staff<{ order: PosOrder }>(
        t,
        'GET',
        `/pos/api/orders/${String(order.id)}`,
      );
      expect(after.body.order.status).toBe('unconfirmed');
    });

    it('lets a wrong token change nothing', async () => {
      const order = await insertOrder(t);
      const answer = await staff(
        t,
        'POST',
        `/pos/api/orders/${String(order.id)}/cancel`,
        {},
        {
          token: 'not-the-staff-token-at-all',
        },
      );
      expect(answer.status).toBe(401);
      const after = await staff<{ order: PosOrder }>(
        t,
        'GET',
        `/pos/api/orders/${String(order.id)}`,
      );
      expect(after.body.order.status).toBe('unconfirmed');
    });
  });

  describe('outlets', () => {
    it('lists each outlet with its company name, currency, time zone and tables', async () => {
      const answer = await staff<{
        outlets: {
          id: number;
          company_name: string;
          currency: string;
          decimal_precision: number;
          time_zone: string;
          tables: { id: number; number: string }[];
        }[];
      }>(t, 'GET', '/pos/api/outlets');
      expect(answer.status).toBe(200);
      const cafe = answer.body.outlets.find((o) => o.id === t.seed.cafe.outletId);
      const kuwait = answer.body.outlets.find((o) => o.id === t.seed.kuwait.outletId);
      expect(cafe).toMatchObject({ currency: 'SGD', decimal_precision: 2 });
      // Each outlet carries its local time zone, in which the POS shows every time.
      expect(cafe?.time_zone).toBe('Asia/Singapore');
      expect(kuwait?.time_zone).toBe('Asia/Kuwait');
      expect(cafe?.company_name).toBeTruthy();
      expect(kuwait).toMatchObject({ currency: 'KWD', decimal_precision: 3 });
      expect(cafe?.company_name).not.toBe(kuwait?.company_name);
      const seeded = [
        ...t.seed.cafe.tables,
        ...t.seed.cafe.openTabTables,
        t.seed.cafe.scanAndPayTable,
        ...t.seed.cafe.emptyScanAndPayTables,
      ].map((table) => table.id);
      expect(cafe?.tables.map((table) => table.id).sort((a, b) => a - b)).toEqual(
        seeded.sort((a, b) => a - b),
      );
    });
  });

  describe('orders', () => {
    it('lists an outlet’s orders newest first with number, status, payment, total, table and items', async () => {
      const tableDiner = new Diner(t.url);
      const table = t.seed.cafe.tables[0];
      if (!table) throw new Error('the seed has no cafe table');
      await tableDiner.scan(table.token);
      const first = await insertOrder(t, {
        lines: [
          ['flatWhite', 2],
          ['cake', 1],
        ],
      });
      t.clock.advance(1000);
      const second = await insertOrder(t, {
        diner: tableDiner,
        status: 'confirmed',
        lines: [['laksa', 1]],
      });
      const other = await insertOrder(t, { venue: 'kuwait', lines: [['hummus', 3]] });

      const answer = await staff<{ orders: PosOrder[] }>(
        t,
        'GET',
        `/pos/api/orders?outlet_id=${String(t.seed.cafe.outletId)}`,
      );
      expect(answer.status).toBe(200);
      const ids = answer.body.orders.map((o) => o.id);
      expect(ids).toContain(first.id);
      expect(ids).toContain(second.id);
      expect(ids).not.toContain(other.id);
      expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));

      const listed = answer.body.orders.find((o) => o.id === first.id);
      expect(listed).toMatchObject({
        order_number: first.orderNumber,
        status: 'unconfirmed',
        payment_status: 'unpaid',
        total_amount: first.totalAmount,
        currency: 'SGD',
        table_number: null,
        items_summary: 'Flat white x2, Chocolate cake x1',
        allowed_actions: ['confirm', 'reject', 'cancel'],
        can_record_payment: true,
      });
      const atTable = answer.body.orders.find((o) => o.id === second.id);
      expect(atTable).toMatchObject({
        table_number: table.number,
        allowed_actions: ['ready', 'cancel'],
      });
    });

    it('filters by status', async () => {
      const ready = await insertOrder(t, { status: 'ready' });
      const answer = await staff<{ orders: PosOrder[] }>(
        t,
        'GET',
        `/pos/api/orders?outlet_id=${String(t.seed.cafe.outletId)}&status=ready`,
      );
      expect(answer.status).toBe(200);
      expect(answer.body.orders.map((o) => o.id)).toContain(ready.id);
      expect(answer.body.orders.every((o) => o.status === 'ready')).toBe(true);
    });

    it('shows one order, and answers 404 for an unknown one', async () => {
      const order = await insertOrder(t, { venue: 'kuwait', lines: [['karak', 2]] });
      const found = await staff<{ order: PosOrder }>(
        t,
        'GET',
        `/pos/api/orders/${String(order.id)}`,
      );
      expect(found.status).toBe(200);
      expect(found.body.order).toMatchObject({
        id: order.id,
        currency: 'KWD',
        total_amount: '1.000',
      });
      const missing = await staff<ErrorBody>(t, 'GET', '/pos/api/orders/987654321');
      expect(missing.status).toBe(404);
      expect(missing.body.error_id).toBe('order_not_found');
    });

    it.each([
      ['a non-numeric outlet', '?outlet_id=abc', 'query.outlet_id'],
      ['an unknown status', '?status=eaten', 'query.status'],
      ['an unknown filter', '?colour=red', 'query'],
      ['a negative outlet', '?outlet_id=-3', 'query.outlet_id'],
    ])('answers 400 for %s', async (_label, query, field) => {
      const answer = await staff<ErrorBody>(t, 'GET', `/pos/api/orders${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toContain(field);
    });

    it('answers 400 for a malformed order id', async () => {
      const answer = await staff<ErrorBody>(t, 'GET', '/pos/api/orders/12abc');
      expect(answer.status).toBe(400);
      expect(answer.body.error).toContain('params.id');
    });
  });
});
