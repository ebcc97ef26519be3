import { add, subtract, toAmount, type AmountInput } from '@tabula/engine';
import type { OrderPayload } from '@tabula/api-client';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../../src/db/schema';
import { splitPartSchema } from '../../src/splits/split-part';
import { staff } from '../pos/support/staff';
import { DATABASE_KINDS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';
import { socketListener } from '../tables/support/tables';
import {
  atBill,
  billSplit,
  claimQueue,
  openBill,
  owed,
  payAndSettle,
  payPart,
  prefer,
  settle,
} from './support/bills';

/** A sum of amounts at the cafe's precision. */
const sum = (...amounts: AmountInput[]): string => toAmount(add(...amounts), 2);

describe.each(DATABASE_KINDS)('an equal split of a scan-and-pay bill on %s', (kind) => {
  let t: TestServer;
  const sockets: Socket[] = [];
  const listen = socketListener(() => t, sockets);
  const items = () => [
    { item_id: t.seed.cafe.items.icedLemonTea, count: 3 },
    { item_id: t.seed.cafe.items.vegCurry, count: 2 },
    { item_id: t.seed.cafe.items.ondehOndeh, count: 1 },
  ];

  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(() => t.close());

  it('splits in three, each diner claims and pays a share, and the shares sum to the bill', async () => {
    const orderId = await openBill(t, items());
    const [a, b, c] = [await atBill(t), await atBill(t), await atBill(t)];
    const before = await billSplit(a, orderId);
    expect(before.split_payment_details.split_type).toBe('none');
    expect(before.remaining_amount).toBe(before.total_amount);

    const log = await listen(b.diner, b.channel);
    const saved = await prefer(a, orderId, {
      pay_for_split: true,
      split_type: 'equal',
      split_count: 3,
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.bill_split.equal_split_user_queue).toEqual([
      { user_id: 0, paid: false },
      { user_id: 0, paid: false },
      { user_id: 0, paid: false },
    ]);
    expect((await log.waitFor((e) => e.event === 'split_bill_generated')).payload).toEqual({
      order_id: orderId,
      split_type: 'equal',
      split_by: 'diner',
    });
    const shares = saved.body.bill_split.split_bill_entries.map((entry) => entry.total_amount);
    expect(sum(...shares)).toBe(before.total_amount);

    expect((await claimQueue(a, [a.user.id, 0, 0])).status).toBe(204);
    const taken = await claimQueue(b, [b.user.id, 0, 0]);
    expect(taken.status, taken.text).toBe(409);
    expect(taken.body.error_id).toBe('split_slot_taken');
    // B's screen has not heard of A's claim: the slots that are not B's are left as they are.
    expect((await claimQueue(b, [0, b.user.id, 0])).status).toBe(204);
    expect((await claimQueue(c, [0, 0, c.user.id])).status).toBe(204);
    const queued = await log.waitFor(
      (e) =>
        e.event === 'equal_split_queue_updated' &&
        JSON.stringify(e.payload).includes(String(c.user.id)),
    );
    expect(queued.payload).toEqual({
      table_id: a.tableId,
      equalSplitUserQueue: [
        { user_id: a.user.id, paid: false },
        { user_id: b.user.id, paid: false },
        { user_id: c.user.id, paid: false },
      ],
    });

    const split = await billSplit(a, orderId);
    const entry = (n: number) => {
      const found = split.split_bill_entries.find((candidate) => candidate.splitId === n);
      if (!found) throw new Error(`no split ${String(n)}`);
      return found;
    };
    // Only the holder pays a split (B§4).
    const notYours = await payPart(t, b, orderId, entry(1), entry(1).total_amount);
    expect(notYours.status, notYours.text).toBe(409);
    expect(notYours.body.error_id).toBe('split_not_yours');

    // A pays with a tip on top of the share.
    expect(await owed(t, a, orderId, entry(1), '1.00')).toBe(sum(entry(1).total_amount, '1.00'));
    await payAndSettle(t, a, orderId, entry(1), 'approve', '1.00');
    const recorded = await log.waitFor((e) => e.event === 'payment_recorded');
    expect(recorded.payload).toEqual({
      payment_source: 'web',
      has_payment_completed: false,
      paid_customers: [a.user.id],
    });
    const change = await prefer(b, orderId, {
      pay_for_split: true,
      split_type: 'equal',
      split_count: 2,
    });
    expect(change.status).toBe(409);
    expect(change.body.error_id).toBe('split_already_done');

    // B's first card is declined: the split stays theirs, unpaid; then approved.
    await payAndSettle(t, b, orderId, entry(2), 'decline');
    expect((await billSplit(b, orderId)).split_bill_entries[1]).toMatchObject({
      user_id: b.user.id,
      paid: false,
      payment_status: 'unpaid',
    });
    await payAndSettle(t, b, orderId, entry(2));
    await payAndSettle(t, c, orderId, entry(3));

    const done = await billSplit(a, orderId);
    expect(done).toMatchObject({ paid: true, remaining_amount: '0.00' });
    expect(done.equal_split_user_queue.every((slot) => slot.paid)).toBe(true);
    const [order] = await t.context.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.paymentStatus).toBe('paid');
    const paid = await t.context.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')));
    expect(sum(...paid.map((row) => subtract(row.amount, row.tip)))).toBe(before.total_amount);
    // The diners still at the table read the bill as paid for a while; then the table is empty.
    const page = async () =>
      (await b.diner.get<{ order: { id: number } | null }>('/pages/scan_and_pay')).body.order;
    expect((await page())?.id).toBe(orderId);
    t.clock.advance(15 * 60_000 + 1_000);
    expect(await page()).toBeNull();
  });

  it('tells the table who split the bill: a split from the POS says pos', async () => {
    await openBill(t, items());
    const a = await atBill(t);
    const log = await listen(a.diner, a.channel);
    const split = await staff(t, 'POST', `/pos/api/tables/${String(a.tableId)}/bill/split`, {
      split_type: 'equal',
      split_count: 2,
    });
    expect(split.status, split.text).toBe(200);
    expect((await log.waitFor((e) => e.event === 'split_bill_generated')).payload).toMatchObject({
      split_type: 'equal',
      split_by: 'pos',
    });
  });

  it('takes a coupon off the first payer share, measured on the share, and still closes the bill', async () => {
    const orderId = await openBill(t, [
      { item_id: t.seed.cafe.items.vegCurry, count: 2 },
      { item_id: t.seed.cafe.items.ondehOndeh, count: 1 },
    ]);
    const [a, b] = [await atBill(t), await atBill(t)];
    const saved = await prefer(a, orderId, {
      pay_for_split: true,
      split_type: 'equal',
      split_count: 2,
    });
    expect(saved.status, saved.text).toBe(200);
    await claimQueue(a, [a.user.id, 0]);
    await claimQueue(b, [0, b.user.id]);
    const [one, two] = saved.body.bill_split.split_bill_entries;
    if (!one || !two) throw new Error('two splits');
    let couponId = 0;
    for (const diner of [a, b]) {
      const coupon = await diner.diner.get<{ discount_id: number }>(
        `/discounts/${t.seed.cafe.coupons.percent}`,
      );
      couponId = coupon.body.discount_id;
      const applied = await diner.diner.post('/discounts/apply', {
        discount_id: couponId,
        order_id: 1,
      });
      expect(applied.status, applied.text).toBe(200);
    }
    const withCoupon = await owed(t, a, orderId, one);
    expect(Number.parseFloat(withCoupon)).toBeLessThan(Number.parseFloat(one.total_amount));
    await payAndSettle(t, a, orderId, one);
    // B§5: the coupon is offered only while nobody has paid.
    const late = await payPart(t, b, orderId, two, two.total_amount);
    expect(late.status, late.text).toBe(422);
    expect(late.body.error_id).toBe('coupon_unavailable');
    await b.diner.post('/discounts/remove', { discount_id: couponId, order_id: 1 });
    expect((await billSplit(a, orderId)).remaining_amount).toBe(two.total_amount);
    await payAndSettle(t, b, orderId, two);
    expect(await billSplit(a, orderId)).toMatchObject({ paid: true, remaining_amount: '0.00' });
    const paid = await t.context.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')));
    const discounts = paid.map((row) => splitPartSchema.parse(row.splitPart).discount ?? '0');
    expect(discounts.filter((discount) => discount !== '0')).toHaveLength(1);
    expect(sum(...paid.map((row) => subtract(row.amount, row.tip)), ...discounts)).toBe(
      saved.body.bill_split.total_amount,
    );
  });

  it('pays a bill the restaurant discounted: the diner sends the bill’s own discount back, unrefused', async () => {
    const orderId = await openBill(t, items());
    const discounted = await staff(t, 'POST', `/pos/api/orders/${String(orderId)}/discount`, {
      percent: '10',
    });
    expect(discounted.status, discounted.text).toBe(200);
    // The app sends back the bill's discounts as the order it read carries them.
    const [stored] = await t.context.db.select().from(orders).where(eq(orders.id, orderId));
    const discounts = (stored?.details as { discounts: OrderPayload['discounts'] }).discounts;
    expect(discounts).toEqual([expect.objectContaining({ applied_from_pos: true })]);
    const a = await atBill(t);
    const total = await owed(t, a, orderId, null, '0.00', { discounts });
    expect(total).not.toBe('0.00');
    const started = await payPart(t, a, orderId, null, total, '0.00', { discounts });
    expect(started.status, started.text).toBe(200);
    expect((await settle(a, started.body.payment_page_url, 'approve')).status).toBe(303);
    expect((await billSplit(a, orderId)).remaining_amount).toBe('0.00');
  });

  it('gives one split to exactly one of 20 diners claiming it at once', async () => {
    const orderId = await openBill(t, items());
    const diners = await Promise.all(Array.from({ length: 20 }, () => atBill(t)));
    const first = diners[0];
    if (!first) throw new Error('no diner');
    expect(
      (await prefer(first, orderId, { pay_for_split: true, split_type: 'equal', split_count: 4 }))
        .status,
    ).toBe(200);
    const answers = await Promise.all(
      diners.map((diner) => claimQueue(diner, [0, diner.user.id, 0, 0])),
    );
    expect(answers.filter((answer) => answer.status === 204)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    const holder = diners[answers.findIndex((answer) => answer.status === 204)];
    expect((await billSplit(first, orderId)).equal_split_user_queue[1]).toEqual({
      user_id: holder?.user.id,
      paid: false,
    });
  });

  it('takes exactly one of two payments of everything left started at once', async () => {
    const orderId = await openBill(t, items());
    const [a, b] = [await atBill(t), await atBill(t)];
    const total = await owed(t, a, orderId, null);
    const payers = [a, b, a];
    const answers = await Promise.all(payers.map((at) => payPart(t, at, orderId, null, total)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(2);
    // The winner's own second tap hears it is their own payment; the other diner, someone else's.
    const winnerAt = payers[answers.findIndex((answer) => answer.status === 200)];
    answers.forEach((answer, i) => {
      if (answer.status === 200) return;
      const own = payers[i] === winnerAt;
      expect(answer.body.error_id).toBe(own ? 'own_payment_open' : 'split_part_taken');
    });
    const winner = answers.find((answer) => answer.status === 200);
    expect((await settle(a, winner?.body.payment_page_url, 'approve')).status).toBe(303);
    expect(await billSplit(b, orderId)).toMatchObject({ paid: true, remaining_amount: '0.00' });
  });

  it('refuses bad input with 4xx and never learns of another table', async () => {
    const orderId = await openBill(t, items());
    const a = await atBill(t);
    for (const body of [
      {},
      { pay_for_split: true, split_type: 'equal', split_count: 1 },
      { pay_for_split: true, split_type: 'equal', split_count: 100 },
      { pay_for_split: 'yes', split_type: 'equal', split_count: 3 },
    ]) {
      const answer = await prefer(a, orderId, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect((await prefer(a, orderId, { pay_for_self: true })).status).toBe(422);
    expect(
      (await prefer(a, orderId + 1000, { pay_for_split: true, split_type: 'manual' })).status,
    ).toBe(404);
    const wrongTable = await a.diner.post(
      '/dine-in/scan-and-pay/v1/payments/save-equal-split-paying-user',
      { user_ids: [a.user.id, 0], table_id: a.tableId + 1 },
    );
    expect(wrongTable.status).toBe(422);
    const notEqual = await claimQueue(a, [a.user.id, 0]);
    expect(notEqual.status).toBe(409);
    expect(notEqual.body.error_id).toBe('split_not_equal');
    await prefer(a, orderId, { pay_for_split: true, split_type: 'equal', split_count: 2 });
    const wrongLength = await claimQueue(a, [a.user.id, 0, 0]);
    expect(wrongLength.status).toBe(422);
    expect(
      (
        await a.diner.get(
          `/dine-in/scan-and-pay/v1/payments/equal_split_payment_details?split_id=x`,
        )
      ).status,
    ).toBe(400);
    const details = await a.diner.get<{ split_bill_entry: { total_amount: string } }>(
      '/dine-in/scan-and-pay/v1/payments/equal_split_payment_details?split_id=2',
    );
    expect(details.status, details.text).toBe(200);
    expect(details.body.split_bill_entry.total_amount).toMatch(/^\d+\.\d\d$/);
    const status = await a.diner.get<{ status: string }>(
      `/dine-in/scan-and-pay/v1/orders/${String(orderId)}/status`,
    );
    expect(status.body).toEqual({ status: 'confirmed' });
  });
});
