import type { OrderPayload, SplitBillEntry } from '@tabula/api-client';
import { add, toAmount } from '@tabula/engine';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, tableTabs } from '../../src/db/schema';
import { buildOrderPayload } from '../orders/support/payload';
import { paymentRow } from '../payments/support/checkout';
import {
  atBill,
  billSplit,
  holdScreen,
  openBill,
  partPayload,
  pick,
  prefer as preferSplit,
  releaseScreen,
  type AtBill,
  evenSplitOfTwoDiners,
} from '../splits/support/bills';
import { DATABASE_KINDS } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import {
  freeAllTables,
  socketListener,
  tabOfTwo,
  tabPayload,
  tableStatus,
  type Seated,
} from '../tables/support/tables';
import { listenToPayment, newReference, payWithCard } from './support';

const PATH = '/sapaad_payments/stripe_connect/v1/payment_intents';
const APPROVED = '4242 4242 4242 4242';
const DECLINED = '4000000000000002';

interface Refusal {
  error_id: string;
  details?: { expected?: string };
}

interface Recorded {
  payment_source: string;
  has_payment_completed: boolean;
  paid_customers: number[];
}

describe.each(DATABASE_KINDS)('connected card payments at the table on %s', (kind) => {
  let t: TestServer;
  const sockets: Socket[] = [];
  const listen = socketListener(() => t, sockets);

  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    await freeAllTables(t);
    t.clock.set(new Date());
  });
  afterAll(() => t.close());

  /** The payload paid by connected card: the part's payload with the card payment object. */
  async function withCard(diner: Diner, base: OrderPayload, total: string, tip: string) {
    const priced = await buildOrderPayload(
      t,
      diner,
      'cafe',
      [{ item: t.seed.cafe.items.kopi ?? 0 }],
      {
        paymentType: 'stripe_connect',
      },
    );
    if (!priced.payment) throw new Error('the cafe offers no connected card');
    return {
      ...base,
      total_amount: total,
      tips_amount: tip,
      payment: { ...priced.payment, amount: total, tip, payment_mode: 'card' as const },
    };
  }

  /** Starts the connected card for the part (B§4 step 3). */
  async function startCard(
    diner: Diner,
    base: OrderPayload,
    total: string,
    reference: string,
    tip = '0.00',
  ) {
    return diner.post<Refusal & { reference_id?: string }>(
      PATH,
      { order_details: await withCard(diner, base, total, tip), reference_id: reference },
      Diner.idempotent(),
    );
  }

  /** What the part costs by card: the start's order_total_amount_mismatch's expected amount. */
  async function owedByCard(diner: Diner, base: OrderPayload, tip = '0.00') {
    const refused = await startCard(diner, base, '0.01', newReference(), tip);
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body.error_id).toBe('order_total_amount_mismatch');
    return refused.body.details?.expected ?? '';
  }

  /**
   * The diner pays the part by card: listens on the private channel, starts, types the card on
   * the sandbox's card form and the sandbox delivers its signed notifications.
   */
  async function payByCard(
    diner: Diner,
    base: OrderPayload,
    total: string,
    card: string,
    tip = '0.00',
  ) {
    const reference = newReference();
    const { log, channel, socket } = await listenToPayment(t, diner, reference);
    sockets.push(socket);
    const started = await startCard(diner, base, total, reference, tip);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const created = await log.waitFor(
      (e) => e.channel === channel && e.event === 'payment_intent_created',
    );
    const { confirm_url, client_secret } = created.payload as {
      confirm_url: string;
      client_secret: string;
    };
    // The app's card page confirms it with Stripe.js; the card goes to the provider only.
    expect(confirm_url).toBe(`${t.url}/card-payment?reference=${reference}`);
    const answered = await payWithCard(t, client_secret, { number: card });
    const statuses = await t.cardSandbox.stripeWebhooks.deliverPending();
    expect(statuses.every((status) => status === 200)).toBe(true);
    return { reference, log, channel, form: answered.status };
  }

  /** Past the overall payment timeout the reconciliation cancels the intent: declined. */
  async function giveUp(reference: string) {
    t.clock.advance(665_000);
    await t.reconcile.runOnce();
    expect((await paymentRow(t, reference)).status).toBe('declined');
  }

  /** The member's payment payload of the tab (what they pay is the server's to decide). */
  const tabPart = (member: Seated, orderId: number) =>
    tabPayload(t, member.diner, [{ item: t.seed.cafe.items.kopi ?? 0 }], {
      order_id: orderId,
      qr_source: 'dine_ot',
    });

  const preferTab = (member: Seated, orderId: number, body: unknown) =>
    member.diner.post<Refusal>(
      `/dine-in/open-tab/v1/orders/${String(orderId)}/payments/save-preference`,
      body,
    );

  const recorded = (e: { event: string; payload: unknown }, completed: boolean) =>
    e.event === 'payment_recorded' && (e.payload as Recorded).has_payment_completed === completed;

  it('open tab: a member pays their share by card, the other the rest; the tab closes', async () => {
    const { first, second, orderId, total } = await tabOfTwo(t, 0);
    expect((await preferTab(first, orderId, { pay_for_self: true })).status).toBe(200);
    const table = await listen(second.diner, first.channel);

    const ownBase = await tabPart(first, orderId);
    const own = await owedByCard(first.diner, ownBase, '1.00');
    // Omar's two kopi with service charge and GST (5.28, as with any provider) and his tip.
    expect(own).toBe('6.28');
    const paid = await payByCard(first.diner, ownBase, own, APPROVED, '1.00');
    expect(paid.form).toBe(200);
    expect((await paymentRow(t, paid.reference)).status).toBe('paid');
    await paid.log.waitFor((e) => e.channel === paid.channel && e.event === 'payment_succeeded');
    expect((await table.waitFor((e) => recorded(e, false))).payload).toEqual({
      payment_source: 'web',
      has_payment_completed: false,
      paid_customers: [first.user.id],
    });
    expect((await tableStatus(second)).body).toMatchObject({
      table_state: 'open_tab',
      paid_members: [first.user.id],
    });

    const restBase = await tabPart(second, orderId);
    const rest = await owedByCard(second.diner, restBase);
    expect(toAmount(add(rest, '5.28'), 2)).toBe(total);
    const last = await payByCard(second.diner, restBase, rest, APPROVED);
    expect(last.form).toBe(200);
    expect((await table.waitFor((e) => recorded(e, true))).payload).toEqual({
      payment_source: 'web',
      has_payment_completed: true,
      paid_customers: [first.user.id, second.user.id],
    });
    const [order] = await t.context.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.paymentStatus).toBe('paid');
    const rows = await t.context.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(rows.map((row) => [row.provider, row.status, row.amount, row.tabCustomers])).toEqual([
      ['stripe_connect', 'paid', '6.28', [first.user.id]],
      ['stripe_connect', 'paid', rest, [second.user.id]],
    ]);
    expect(
      await t.context.db.select().from(tableTabs).where(eq(tableTabs.tableId, first.table.id)),
    ).toEqual([]);
    expect((await tableStatus(second)).body).toMatchObject({ table_state: 'free' });
  });

  it('open tab: the whole tab by card; a declined card holds the tab until the payment ends', async () => {
    const { first, second, orderId, total } = await tabOfTwo(t, 1);
    const table = await listen(second.diner, first.channel);
    const base = await tabPart(first, orderId);
    expect(await owedByCard(first.diner, base)).toBe(total);

    const declined = await payByCard(first.diner, base, total, DECLINED);
    expect(declined.form).toBe(402);
    const told = await declined.log.waitFor(
      (e) => e.channel === declined.channel && e.event === 'payment_failed',
    );
    expect(told.payload).toEqual({
      reference_id: declined.reference,
      error: 'Your card was declined.',
    });
    // The card form takes another card: meanwhile nobody else pays the tab.
    expect((await tableStatus(second)).body).toMatchObject({
      table_state: 'payment_in_progress',
    });
    const meanwhile = await startCard(
      second.diner,
      await tabPart(second, orderId),
      total,
      newReference(),
    );
    expect([meanwhile.status, meanwhile.body.error_id]).toEqual([
      422,
      'payment_in_progress_group_user',
    ]);
    // Omar walks away from the card form: past the payment timeout the tab is free again.
    await giveUp(declined.reference);
    await declined.log.waitFor(
      (e) => e.channel === declined.channel && e.event === 'payment_cancelled',
    );
    expect((await tableStatus(second)).body).toMatchObject({
      table_state: 'open_tab',
      paid_members: [],
    });
    expect(table.events.filter((e) => e.event === 'payment_recorded')).toEqual([]);

    const secondBase = await tabPart(second, orderId);
    expect(await owedByCard(second.diner, secondBase)).toBe(total);
    const paid = await payByCard(second.diner, secondBase, total, APPROVED);
    expect(paid.form).toBe(200);
    const done = (await table.waitFor((e) => recorded(e, true))).payload as Recorded;
    expect(done.paid_customers.sort()).toEqual([first.user.id, second.user.id].sort());
    const [order] = await t.context.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.paymentStatus).toBe('paid');
    expect((await tableStatus(second)).body).toMatchObject({ table_state: 'free' });
  });

  /** A bill of S1 split evenly in two, each diner holding one share. */
  const evenSplit = () => evenSplitOfTwoDiners(t, 2);

  const cardOf = (at: AtBill, orderId: number, entry: SplitBillEntry | null) =>
    partPayload(t, at, orderId, entry, '0.00');

  it('scan-and-pay: an equal share by card; a declined card leaves the share to its holder, unpaid', async () => {
    const { orderId, a, b, entry, total } = await evenSplit();
    const table = await listen(b.diner, b.channel);

    const baseA = await cardOf(a, orderId, entry(1));
    expect(await owedByCard(a.diner, baseA)).toBe(entry(1).total_amount);
    // Only the holder pays a share (B§4), by card as by any provider.
    const notYours = await startCard(
      b.diner,
      await cardOf(b, orderId, entry(1)),
      entry(1).total_amount,
      newReference(),
    );
    expect([notYours.status, notYours.body.error_id]).toEqual([409, 'split_not_yours']);

    const paidA = await payByCard(a.diner, baseA, entry(1).total_amount, APPROVED);
    expect(paidA.form).toBe(200);
    await paidA.log.waitFor((e) => e.channel === paidA.channel && e.event === 'payment_succeeded');
    expect((await table.waitFor((e) => recorded(e, false))).payload).toEqual({
      payment_source: 'web',
      has_payment_completed: false,
      paid_customers: [a.user.id],
    });
    const queued = await table.waitFor(
      (e) =>
        e.event === 'equal_split_queue_updated' &&
        JSON.stringify(e.payload).includes(`{"user_id":${String(a.user.id)},"paid":true}`),
    );
    expect(queued.payload).toEqual({
      table_id: a.tableId,
      equalSplitUserQueue: [
        { user_id: a.user.id, paid: true },
        { user_id: b.user.id, paid: false },
      ],
    });

    // B's card is declined on the card form; B gives up and the share is B's again, unpaid.
    const baseB = await cardOf(b, orderId, entry(2));
    const declined = await payByCard(b.diner, baseB, entry(2).total_amount, DECLINED);
    expect(declined.form).toBe(402);
    expect((await billSplit(b, orderId)).split_bill_entries[1]).toMatchObject({
      payment_status: 'in_progress',
    });
    await giveUp(declined.reference);
    expect((await billSplit(b, orderId)).split_bill_entries[1]).toMatchObject({
      user_id: b.user.id,
      paid: false,
      payment_status: 'unpaid',
    });
    t.clock.set(new Date());

    const paidB = await payByCard(b.diner, baseB, entry(2).total_amount, APPROVED);
    expect(paidB.form).toBe(200);
    expect((await table.waitFor((e) => recorded(e, true))).payload).toEqual({
      payment_source: 'web',
      has_payment_completed: true,
      paid_customers: [a.user.id, b.user.id],
    });
    const done = await billSplit(a, orderId);
    expect(done).toMatchObject({ paid: true, remaining_amount: '0.00' });
    expect(done.equal_split_user_queue.every((slot) => slot.paid)).toBe(true);
    const [order] = await t.context.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.paymentStatus).toBe('paid');
    const paidRows = await t.context.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')));
    expect(toAmount(add(...paidRows.map((row) => row.amount)), 2)).toBe(total);
  });

  it('scan-and-pay: an item-wise part by card; a declined card frees its items for another diner', async () => {
    const orderId = await openBill(t, [
      { item_id: t.seed.cafe.items.icedLemonTea, count: 2 },
      { item_id: t.seed.cafe.items.vegCurry, count: 1 },
    ]);
    const [a, b] = [await atBill(t), await atBill(t)];
    expect(
      (await preferSplit(a, orderId, { pay_for_split: true, split_type: 'manual' })).status,
    ).toBe(200);
    const [tea, curry] = (await billSplit(a, orderId)).lines;
    if (!tea || !curry) throw new Error('the bill has two lines');
    const table = await listen(b.diner, b.channel);

    // A takes one tea and pays it by card.
    expect((await holdScreen(a)).status).toBe(204);
    const mine = await pick(a, orderId, [{ cart_id: tea.cart_id, qty: 1 }]);
    expect(mine.status, mine.text).toBe(200);
    expect((await releaseScreen(a)).status).toBe(204);
    const baseA = await cardOf(a, orderId, mine.body.split_bill_entry);
    const teaPrice = await owedByCard(a.diner, baseA);
    const paidA = await payByCard(a.diner, baseA, teaPrice, APPROVED);
    expect(paidA.form).toBe(200);
    expect((await table.waitFor((e) => recorded(e, false))).payload).toEqual({
      payment_source: 'web',
      has_payment_completed: false,
      paid_customers: [a.user.id],
    });
    const afterA = await billSplit(b, orderId);
    expect(afterA.split_bill_entries.find((entry) => entry.user_id === a.user.id)).toMatchObject({
      payment_status: 'completed',
      paid: true,
    });

    // B takes the rest; the card is declined and B walks away: the items are free again.
    expect((await holdScreen(b)).status).toBe(204);
    const hers = await pick(b, orderId, [
      { cart_id: tea.cart_id, qty: 1 },
      { cart_id: curry.cart_id, qty: 1 },
    ]);
    expect(hers.status, hers.text).toBe(200);
    expect((await releaseScreen(b)).status).toBe(204);
    const baseB = await cardOf(b, orderId, hers.body.split_bill_entry);
    const restPrice = await owedByCard(b.diner, baseB);
    const declined = await payByCard(b.diner, baseB, restPrice, DECLINED);
    expect(declined.form).toBe(402);
    await giveUp(declined.reference);
    expect(
      (await billSplit(b, orderId)).split_bill_entries.find((entry) => entry.user_id === b.user.id),
    ).toMatchObject({ paid: false });
    t.clock.set(new Date());

    // A comes back for the rest and pays it by card: the bill is paid.
    expect((await holdScreen(a)).status).toBe(204);
    const again = await pick(a, orderId, [
      { cart_id: tea.cart_id, qty: 1 },
      { cart_id: curry.cart_id, qty: 1 },
    ]);
    expect(again.status, again.text).toBe(200);
    expect((await releaseScreen(a)).status).toBe(204);
    const baseRest = await cardOf(a, orderId, again.body.split_bill_entry);
    expect(await owedByCard(a.diner, baseRest)).toBe(restPrice);
    const paidRest = await payByCard(a.diner, baseRest, restPrice, APPROVED);
    expect(paidRest.form).toBe(200);
    expect((await table.waitFor((e) => recorded(e, true))).payload).toMatchObject({
      has_payment_completed: true,
      paid_customers: [a.user.id],
    });
    expect(await billSplit(b, orderId)).toMatchObject({ paid: true, remaining_amount: '0.00' });
    const [order] = await t.context.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.paymentStatus).toBe('paid');
  });
});
