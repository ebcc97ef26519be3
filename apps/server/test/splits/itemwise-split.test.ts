import type { Discount, OrderDiscount, SplitBillEntry } from '@tabula/api-client';
import {
  add,
  couponBase,
  evaluateCoupon,
  subtract,
  toAmount,
  type AmountInput,
} from '@tabula/engine';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import { socketListener } from '../tables/support/tables';
import {
  atBill,
  billSplit,
  holdScreen,
  openBill,
  payAndSettle,
  partPayload,
  payPart,
  pick,
  prefer,
  releaseScreen,
} from './support/bills';

/** A sum of amounts at the cafe's precision. */
const sum = (...amounts: AmountInput[]): string => toAmount(add(...amounts), 2);

describe.each(DATABASE_KINDS)('an item-wise split of a scan-and-pay bill on %s', (kind) => {
  let t: TestServer;
  const sockets: Socket[] = [];
  const listen = socketListener(() => t, sockets);
  const items = () => [
    { item_id: t.seed.cafe.items.icedLemonTea, count: 2 },
    { item_id: t.seed.cafe.items.vegCurry, count: 1 },
  ];

  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(() => t.close());

  it("takes a coupon sent in the payload off an item-wise part by the engine's figure on the selection (B§5)", async () => {
    // No promotion applies to these (B§5: the coupon is offered only then).
    const orderId = await openBill(t, [
      { item_id: t.seed.cafe.items.vegCurry, count: 2 },
      { item_id: t.seed.cafe.items.ondehOndeh, count: 1 },
    ]);
    const a = await atBill(t);
    expect((await prefer(a, orderId, { pay_for_split: true, split_type: 'manual' })).status).toBe(
      200,
    );
    const [curry, ondeh] = (await billSplit(a, orderId)).lines;
    if (!curry || !ondeh) throw new Error('the bill has two lines');
    expect((await holdScreen(a)).status).toBe(204);
    const mine = await pick(a, orderId, [
      { cart_id: curry.cart_id, qty: 1 },
      { cart_id: ondeh.cart_id, qty: 1, shared_parts: 2 },
    ]);
    expect(mine.status, mine.text).toBe(200);
    const entry: SplitBillEntry = mine.body.split_bill_entry;
    // The diner app's figure: the engine on the entry's items and surcharges, as the view sends them.
    const looked = await a.diner.get<Discount>(`/discounts/${t.seed.cafe.coupons.percent}`);
    expect(looked.status, looked.text).toBe(200);
    const coupon = looked.body;
    const verdict = evaluateCoupon(
      coupon,
      couponBase({
        subTotal: '0',
        surchargeSubTotal: '0',
        onTotal: coupon.on_total,
        split: {
          type: 'manual',
          selectedSubTotal: sum('0', ...entry.items.map((item) => item.sub_total)),
          selectedSurchargeSubTotal: sum('0', ...entry.surcharges.map((charge) => charge.amount)),
        },
      }),
      2,
    );
    if (!verdict.accepted) throw new Error('the coupon should hold on the selection');
    const sent: OrderDiscount = {
      ...coupon,
      discount_type: verdict.discount_type,
      discountedAmount: verdict.discountedAmount,
      applicable_on_dinein: coupon.applicable_on_dinein ?? null,
    };
    const pay = async (total: string) =>
      a.diner.post<{ error_id?: string; details?: { expected?: string } }>(
        '/payments/paytabs/create_payment_page',
        {
          order_details: {
            ...(await partPayload(t, a, orderId, entry, total)),
            discounts: [sent],
          },
        },
        Diner.idempotent(),
      );
    const refused = await pay('0.01');
    expect(refused.body.error_id).toBe('order_total_amount_mismatch');
    const expected = toAmount(subtract(entry.total_amount, verdict.discountedAmount), 2);
    expect(refused.body.details?.expected).toBe(expected);
    expect((await pay(expected)).status).toBe(200);
  });

  it('lets one diner at a time hold the screen, shares a dish three ways, and sums to the bill', async () => {
    const orderId = await openBill(t, items());
    const [a, b, c] = [await atBill(t), await atBill(t), await atBill(t)];
    expect((await prefer(a, orderId, { pay_for_split: true, split_type: 'manual' })).status).toBe(
      200,
    );
    const start = await billSplit(a, orderId);
    const [tea, curry] = start.lines;
    if (!tea || !curry) throw new Error('the bill has two lines');
    expect(sum(...start.lines.flatMap((line) => line.unit_amounts))).toBe(start.total_amount);

    const log = await listen(b.diner, b.channel);
    expect((await holdScreen(a)).status).toBe(204);
    expect((await log.waitFor((e) => e.event === 'manual_split_screen_occupied')).payload).toEqual({
      user_id: a.user.id,
      table_id: a.tableId,
    });
    const occupied = await holdScreen(b);
    expect(occupied.status).toBe(409);
    expect(occupied.body.error_id).toBe('manual_split_screen_occupied');
    const notHolder = await pick(b, orderId, [{ cart_id: tea.cart_id, qty: 1 }]);
    expect(notHolder.status).toBe(409);

    // A: one tea and a third of the curry.
    const mine = await pick(a, orderId, [
      { cart_id: tea.cart_id, qty: 1 },
      { cart_id: curry.cart_id, qty: 1, shared_parts: 3 },
    ]);
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body.split_bill_entry).toMatchObject({
      user_id: a.user.id,
      payment_status: 'in_progress',
    });
    const curryLine = mine.body.bill_split.lines[1];
    expect(curryLine?.shared_units).toEqual([
      expect.objectContaining({ unit: 1, parts: 3, paid_parts: 0, reserved_parts: 1 }),
    ]);
    expect(curryLine?.available_units).toBe(0);
    expect((await releaseScreen(a)).status).toBe(204);

    // B: the other tea and another third of the same curry.
    expect((await holdScreen(b)).status).toBe(204);
    const taken = await pick(b, orderId, [{ cart_id: tea.cart_id, qty: 2 }]);
    expect(taken.status).toBe(409);
    expect(taken.body.error_id).toBe('split_part_taken');
    const hers = await pick(b, orderId, [
      { cart_id: tea.cart_id, qty: 1 },
      { cart_id: curry.cart_id, qty: 1, shared_parts: 3 },
    ]);
    expect(hers.status, hers.text).toBe(200);
    expect(hers.body.bill_split.lines[1]?.shared_units[0]).toMatchObject({ reserved_parts: 2 });
    await releaseScreen(b);

    const paidA = await payAndSettle(t, a, orderId, mine.body.split_bill_entry);
    const paidB = await payAndSettle(t, b, orderId, hers.body.split_bill_entry);
    expect((await log.waitFor((e) => e.event === 'payment_recorded')).payload).toMatchObject({
      has_payment_completed: false,
    });

    // C holds the screen and takes the last third; it is paid only when all three parts are.
    expect((await holdScreen(c)).status).toBe(204);
    const last = await pick(c, orderId, [{ cart_id: curry.cart_id, qty: 1, shared_parts: 3 }]);
    expect(last.status, last.text).toBe(200);
    const paidC = await payAndSettle(t, c, orderId, last.body.split_bill_entry);
    const done = await billSplit(a, orderId);
    expect(done).toMatchObject({ paid: true, remaining_amount: '0.00' });
    expect(done.lines[1]?.shared_units[0]).toMatchObject({ paid_parts: 3, reserved_parts: 0 });
    expect(sum(paidA, paidB, paidC)).toBe(start.total_amount);
    expect(done.paid_users.sort()).toEqual([a.user.id, b.user.id, c.user.id].sort());
  });

  it('frees the screen when its holder stops renewing, and frees unpaid picks after the timeout', async () => {
    const orderId = await openBill(t, items());
    const [a, b] = [await atBill(t), await atBill(t)];
    await prefer(a, orderId, { pay_for_split: true, split_type: 'manual' });
    const [tea] = (await billSplit(a, orderId)).lines;
    if (!tea) throw new Error('no tea');
    expect((await holdScreen(a)).status).toBe(204);
    expect((await pick(a, orderId, [{ cart_id: tea.cart_id, qty: 2 }])).status).toBe(200);
    t.clock.advance(59_000);
    expect((await holdScreen(b)).status).toBe(409);
    t.clock.advance(2_000);
    expect((await holdScreen(b)).status).toBe(204);
    // A's teas are still held by A's entry: B cannot have them...
    expect((await pick(b, orderId, [{ cart_id: tea.cart_id, qty: 1 }])).status).toBe(409);
    // ...until the payment timeout passes with no payment.
    t.clock.advance(665_000);
    await holdScreen(b);
    const freed = await pick(b, orderId, [{ cart_id: tea.cart_id, qty: 2 }]);
    expect(freed.status, freed.text).toBe(200);
    // A's lapsed entry cannot be paid now that B holds its items.
    const lapsed = (await billSplit(a, orderId)).split_bill_entries.find(
      (entry) => entry.user_id === a.user.id,
    );
    const refused = await payPart(t, a, orderId, lapsed ?? null, '1.00');
    expect(refused.status).toBe(409);
    expect(refused.body.error_id).toBe('split_part_taken');
  });

  it('takes exactly one of two payments of the same items started at once', async () => {
    const orderId = await openBill(t, items());
    const a = await atBill(t);
    await prefer(a, orderId, { pay_for_split: true, split_type: 'manual' });
    const [tea] = (await billSplit(a, orderId)).lines;
    await holdScreen(a);
    const mine = await pick(a, orderId, [{ cart_id: tea?.cart_id ?? '', qty: 1 }]);
    const entry = mine.body.split_bill_entry;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => payPart(t, a, orderId, entry, entry.total_amount)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(4);
  });

  it('refuses malformed and impossible picks with 4xx', async () => {
    const orderId = await openBill(t, items());
    const a = await atBill(t);
    await prefer(a, orderId, { pay_for_split: true, split_type: 'manual' });
    await holdScreen(a);
    const [tea] = (await billSplit(a, orderId)).lines;
    const cases: [unknown, number][] = [
      [{ split_items: [] }, 400],
      [{ split_items: [{ cart_id: tea?.cart_id, qty: 0 }] }, 400],
      [{ split_items: [{ cart_id: tea?.cart_id, qty: 1, shared_parts: 1 }] }, 400],
      [{ split_items: [{ cart_id: 'nope', qty: 1 }] }, 422],
      [{ split_items: [{ cart_id: tea?.cart_id, qty: 2, shared_parts: 2 }] }, 422],
      [{ split_items: [{ cart_id: tea?.cart_id, qty: 3 }] }, 409],
    ];
    for (const [body, status] of cases) {
      const answer = await a.diner.put(`/dine-in/scan-and-pay/v1/orders/${String(orderId)}`, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
    }
  });
});
