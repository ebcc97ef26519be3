import { mastercard, type OrderPayload, type SplitBillEntry } from '@tabula/api-client';
import { add, toAmount } from '@tabula/engine';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../../src/db/schema';
import { buildOrderPayload } from '../orders/support/payload';
import { paymentRow } from '../payments/support/checkout';
import {
  atBill,
  billSplit,
  claimQueue,
  holdScreen,
  openBill,
  partPayload,
  pick,
  prefer as preferSplit,
  releaseScreen,
  type AtBill,
} from '../splits/support/bills';
import { DATABASE_KINDS } from '../support/databases';
import type { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import {
  freeAllTables,
  tabOfTwo,
  tabPayload,
  tableStatus,
  type Seated,
} from '../tables/support/tables';
import { listenToMastercard, typeCardIntoSession } from './mastercard-support';
import { newReference } from './support';

const SESSIONS = '/sapaad_payments/mastercard/v1/sessions';
const DIRECT = '/sapaad_payments/mastercard/direct_payments/v1';
const TMP_ORDER = `${DIRECT}/tmp_orders/update_payment_status`;
const DEVICE = { browser: 'MOZILLA', browserDetails: { language: 'en' } };
// The sandbox's frictionless Mastercard (B§4 Google Pay steps 2 and 3, for the typed card too).
const APPROVED = '5555 5555 5555 4444';

interface Refusal {
  error_id?: string;
  details?: { expected?: string };
}

// spec: B§4 Mastercard (the typed card), Split bill and Payment, at an open tab and a scan-and-pay
// table: the gateway's session takes the same tab share and bill part payloads as any provider.
describe.each(DATABASE_KINDS)('Mastercard gateway payments at the table on %s', (kind) => {
  let t: TestServer;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    await freeAllTables(t);
    t.clock.set(new Date());
  });
  afterAll(() => t.close());

  /** The part's payload paid through the gateway, for the total given. */
  async function withGateway(diner: Diner, base: OrderPayload, total: string) {
    const priced = await buildOrderPayload(
      t,
      diner,
      'cafe',
      [{ item: t.seed.cafe.items.kopi ?? 0 }],
      {
        paymentType: 'mastercard',
      },
    );
    if (!priced.payment) throw new Error('the cafe offers no Mastercard gateway');
    return {
      ...base,
      total_amount: total,
      payment: { ...priced.payment, amount: total, tip: base.tips_amount },
    };
  }

  /** Asks the gateway's hosted session for the part (B§7 sessions). */
  async function startSession(diner: Diner, base: OrderPayload, total: string, reference: string) {
    return diner.post<Refusal & { data?: unknown }>(SESSIONS, {
      order_details: await withGateway(diner, base, total),
      reference_id: reference,
    });
  }

  /** What the part costs through the gateway: the refusal's expected amount. */
  async function owedByGateway(diner: Diner, base: OrderPayload) {
    const refused = await startSession(diner, base, '0.01', newReference());
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body.error_id).toBe('order_total_amount_mismatch');
    return refused.body.details?.expected ?? '';
  }

  /** The diner types the frictionless card on the hosted form and is authenticated: paid. */
  async function payOnGateway(diner: Diner, base: OrderPayload, total: string) {
    const reference = newReference();
    const live = await listenToMastercard(t, diner, reference);
    sockets.push(live.socket);
    const started = await startSession(diner, base, total, reference);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const { session_id } = mastercard.createSession.response.parse(started.body).data;
    expect((await typeCardIntoSession(t, session_id, { number: APPROVED })).status).toBe(200);
    const initiated = await diner.post(`${DIRECT}/authentications/initiate`, {
      reference_id: reference,
    });
    expect(initiated.status, initiated.text).toBe(200);
    const completed = await diner.post<{ payerInteraction?: string }>(
      `${DIRECT}/authentications/complete`,
      { reference_id: reference, device: DEVICE },
    );
    expect(completed.status, completed.text).toBe(200);
    expect(completed.body.payerInteraction).toBe('NOT_REQUIRED');
    await live.log.waitFor((e) => e.channel === live.payment && e.event === 'payment_succeeded');
    expect((await paymentRow(t, reference)).status).toBe('paid');
    return reference;
  }

  /** A bill of S1 split evenly in two, each diner holding one share. */
  async function evenSplit() {
    const orderId = await openBill(t, [
      { item_id: t.seed.cafe.items.icedLemonTea, count: 3 },
      { item_id: t.seed.cafe.items.vegCurry, count: 2 },
    ]);
    const [a, b] = [await atBill(t), await atBill(t)];
    const saved = await preferSplit(a, orderId, {
      pay_for_split: true,
      split_type: 'equal',
      split_count: 2,
    });
    expect(saved.status, saved.text).toBe(200);
    expect((await claimQueue(a, [a.user.id, 0])).status).toBe(204);
    expect((await claimQueue(b, [0, b.user.id])).status).toBe(204);
    const split = await billSplit(a, orderId);
    const entry = (n: number): SplitBillEntry => {
      const found = split.split_bill_entries.find((candidate) => candidate.splitId === n);
      if (!found) throw new Error(`no split ${String(n)}`);
      return found;
    };
    return { orderId, a, b, entry, total: split.total_amount };
  }

  const partOf = (at: AtBill, orderId: number, entry: SplitBillEntry | null) =>
    partPayload(t, at, orderId, entry, '0.00');

  it('scan-and-pay: equal shares on the hosted form; another’s share is refused, a declined one is freed', async () => {
    const { orderId, a, b, entry, total } = await evenSplit();
    const baseA = await partOf(a, orderId, entry(1));
    expect(await owedByGateway(a.diner, baseA)).toBe(entry(1).total_amount);

    // Only the holder pays a share (B§4 Split bill), through the gateway as through any provider.
    const notYours = await startSession(
      b.diner,
      await partOf(b, orderId, entry(1)),
      entry(1).total_amount,
      newReference(),
    );
    expect([notYours.status, notYours.body.error_id]).toEqual([409, 'split_not_yours']);

    await payOnGateway(a.diner, baseA, entry(1).total_amount);
    expect((await billSplit(b, orderId)).split_bill_entries[0]).toMatchObject({
      paid: true,
      payment_status: 'completed',
    });

    // B opens the card form, then closes it: the payment is declined and the share is B's again.
    const baseB = await partOf(b, orderId, entry(2));
    const closed = newReference();
    expect((await startSession(b.diner, baseB, entry(2).total_amount, closed)).status).toBe(200);
    expect((await billSplit(b, orderId)).split_bill_entries[1]).toMatchObject({
      payment_status: 'in_progress',
    });
    const declined = await b.diner.put(TMP_ORDER, { reference_id: closed, status: 'declined' });
    expect(declined.status, declined.text).toBe(204);
    expect((await paymentRow(t, closed)).status).toBe('declined');
    expect((await billSplit(b, orderId)).split_bill_entries[1]).toMatchObject({
      user_id: b.user.id,
      paid: false,
      payment_status: 'unpaid',
    });

    await payOnGateway(b.diner, baseB, entry(2).total_amount);
    const done = await billSplit(a, orderId);
    expect(done).toMatchObject({ paid: true, remaining_amount: '0.00' });
    const [order] = await t.context.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.paymentStatus).toBe('paid');
    const rows = await t.context.db.select().from(payments).where(eq(payments.orderId, orderId));
    const paid = rows.filter((row) => row.status === 'paid');
    expect(paid.every((row) => row.provider === 'mastercard')).toBe(true);
    expect(toAmount(add(...paid.map((row) => row.amount)), 2)).toBe(total);
  });

  it('scan-and-pay: an item part held by a diner’s open payment is refused to another; declined, it is free', async () => {
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

    // A picks everything and opens the gateway's form: the items are held by A's payment.
    expect((await holdScreen(a)).status).toBe(204);
    const all = [
      { cart_id: tea.cart_id, qty: 2 },
      { cart_id: curry.cart_id, qty: 1 },
    ];
    const mine = await pick(a, orderId, all);
    expect(mine.status, mine.text).toBe(200);
    expect((await releaseScreen(a)).status).toBe(204);
    const baseA = await partOf(a, orderId, mine.body.split_bill_entry);
    const price = await owedByGateway(a.diner, baseA);
    const open = newReference();
    expect((await startSession(a.diner, baseA, price, open)).status).toBe(200);

    // B cannot pick the held items while A's payment runs.
    expect((await holdScreen(b)).status).toBe(204);
    const taken = await pick(b, orderId, all);
    expect(taken.status, taken.text).toBe(409);
    expect((await releaseScreen(b)).status).toBe(204);

    // A closes the form: declined, the items are free and B pays them through the gateway.
    expect((await a.diner.put(TMP_ORDER, { reference_id: open, status: 'declined' })).status).toBe(
      204,
    );
    expect((await holdScreen(b)).status).toBe(204);
    const hers = await pick(b, orderId, all);
    expect(hers.status, hers.text).toBe(200);
    expect((await releaseScreen(b)).status).toBe(204);
    const baseB = await partOf(b, orderId, hers.body.split_bill_entry);
    expect(await owedByGateway(b.diner, baseB)).toBe(price);
    await payOnGateway(b.diner, baseB, price);
    expect(await billSplit(a, orderId)).toMatchObject({ paid: true, remaining_amount: '0.00' });
  });

  it('open tab: a member pays their share on the hosted form, the other the rest; the tab closes', async () => {
    const { first, second, orderId, total } = await tabOfTwo(t, 0);
    const preferred = await first.diner.post(
      `/dine-in/open-tab/v1/orders/${String(orderId)}/payments/save-preference`,
      { pay_for_self: true },
    );
    expect(preferred.status, preferred.text).toBe(200);
    const tabPart = (member: Seated) =>
      tabPayload(t, member.diner, [{ item: t.seed.cafe.items.kopi ?? 0 }], {
        order_id: orderId,
        qr_source: 'dine_ot',
      });

    const ownBase = await tabPart(first);
    const own = await owedByGateway(first.diner, ownBase);
    // Omar's two kopi with service charge and GST, as with any provider.
    expect(own).toBe('5.28');
    await payOnGateway(first.diner, ownBase, own);
    expect((await tableStatus(second)).body).toMatchObject({
      table_state: 'open_tab',
      paid_members: [first.user.id],
    });

    const restBase = await tabPart(second);
    const rest = await owedByGateway(second.diner, restBase);
    expect(toAmount(add(rest, own), 2)).toBe(total);
    await payOnGateway(second.diner, restBase, rest);
    const [order] = await t.context.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.paymentStatus).toBe('paid');
    expect((await tableStatus(second)).body).toMatchObject({ table_state: 'free' });
  });
});
