import { orderDetailsSchema, type Order, type PosOrder, type PosTable } from '@tabula/api-client';
import { parseAmount, subtract, toAmount } from '@tabula/engine';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../../src/db/schema';
import { readStoredPricing } from '../../src/orders/pricing/stored-pricing';
import { priceTabLines, readTab, tabLines } from '../../src/orders/tab-lines';
import { loadVenue } from '../../src/venue/venue';
import { scannedDiner } from '../support/accounts';
import { DATABASE_KINDS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';
import { insertPayment } from '../support/order-rows';
import { staff, type ErrorBody } from '../pos/support/staff';
import { editVenue, tableByNumber } from '../support/venue-edits';
import { socketListener } from './support/tables';

interface BillAnswer {
  table: PosTable;
  order: PosOrder;
}

describe.each(DATABASE_KINDS)("staff open a scan-and-pay table's bill on %s", (kind) => {
  let t: TestServer;
  const sockets: Socket[] = [];
  const listen = socketListener(() => t, sockets);
  const item = (key: string) => {
    const id = t.seed.cafe.items[key];
    if (id === undefined) throw new Error(`the cafe has no ${key}`);
    return id;
  };
  let tableCount = 0;
  /** A new, free scan-and-pay table of the cafe (S-table), with its QR token. */
  const freeScanAndPayTable = async () => {
    tableCount += 1;
    const number = `S${String(100 + tableCount)}`;
    await editVenue(t.context.db, t.seed.cafe.companyId, (file) => {
      file.outlets[0]?.tables.push({ number, qr_source: 'scan_and_pay', dine_mode: 'eat_in' });
    });
    return tableByNumber(t.context.db, t.seed.cafe.outletId, number);
  };
  const openBill = (tableId: number, body: unknown) =>
    staff<BillAnswer>(t, 'POST', `/pos/api/tables/${String(tableId)}/bill`, body);
  const refused = (tableId: number, body: unknown) =>
    staff<ErrorBody>(t, 'POST', `/pos/api/tables/${String(tableId)}/bill`, body);
  const storedOrder = async (orderId: number) => {
    const [row] = await t.context.db.select().from(orders).where(eq(orders.id, orderId));
    if (!row) throw new Error(`order ${String(orderId)} is gone`);
    return row;
  };
  const cafeTables = async () => {
    const answer = await staff<{ tables: PosTable[] }>(
      t,
      'GET',
      `/pos/api/outlets/${String(t.seed.cafe.outletId)}/tables`,
    );
    expect(answer.status, answer.text).toBe(200);
    return answer.body.tables;
  };

  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(() => t.close());

  it('the cafe demo seeds a bill on S1 through the same call: confirmed, unpaid, priced for dine-in with its stored pricing', async () => {
    const s1 = t.seed.cafe.scanAndPayTable;
    const row = await storedOrder(t.seed.cafe.scanAndPayBillId);
    expect(row).toMatchObject({
      tableId: s1.id,
      outletId: t.seed.cafe.outletId,
      companyId: t.seed.cafe.companyId,
      userId: null,
      sessionId: null,
      qrSource: 'scan_and_pay',
      status: 'confirmed',
      paymentStatus: 'unpaid',
      isGroupOrder: true,
      version: 1,
      currency: 'SGD',
    });
    const details = orderDetailsSchema.parse(row.details);
    expect(details.covers).toBe(3);
    expect(details.total_amount).toBe(row.totalAmount);
    expect(details.items.map((line) => [line.name, line.quantity])).toEqual([
      ['Iced lemon tea', 3],
      ['Vegetable curry', 2],
      ['Ondeh-ondeh', 2],
      ['Chocolate cake', 1],
    ]);
    expect(details.cartItems.every((line) => line.customer === null)).toBe(true);
    // Dine-in: the tables' 10% service charge is on it.
    expect(details.surcharges_breakdown.map((surcharge) => surcharge.name)).toContain(
      'Service charge',
    );
    // Stored like an open tab's order: priced again from its stored input, nothing moves.
    const { input } = readStoredPricing(row.details);
    expect(input.mode).toBe('dine_in');
    // The stored input holds what the engine reads: the diner's texts stay on the menu.
    const promotions = input.promotions ?? [];
    expect(promotions.length).toBeGreaterThan(0);
    for (const promotion of promotions) {
      expect(promotion).not.toHaveProperty('translations');
      expect(promotion).not.toHaveProperty('description');
    }
    for (const surcharge of input.surcharges ?? []) {
      expect(surcharge).not.toHaveProperty('translations');
    }
    const venue = await loadVenue(t.context.db, { outletId: row.outletId, tableId: s1.id });
    const tab = readTab(row);
    expect(priceTabLines(tab, venue, tabLines(tab), 1).totalAmount).toBe(row.totalAmount);

    const table = (await cafeTables()).find((candidate) => candidate.id === s1.id);
    expect(table).toMatchObject({
      qr_source: 'scan_and_pay',
      covers: 3,
      order_id: row.id,
      members: [],
    });
  });

  it('a diner who scans the table reads the bill on /pages/scan_and_pay, whoever placed it', async () => {
    const diner = await scannedDiner(t, t.seed.cafe.scanAndPayTable.token);
    const page = await diner.get<{ order: Order | null }>('/pages/scan_and_pay');
    expect(page.status, page.text).toBe(200);
    expect(page.body.order?.id).toBe(t.seed.cafe.scanAndPayBillId);
    expect(page.body.order?.order_details.covers).toBe(3);

    // A pay-first table of the same outlet shows no one else's order.
    const elsewhere = await scannedDiner(t, t.seed.cafe.tables[0]?.token);
    const summary = await elsewhere.get<{ order: Order | null }>('/pages/scan_and_pay');
    expect(summary.status, summary.text).toBe(200);
    expect(summary.body.order).toBeNull();
  });

  it('opens a bill on a free table, then adds to it: one version up, covers as sent, and the diners hear order_updated by pos', async () => {
    const table = await freeScanAndPayTable();
    const before = await scannedDiner(t, table.token);
    expect(
      (await before.get<{ order: Order | null }>('/pages/scan_and_pay')).body.order,
    ).toBeNull();

    const opened = await openBill(table.id, {
      covers: 2,
      items: [
        { item_id: item('vegCurry'), count: 2 },
        { item_id: item('icedLemonTea'), count: 1 },
      ],
    });
    expect(opened.status, opened.text).toBe(200);
    const { order } = opened.body;
    expect(order).toMatchObject({
      status: 'confirmed',
      payment_status: 'unpaid',
      version: 1,
      table_id: table.id,
      table_number: table.number,
      customer_id: null,
    });
    expect(order.items.map((line) => [line.name, line.count, line.customer_id])).toEqual([
      ['Vegetable curry', 2, null],
      ['Iced lemon tea', 1, null],
    ]);
    expect(opened.body.table).toMatchObject({ id: table.id, covers: 2, order_id: order.id });

    const diner = await scannedDiner(t, table.token);
    const log = await listen(diner, `track_order_${String(order.id)}`);
    const added = await openBill(table.id, {
      covers: 3,
      items: [{ item_id: item('chickenRice'), count: 1 }],
    });
    expect(added.status, added.text).toBe(200);
    expect(added.body.order.id).toBe(order.id);
    expect(added.body.order.version).toBe(2);
    expect(added.body.order.items.map((line) => [line.name, line.count])).toEqual([
      ['Vegetable curry', 2],
      ['Iced lemon tea', 1],
      ['Hainanese chicken rice', 1],
    ]);
    expect(added.body.table).toMatchObject({ covers: 3, order_id: order.id });
    expect((await log.waitFor((e) => e.event === 'order_updated')).payload).toEqual({
      order_id: order.id,
      updated_by: 'pos',
    });

    // The whole bill costs what the same items opened at once cost.
    const reference = await freeScanAndPayTable();
    const once = await openBill(reference.id, {
      covers: 3,
      items: [
        { item_id: item('vegCurry'), count: 2 },
        { item_id: item('icedLemonTea'), count: 1 },
        { item_id: item('chickenRice'), count: 1 },
      ],
    });
    expect(once.status, once.text).toBe(200);
    expect(added.body.order.total_amount).toBe(once.body.order.total_amount);
    const stored = await storedOrder(order.id);
    const details = orderDetailsSchema.parse(stored.details);
    expect([stored.version, details.version, details.covers]).toEqual([2, 2, 3]);
    expect(new Set(details.cartItems.map((line) => line.cart_id)).size).toBe(3);
    expect(stored.totalAmount).toBe(details.total_amount);

    const page = await diner.get<{ order: Order | null }>('/pages/scan_and_pay');
    expect(page.body.order?.id).toBe(order.id);
    expect(page.body.order?.order_details.version).toBe(2);
  });

  it('refuses an unknown table, a table of another kind, unknown, sold-out and modifier-sheet items', async () => {
    const table = await freeScanAndPayTable();
    const body = { covers: 2, items: [{ item_id: item('vegCurry'), count: 1 }] };

    const missing = await refused(999_999, body);
    expect([missing.status, missing.body.error_id]).toEqual([404, 'table_not_found']);
    const payFirst = await refused(t.seed.cafe.tables[0]?.id ?? 0, body);
    expect([payFirst.status, payFirst.body.error_id]).toEqual([422, 'not_scan_and_pay_table']);
    const openTab = await refused(t.seed.cafe.openTabTables[0]?.id ?? 0, body);
    expect([openTab.status, openTab.body.error_id]).toEqual([422, 'not_scan_and_pay_table']);
    // An item of the Kuwait restaurant's menu is not on the cafe's.
    const foreign = await refused(table.id, {
      covers: 2,
      items: [{ item_id: t.seed.kuwait.items.karak ?? 0, count: 1 }],
    });
    expect([foreign.status, foreign.body.error_id]).toEqual([422, 'unknown_item']);
    // The flat white's "Milk" needs a choice the POS does not make.
    const sheet = await refused(table.id, {
      covers: 2,
      items: [{ item_id: item('flatWhite'), count: 1 }],
    });
    expect([sheet.status, sheet.body.error_id]).toEqual([422, 'invalid_modifier_selection']);

    const soldOut = await staff(
      t,
      'POST',
      `/pos/api/outlets/${String(t.seed.cafe.outletId)}/stock`,
      {
        item_id: item('vegCurry'),
        sold_out: true,
      },
    );
    expect(soldOut.status, soldOut.text).toBe(200);
    try {
      const stock = await refused(table.id, body);
      expect([stock.status, stock.body.error_id]).toEqual([422, 'out_of_stock_error']);
    } finally {
      await staff(t, 'POST', `/pos/api/outlets/${String(t.seed.cafe.outletId)}/stock`, {
        item_id: item('vegCurry'),
        sold_out: false,
      });
    }
    // Nothing was opened by any of them.
    expect(
      (await cafeTables()).find((candidate) => candidate.id === table.id)?.order_id,
    ).toBeNull();
  });

  it("weighs each addition against the outlet's limits, not the whole bill: what it adds before the tip", async () => {
    const setAmountLimit = (limit: string) =>
      editVenue(t.context.db, t.seed.cafe.companyId, (file) => {
        const outlet = file.outlets[0];
        if (!outlet) throw new Error('the cafe has no outlet');
        outlet.order_limits = { ...outlet.order_limits, max_order_amount: limit };
      });
    const rice = (count: number) => ({
      covers: 2,
      items: [{ item_id: item('chickenRice'), count }],
    });
    const table = await freeScanAndPayTable();
    await setAmountLimit('100.00');
    try {
      const opened = await openBill(table.id, rice(8));
      expect(opened.status, opened.text).toBe(200);
      const grown = await openBill(table.id, rice(8));
      expect(grown.status, grown.text).toBe(200);
      // The bill is past the limit; each addition was within it.
      expect(parseAmount(grown.body.order.total_amount).greaterThan('100.00')).toBe(true);

      const over = await refused(table.id, rice(12));
      expect([over.status, over.body.error_id], over.text).toEqual([422, 'order_amount_limit']);
      expect(over.body.details).toMatchObject({ limit: '100.00', currency: 'SGD' });
      expect((await storedOrder(grown.body.order.id)).version).toBe(2);

      // Without the limit the same items go on: the refusal named exactly what they add.
      await setAmountLimit('1000.00');
      const added = await openBill(table.id, rice(12));
      expect(added.status, added.text).toBe(200);
      expect(over.body.details?.amount).toBe(
        toAmount(subtract(added.body.order.total_amount, grown.body.order.total_amount), 2),
      );
    } finally {
      await setAmountLimit('1000.00');
    }
  });

  it('refuses more items once a payment of the bill is in progress or paid', async () => {
    for (const status of ['in_progress', 'paid']) {
      const table = await freeScanAndPayTable();
      const body = { covers: 2, items: [{ item_id: item('cake'), count: 1 }] };
      const opened = await openBill(table.id, body);
      expect(opened.status, opened.text).toBe(200);
      await insertPayment(t, {
        orderId: opened.body.order.id,
        reference: `bill-${status}-${String(opened.body.order.id)}`,
        status,
      });
      const again = await refused(table.id, body);
      expect([again.status, again.body.error_id]).toEqual([409, 'bill_payment_started']);
      expect((await storedOrder(opened.body.order.id)).version).toBe(1);
    }
  });

  it("answers with the bill's money as the order's own read says it, from the payments read with the bill", async () => {
    // A payment of the whole bill staff voided, and one voided of a share only.
    for (const [splitPart, moneyEnd] of [
      [null, 'voided'],
      [{ kind: 'equal', parts: 2 }, null],
    ] as const) {
      const table = await freeScanAndPayTable();
      const body = { covers: 2, items: [{ item_id: item('cake'), count: 1 }] };
      const opened = await openBill(table.id, body);
      expect(opened.status, opened.text).toBe(200);
      expect(opened.body.order.money_end).toBeNull();
      const payment = await insertPayment(t, {
        orderId: opened.body.order.id,
        reference: `bill-voided-${String(opened.body.order.id)}`,
        status: 'failed',
      });
      await t.context.db
        .update(payments)
        .set({ voidedAt: t.clock.now, splitPart })
        .where(eq(payments.id, payment.id));

      const added = await openBill(table.id, body);
      expect(added.status, added.text).toBe(200);
      expect(added.body.order.money_end).toBe(moneyEnd);
      const read = await staff<{ order: PosOrder }>(
        t,
        'GET',
        `/pos/api/orders/${String(opened.body.order.id)}`,
      );
      expect(read.body.order.money_end).toBe(moneyEnd);
      expect(read.body.order).toEqual(added.body.order);
    }
  });

  it('answers malformed bodies with 400, never 500', async () => {
    const table = await freeScanAndPayTable();
    const vegCurry = item('vegCurry');
    const bodies: unknown[] = [
      undefined,
      {},
      { covers: 0, items: [{ item_id: vegCurry, count: 1 }] },
      { covers: 100, items: [{ item_id: vegCurry, count: 1 }] },
      { covers: 2.5, items: [{ item_id: vegCurry, count: 1 }] },
      { covers: 2, items: [] },
      { covers: 2, items: Array.from({ length: 51 }, () => ({ item_id: vegCurry, count: 1 })) },
      { covers: 2, items: [{ item_id: vegCurry, count: 0 }] },
      { covers: 2, items: [{ item_id: vegCurry, count: 100 }] },
      { covers: 2, items: [{ item_id: 'curry', count: 1 }] },
      { covers: 2, items: [{ item_id: 2 ** 31, count: 1 }] },
      { covers: 2, items: [{ item_id: vegCurry, count: 1, modifiers: [] }] },
      { covers: 2, items: [{ item_id: vegCurry, count: 1 }], note: 'x' },
      [],
    ];
    for (const body of bodies) {
      const answer = await refused(table.id, body);
      expect([answer.status, answer.body.error_id], JSON.stringify(body)).toEqual([
        400,
        'invalid_request',
      ]);
    }
    const notJson = await staff<ErrorBody>(
      t,
      'POST',
      `/pos/api/tables/${String(table.id)}/bill`,
      undefined,
      {
        rawBody: '{"covers": 2,',
      },
    );
    expect(notJson.status).toBe(400);
    const badId = await staff<ErrorBody>(t, 'POST', '/pos/api/tables/abc/bill', {
      covers: 2,
      items: [{ item_id: vegCurry, count: 1 }],
    });
    expect(badId.status).toBe(400);
    const noStaff = await staff<ErrorBody>(
      t,
      'POST',
      `/pos/api/tables/${String(table.id)}/bill`,
      { covers: 2, items: [{ item_id: vegCurry, count: 1 }] },
      { token: null },
    );
    expect(noStaff.status).toBe(401);
  });

  it('ten tills opening the same free table at once end with one bill holding every item', async () => {
    const table = await freeScanAndPayTable();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        openBill(table.id, { covers: 2, items: [{ item_id: item('ondehOndeh'), count: 1 }] }),
      ),
    );
    for (const answer of answers) expect(answer.status, answer.text).toBe(200);
    const ids = new Set(answers.map((answer) => answer.body.order.id));
    expect(ids.size).toBe(1);
    const versions = answers.map((answer) => answer.body.order.version).sort((a, b) => a - b);
    expect(versions).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));

    const rows = await t.context.db.select().from(orders).where(eq(orders.tableId, table.id));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    if (!row) throw new Error('no bill');
    const details = orderDetailsSchema.parse(row.details);
    expect(row.version).toBe(10);
    expect(details.items.map((line) => line.quantity)).toEqual(Array.from({ length: 10 }, () => 1));
    expect(new Set(details.cartItems.map((line) => line.cart_id)).size).toBe(10);
    // Ten ondeh-ondeh on one line each cost what ten on one line cost.
    const reference = await freeScanAndPayTable();
    const once = await openBill(reference.id, {
      covers: 2,
      items: [{ item_id: item('ondehOndeh'), count: 10 }],
    });
    expect(once.status, once.text).toBe(200);
    expect(row.totalAmount).toBe(once.body.order.total_amount);
  });
});
