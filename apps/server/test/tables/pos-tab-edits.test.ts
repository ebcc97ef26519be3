import { orderDetailsSchema, type Order, type PosOrder, type PosTable } from '@tabula/api-client';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders, tableMembers, tableTabs } from '../../src/db/schema';
import { DATABASE_KINDS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';
import { staff, type ErrorBody } from '../pos/support/staff';
import {
  freeAllTables,
  openTab,
  openTabTable,
  seat,
  tabPayload,
  type Seated,
  socketListener,
  tabOfTwo as sharedTabOfTwo,
} from './support/tables';

describe.each(DATABASE_KINDS)("staff edit, merge and discount a table's tab on %s", (kind) => {
  let t: TestServer;
  const sockets: Socket[] = [];
  const listen = socketListener(() => t, sockets);
  const kopi = () => t.seed.cafe.items.kopi ?? 0;
  const laksa = () => t.seed.cafe.items.laksa ?? 0;

  const tabOfTwo = (index: number, kopis = 2) => sharedTabOfTwo(t, index, kopis);
  const posOrder = async (orderId: number) => {
    const answer = await staff<{ order: PosOrder }>(t, 'GET', `/pos/api/orders/${String(orderId)}`);
    expect(answer.status, answer.text).toBe(200);
    return answer.body.order;
  };
  const storedOrder = async (orderId: number) => {
    const [row] = await t.context.db.select().from(orders).where(eq(orders.id, orderId));
    if (!row) throw new Error(`order ${String(orderId)} is gone`);
    return { row, details: orderDetailsSchema.parse(row.details) };
  };
  const tableAct = <T = { table: PosTable }>(tableId: number, action: string, body: unknown) =>
    staff<T>(t, 'POST', `/pos/api/tables/${String(tableId)}/${action}`, body);
  const put = async (seated: Seated, orderId: number, version: number, item = kopi()) =>
    seated.diner.put<{ order: Order }>(`/dine-in/open-tab/v2/orders/${String(orderId)}`, {
      order_details: await tabPayload(t, seated.diner, [{ item }], {
        version,
        order_id: orderId,
      }),
    });

  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    await freeAllTables(t);
  });
  afterAll(() => t.close());

  describe('editing the lines of a tab', () => {
    it('sets a count and removes a line: the engine prices the tab again, one version up, and its followers hear order_updated by pos', async () => {
      const { first, second, orderId } = await tabOfTwo(0, 2);
      const log = await listen(second.diner, `track_order_${String(orderId)}`);
      const before = await posOrder(orderId);
      expect(before.version).toBe(2);
      expect(before.items.map((line) => [line.customer_id, line.count])).toEqual([
        [first.user.id, 2],
        [second.user.id, 1],
      ]);
      const [kopiLine, laksaLine] = before.items;

      const edited = await tableAct(first.table.id, 'order', {
        version: 2,
        changes: [{ line_id: kopiLine?.line_id, count: 1 }],
      });
      expect(edited.status, edited.text).toBe(200);
      expect(edited.body.table).toMatchObject({
        id: first.table.id,
        order_id: orderId,
        pos_discount_applied: false,
      });
      expect((await log.waitFor((e) => e.event === 'order_updated')).payload).toEqual({
        order_id: orderId,
        updated_by: 'pos',
      });
      // The same tab ordered with one kopi from the start costs what the edit left.
      const reference = await tabOfTwo(1, 1);
      const after = await storedOrder(orderId);
      const expected = await storedOrder(reference.orderId);
      expect(after.row.version).toBe(3);
      expect(after.details.version).toBe(3);
      expect(after.row.totalAmount).toBe(expected.row.totalAmount);
      expect(after.details.cartItems.map((item) => [item.customer, item.count])).toEqual([
        [first.user.id, 1],
        [second.user.id, 1],
      ]);
      expect(after.details.items.map((item) => item.quantity)).toEqual([1, 1]);
      expect(after.details.cartItems[0]?.sub_total).toBe(expected.details.cartItems[0]?.sub_total);

      const removed = await tableAct(first.table.id, 'order', {
        version: 3,
        changes: [{ line_id: laksaLine?.line_id, count: 0 }],
      });
      expect(removed.status, removed.text).toBe(200);
      const left = await posOrder(orderId);
      expect(left.version).toBe(4);
      expect(left.items.map((line) => line.line_id)).toEqual([kopiLine?.line_id]);
    });

    it('refuses an older version, an unknown or repeated line, emptying the tab, a paid member’s line, and a table without a tab', async () => {
      const { first, second, orderId } = await tabOfTwo(0);
      const [kopiLine, laksaLine] = (await posOrder(orderId)).items;
      const edit = (body: unknown, tableId = first.table.id) =>
        tableAct<ErrorBody>(tableId, 'order', body);

      const stale = await edit({ version: 1, changes: [{ line_id: kopiLine?.line_id, count: 1 }] });
      expect(stale.status).toBe(409);
      expect(stale.body.error_id).toBe('order_version_conflict');
      const unknown = await edit({ version: 2, changes: [{ line_id: 'nope', count: 1 }] });
      expect([unknown.status, unknown.body.error_id]).toEqual([422, 'line_not_found']);
      const twice = await edit({
        version: 2,
        changes: [
          { line_id: kopiLine?.line_id, count: 1 },
          { line_id: kopiLine?.line_id, count: 3 },
        ],
      });
      expect([twice.status, twice.body.error_id]).toEqual([422, 'duplicate_line']);
      const empty = await edit({
        version: 2,
        changes: [
          { line_id: kopiLine?.line_id, count: 0 },
          { line_id: laksaLine?.line_id, count: 0 },
        ],
      });
      expect([empty.status, empty.body.error_id]).toEqual([422, 'tab_would_be_empty']);

      const paid = await tableAct(first.table.id, 'payments', {
        payment_type: 'cash',
        customer_ids: [second.user.id],
      });
      expect(paid.status, paid.text).toBe(200);
      const paidLine = await edit({
        version: 2,
        changes: [{ line_id: laksaLine?.line_id, count: 2 }],
      });
      expect([paidLine.status, paidLine.body.error_id]).toEqual([409, 'line_paid']);
      // The unpaid member's line still changes.
      const unpaidLine = await edit({
        version: 2,
        changes: [{ line_id: kopiLine?.line_id, count: 1 }],
      });
      expect(unpaidLine.status, unpaidLine.text).toBe(200);

      const free = await edit(
        { version: 1, changes: [{ line_id: 'c1', count: 1 }] },
        openTabTable(t, 2).id,
      );
      expect([free.status, free.body.error_id]).toEqual([409, 'no_open_tab']);
      expect(
        (await edit({ version: 1, changes: [{ line_id: 'c1', count: 1 }] }, 999_999)).status,
      ).toBe(404);
      expect((await storedOrder(orderId)).row.version).toBe(3);
    });

    it.each([
      ['no version', { changes: [{ line_id: 'c1', count: 1 }] }],
      ['no change', { version: 1, changes: [] }],
      ['a negative count', { version: 1, changes: [{ line_id: 'c1', count: -1 }] }],
      ['a count too large', { version: 1, changes: [{ line_id: 'c1', count: 100 }] }],
      ['a fractional count', { version: 1, changes: [{ line_id: 'c1', count: 1.5 }] }],
      ['an unknown field', { version: 1, changes: [{ line_id: 'c1', count: 1 }], note: 'x' }],
      ['a string body', 'remove everything'],
    ])('answers 400 for %s', async (_, body) => {
      const { first } = await tabOfTwo(0);
      const refused = await tableAct<ErrorBody>(first.table.id, 'order', body);
      expect(refused.status, refused.text).toBe(400);
      expect(refused.body.error).toBeTruthy();
    });

    it("a staff edit and a member's v2 update made against the same version: exactly one wins", async () => {
      const { first, second, orderId } = await tabOfTwo(0);
      const [kopiLine] = (await posOrder(orderId)).items;
      const [edit, update] = await Promise.all([
        tableAct<ErrorBody>(first.table.id, 'order', {
          version: 2,
          changes: [{ line_id: kopiLine?.line_id, count: 5 }],
        }),
        put(second, orderId, 2, laksa()),
      ]);
      expect([edit.status, update.status].sort()).toEqual([200, 409]);
      const stored = await storedOrder(orderId);
      expect(stored.row.version).toBe(3);
      if (edit.status === 200) {
        expect(stored.details.cartItems.map((item) => item.count)).toEqual([5, 1]);
      } else {
        expect(edit.body.error_id).toBe('order_version_conflict');
        expect(stored.details.cartItems.map((item) => item.count)).toEqual([2, 1, 1]);
      }
    });
  });

  describe('merging a table into another', () => {
    it("the source's lines and members join the target's tab; the source is free and hears table_updated merged", async () => {
      const source = await tabOfTwo(0);
      const target = await seat(t, openTabTable(t, 1), { name: 'Wei' });
      const opened = await openTab(t, target, [{ item: laksa(), count: 3 }]);
      expect(opened.status, opened.text).toBe(200);
      const targetOrderId = opened.body.order.id;
      const table = await listen(source.second.diner, source.second.channel);
      const order = await listen(target.diner, `track_order_${String(targetOrderId)}`);
      const sourceTotal = (await storedOrder(source.orderId)).row.totalAmount;

      const merged = await tableAct(source.first.table.id, 'merge', {
        into_table_id: target.table.id,
      });
      expect(merged.status, merged.text).toBe(200);
      expect(merged.body.table).toMatchObject({
        id: target.table.id,
        state: 'open_tab',
        order_id: targetOrderId,
        // The two tabs' covers (1 each, as they were opened) add up.
        covers: 2,
      });
      expect(merged.body.table.members.map((member) => member.user_id)).toEqual([
        target.user.id,
        source.first.user.id,
        source.second.user.id,
      ]);
      expect((await table.waitFor((e) => e.event === 'table_updated')).payload).toEqual({
        type: 'merged',
        table_id: source.first.table.id,
      });
      expect((await order.waitFor((e) => e.event === 'order_updated')).payload).toEqual({
        order_id: targetOrderId,
        updated_by: 'pos',
      });

      const into = await storedOrder(targetOrderId);
      expect(into.row.version).toBe(2);
      expect(into.row.isGroupOrder).toBe(true);
      expect(into.details.cartItems.map((item) => [item.customer, item.count])).toEqual([
        [target.user.id, 3],
        [source.first.user.id, 2],
        [source.second.user.id, 1],
      ]);
      expect(new Set(into.details.cartItems.map((item) => item.cart_id)).size).toBe(3);
      const totals = await storedOrder(source.orderId);
      expect(totals.row.status).toBe('cancelled');
      expect(Number(into.row.totalAmount)).toBeGreaterThan(Number(sourceTotal));
      const [old] = await t.context.db
        .select()
        .from(tableTabs)
        .where(eq(tableTabs.tableId, source.first.table.id));
      expect(old).toBeUndefined();
      const members = await t.context.db
        .select()
        .from(tableMembers)
        .where(eq(tableMembers.orderId, source.orderId));
      expect(members).toEqual([]);
      // A merged member now adds to the target's tab.
      const added = await put(source.first, targetOrderId, 2);
      expect(added.status, added.text).toBe(200);
      const there = await source.first.diner.get<{ status: string; order_id: number }>(
        `/dine-in/v1/tables/${String(target.table.id)}/status`,
      );
      expect(there.body).toMatchObject({ status: 'joined', order_id: targetOrderId });
    });

    it('into a free table, the tab simply becomes that table’s', async () => {
      const source = await tabOfTwo(0);
      const free = openTabTable(t, 2);
      const log = await listen(source.first.diner, source.first.channel);
      const merged = await tableAct(source.first.table.id, 'merge', { into_table_id: free.id });
      expect(merged.status, merged.text).toBe(200);
      expect(merged.body.table).toMatchObject({ id: free.id, order_id: source.orderId });
      expect((await log.waitFor((e) => e.event === 'table_updated')).payload).toEqual({
        type: 'merged',
        table_id: source.first.table.id,
      });
      expect((await storedOrder(source.orderId)).row.tableId).toBe(free.id);
    });

    it('refuses merging into itself, another outlet, from a free table, while a payment is in progress, or a partly paid tab', async () => {
      const source = await tabOfTwo(0);
      const target = await tabOfTwo(1);
      const merge = (from: number, into: unknown) =>
        tableAct<ErrorBody>(from, 'merge', { into_table_id: into });
      const self = await merge(source.first.table.id, source.first.table.id);
      expect([self.status, self.body.error_id]).toEqual([422, 'invalid_merge']);
      const abroad = await merge(source.first.table.id, t.seed.kuwait.tables[0]?.id ?? 0);
      expect(abroad.status).toBe(404);
      const empty = await merge(openTabTable(t, 2).id, target.first.table.id);
      expect([empty.status, empty.body.error_id]).toEqual([409, 'no_open_tab']);
      expect((await merge(source.first.table.id, 'T2')).status).toBe(400);
      expect(
        (await tableAct<ErrorBody>(source.first.table.id, 'merge', { to_table_id: 3 })).status,
      ).toBe(400);

      expect((await tableAct(target.first.table.id, 'billing', {})).status).toBe(200);
      const billing = await merge(source.first.table.id, target.first.table.id);
      expect([billing.status, billing.body.error_id]).toEqual([409, 'payment_in_progress']);
      const billed = await merge(target.first.table.id, source.first.table.id);
      expect([billed.status, billed.body.error_id]).toEqual([409, 'payment_in_progress']);

      const paid = await tableAct(source.first.table.id, 'payments', {
        payment_type: 'card',
        customer_ids: [source.second.user.id],
      });
      expect(paid.status).toBe(200);
      const partly = await merge(source.first.table.id, openTabTable(t, 2).id);
      expect([partly.status, partly.body.error_id]).toEqual([409, 'member_already_paid']);
      // Nothing moved.
      expect((await storedOrder(source.orderId)).row.tableId).toBe(source.first.table.id);
    });

    it("a merge and a diner's update at once: the update lands on the tab before the merge, or is refused after it", async () => {
      const source = await tabOfTwo(0);
      const target = await tabOfTwo(1);
      const [merged, update] = await Promise.all([
        tableAct(source.first.table.id, 'merge', { into_table_id: target.first.table.id }),
        put(source.second, source.orderId, 2, laksa()),
      ]);
      expect(merged.status, merged.text).toBe(200);
      expect([200, 404]).toContain(update.status);
      const into = await storedOrder(target.orderId);
      // 2 target lines + 2 source lines, and the update's line if it landed first.
      expect(into.details.cartItems).toHaveLength(update.status === 200 ? 5 : 4);
      expect(new Set(into.details.cartItems.map((item) => item.cart_id)).size).toBe(
        into.details.cartItems.length,
      );
    });

    it('two merges of the same tables in opposite directions at once: no deadlock, one after the other, one tab with every line', async () => {
      const one = await tabOfTwo(0);
      const two = await tabOfTwo(1);
      const [a, b] = await Promise.all([
        tableAct(one.first.table.id, 'merge', { into_table_id: two.first.table.id }),
        tableAct(two.first.table.id, 'merge', { into_table_id: one.first.table.id }),
      ]);
      // The second finds its target free (the first emptied it) and its tab simply moves there.
      expect([a.status, b.status], `${a.text} ${b.text}`).toEqual([200, 200]);
      const tabs = await t.context.db.select().from(tableTabs);
      expect(tabs).toHaveLength(1);
      const survivor = await storedOrder(tabs[0]?.orderId ?? 0);
      expect(survivor.details.cartItems).toHaveLength(4);
    });
  });

  describe('discount and loyalty on a tab from the tables view', () => {
    it("a POS discount keeps the tab's lines and members, goes one version up, and stops unpaid members adding items", async () => {
      const { first, second, orderId } = await tabOfTwo(0);
      const before = await storedOrder(orderId);
      const log = await listen(first.diner, `track_order_${String(orderId)}`);
      const discounted = await staff<{ order: PosOrder }>(
        t,
        'POST',
        `/pos/api/orders/${String(orderId)}/discount`,
        { percent: '10' },
      );
      expect(discounted.status, discounted.text).toBe(200);
      expect(discounted.body.order.version).toBe(3);
      expect((await log.waitFor((e) => e.event === 'order_updated')).payload).toEqual({
        order_id: orderId,
        updated_by: 'pos',
      });
      const after = await storedOrder(orderId);
      expect(
        after.details.cartItems.map((item) => [item.cart_id, item.customer, item.count]),
      ).toEqual(before.details.cartItems.map((item) => [item.cart_id, item.customer, item.count]));
      expect(after.details.discounts[0]).toMatchObject({ applied_from_pos: true });
      expect(after.row.totalAmount).not.toBe(before.row.totalAmount);
      // An update made against the version before the discount is refused too.
      expect((await put(second, orderId, 2)).status).toBe(422);

      const latest = await second.diner.put<ErrorBody>(
        `/dine-in/open-tab/v1/orders/${String(orderId)}`,
        {
          order_details: await tabPayload(t, second.diner, [{ item: kopi() }], {
            version: 3,
            order_id: orderId,
          }),
        },
      );
      expect([latest.status, latest.body.error_id]).toEqual([422, 'pos_discount_applied']);
      const refused = await put(second, orderId, 3);
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({
        error_id: 'pos_discount_applied',
        error: 'Unable to add items: the restaurant applied a discount to this order',
      });
      expect((await storedOrder(orderId)).row.version).toBe(3);
      // Staff may still change the tab.
      const [line] = after.details.cartItems;
      const edited = await tableAct(first.table.id, 'order', {
        version: 3,
        changes: [{ line_id: line?.cart_id, count: 1 }],
      });
      expect(edited.status, edited.text).toBe(200);
      expect(edited.body.table.pos_discount_applied).toBe(true);
      expect((await storedOrder(orderId)).details.discounts[0]).toMatchObject({
        applied_from_pos: true,
      });
    });

    it('without a POS discount a member still adds items; loyalty from the POS does not stop them', async () => {
      const first = await seat(t, openTabTable(t, 0), { name: 'Omar', points: '500' });
      const opened = await openTab(t, first, [{ item: laksa(), count: 2 }]);
      expect(opened.status, opened.text).toBe(200);
      const orderId = opened.body.order.id;
      const loyalty = await staff<{ order: PosOrder }>(
        t,
        'POST',
        `/pos/api/orders/${String(orderId)}/loyalty`,
        { points: '100' },
      );
      expect(loyalty.status, loyalty.text).toBe(200);
      expect(loyalty.body.order.version).toBe(2);
      expect(loyalty.body.order.total_amount).not.toBe(
        opened.body.order.order_details.total_amount,
      );
      const added = await put(first, orderId, 2);
      expect(added.status, added.text).toBe(200);
      expect((await storedOrder(orderId)).details.cartItems).toHaveLength(2);
    });

    it('a discount racing a member’s update: both land one after the other, or the update is refused', async () => {
      const { second, orderId } = await tabOfTwo(0);
      const [discount, update] = await Promise.all([
        staff(t, 'POST', `/pos/api/orders/${String(orderId)}/discount`, { amount: '1.00' }),
        put(second, orderId, 2),
      ]);
      expect(discount.status, discount.text).toBe(200);
      const stored = await storedOrder(orderId);
      if (update.status === 200) {
        expect(stored.row.version).toBe(4);
        expect(stored.details.cartItems).toHaveLength(3);
      } else {
        expect(update.status).toBe(422);
        expect(stored.row.version).toBe(3);
        expect(stored.details.cartItems).toHaveLength(2);
      }
    });
  });

  it("staff confirming the tab's order from the tables view: the table hears track_order_status", async () => {
    const { first, orderId } = await tabOfTwo(0);
    const log = await listen(first.diner, first.channel);
    const confirmed = await staff(t, 'POST', `/pos/api/orders/${String(orderId)}/confirm`, {});
    expect(confirmed.status, confirmed.text).toBe(200);
    expect((await log.waitFor((e) => e.event === 'track_order_status')).payload).toEqual({
      status: 'confirmed',
    });
  });
});
