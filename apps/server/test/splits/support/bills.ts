import {
  channelName,
  type BillSplit,
  type OrderPayload,
  type SplitBillEntry,
} from '@tabula/api-client';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders } from '../../../src/db/schema';
import { buildOrderPayload } from '../../orders/support/payload';
import { pressOnPage, type PageAnswer } from '../../payments/support/checkout';
import { staff } from '../../pos/support/staff';
import { scannedDiner, signInDiner, type NewUser, type TestUser } from '../../support/accounts';
import { Diner } from '../../support/diner';
import type { TestServer } from '../../support/harness';

/** A diner's phone at the scan-and-pay table. */
export interface AtBill {
  diner: Diner;
  user: TestUser;
  tableId: number;
  channel: ReturnType<typeof channelName<'dine_in_events'>>;
}

/** The refusal body the server answers. */
export interface Refusal {
  error_id: string;
  message: string;
  details?: { expected?: string; reference?: string };
}

/** The cafe's scan-and-pay table S1. */
export function billTable(t: TestServer) {
  return t.seed.cafe.scanAndPayTable;
}

/**
 * A fresh bill on S1 opened by the POS with these items (any bill there before is closed), 3
 * covers: its order id.
 */
export async function openBill(
  t: TestServer,
  items: { item_id: number | undefined; count: number }[],
  covers = 3,
): Promise<number> {
  const table = billTable(t);
  await t.context.db
    .update(orders)
    .set({ status: 'cancelled' })
    .where(and(eq(orders.tableId, table.id), eq(orders.qrSource, 'scan_and_pay')));
  const opened = await staff<{ id?: number; order?: { id: number } }>(
    t,
    'POST',
    `/pos/api/tables/${String(table.id)}/bill`,
    { covers, items: items.map((item) => ({ ...item, item_id: item.item_id ?? 0 })) },
  );
  expect(opened.status, opened.text).toBe(200);
  const id = opened.body.order?.id ?? opened.body.id;
  if (id === undefined) throw new Error(`no bill id in ${opened.text}`);
  return id;
}

/** A diner who scanned S1 and signed in. */
export async function atBill(t: TestServer, user: NewUser = {}): Promise<AtBill> {
  const table = billTable(t);
  const diner = await scannedDiner(t, table.token);
  const signed = await signInDiner(t, diner, user);
  return {
    diner,
    user: signed,
    tableId: table.id,
    channel: channelName('dine_in_events', table.id),
  };
}

/** GET the bill's split state. */
export async function billSplit(at: AtBill, orderId: number): Promise<BillSplit> {
  const answer = await at.diner.get<BillSplit>(
    `/dine-in/scan-and-pay/v1/orders/${String(orderId)}/split`,
  );
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

export const prefer = (at: AtBill, orderId: number, body: unknown) =>
  at.diner.post<Refusal & { bill_split: BillSplit }>(
    `/dine-in/scan-and-pay/v1/orders/${String(orderId)}/payments/save-preference`,
    body,
  );

export const claimQueue = (at: AtBill, userIds: number[]) =>
  at.diner.post<Refusal>('/dine-in/scan-and-pay/v1/payments/save-equal-split-paying-user', {
    user_ids: userIds,
    table_id: at.tableId,
  });

export const holdScreen = (at: AtBill) =>
  at.diner.post<Refusal>('/dine-in/scan-and-pay/v1/payments/save-manual-split-paying-user', {
    user_id: at.user.id,
    table_id: at.tableId,
  });

export const releaseScreen = (at: AtBill) =>
  at.diner.delete<Refusal>(
    `/dine-in/scan-and-pay/v1/payments/manual-split-paying-user?table_id=${String(at.tableId)}`,
  );

export const pick = (
  at: AtBill,
  orderId: number,
  items: { cart_id: string; qty: number; shared_parts?: number }[],
) =>
  at.diner.put<Refusal & { split_bill_entry: SplitBillEntry; bill_split: BillSplit }>(
    `/dine-in/scan-and-pay/v1/orders/${String(orderId)}`,
    { split_items: items },
  );

/** The payment payload of a part of the bill: the entry (none: the whole rest), tip and total. */
export async function partPayload(
  t: TestServer,
  at: AtBill,
  orderId: number,
  entry: SplitBillEntry | null,
  total: string,
  tip = '0.00',
  extra: Partial<OrderPayload> = {},
): Promise<OrderPayload> {
  const payload = await buildOrderPayload(t, at.diner, 'cafe', [
    { item: t.seed.cafe.items.icedLemonTea ?? 0 },
  ]);
  delete payload.payment;
  return {
    ...payload,
    qr_source: 'scan_and_pay',
    order_id: orderId,
    ...(entry ? { splitBillData: [entry] } : {}),
    tips_amount: tip,
    total_amount: total,
    ...extra,
  };
}

/** Starts a hosted-page payment of a part. */
export async function payPart(
  t: TestServer,
  at: AtBill,
  orderId: number,
  entry: SplitBillEntry | null,
  total: string,
  tip = '0.00',
  extra: Partial<OrderPayload> = {},
) {
  return at.diner.post<Refusal & { payment_page_url?: string }>(
    '/payments/paytabs/create_payment_page',
    { order_details: await partPayload(t, at, orderId, entry, total, tip, extra) },
    Diner.idempotent(),
  );
}

/** What the server says the part costs: its order_total_amount_mismatch's expected amount. */
export async function owed(
  t: TestServer,
  at: AtBill,
  orderId: number,
  entry: SplitBillEntry | null,
  tip = '0.00',
  extra: Partial<OrderPayload> = {},
): Promise<string> {
  const refused = await payPart(t, at, orderId, entry, '0.01', tip, extra);
  expect(refused.status, refused.text).toBe(422);
  expect(refused.body.error_id).toBe('order_total_amount_mismatch');
  return refused.body.details?.expected ?? '';
}

/** Approves or declines the hosted page of a started payment. */
export function settle(
  at: AtBill,
  url: string | undefined,
  action: 'approve' | 'decline',
): Promise<PageAnswer> {
  return pressOnPage(url ?? '', action);
}

/** Starts a part's payment for its exact amount and settles it. */
export async function payAndSettle(
  t: TestServer,
  at: AtBill,
  orderId: number,
  entry: SplitBillEntry | null,
  action: 'approve' | 'decline' = 'approve',
  tip = '0.00',
): Promise<string> {
  const total = await owed(t, at, orderId, entry, tip);
  const started = await payPart(t, at, orderId, entry, total, tip);
  expect(started.status, started.text).toBe(200);
  expect((await settle(at, started.body.payment_page_url, action)).status).toBe(303);
  return total;
}

/**
 * A fresh bill on S1 (three iced lemon teas, two veg curries) split evenly in `count`: diner A
 * holds split 1 and B split 2. Each split's entry by number, and the bill's total.
 */
export async function evenSplitOfTwoDiners(t: TestServer, count: number) {
  const orderId = await openBill(t, [
    { item_id: t.seed.cafe.items.icedLemonTea, count: 3 },
    { item_id: t.seed.cafe.items.vegCurry, count: 2 },
  ]);
  const [a, b] = [await atBill(t), await atBill(t)];
  const saved = await prefer(a, orderId, {
    pay_for_split: true,
    split_type: 'equal',
    split_count: count,
  });
  expect(saved.status, saved.text).toBe(200);
  const rest = Array.from({ length: count - 2 }, () => 0);
  expect((await claimQueue(a, [a.user.id, 0, ...rest])).status).toBe(204);
  expect((await claimQueue(b, [0, b.user.id, ...rest])).status).toBe(204);
  const split = await billSplit(a, orderId);
  const entry = (n: number): SplitBillEntry => {
    const found = split.split_bill_entries.find((candidate) => candidate.splitId === n);
    if (!found) throw new Error(`no split ${String(n)}`);
    return found;
  };
  return { orderId, a, b, entry, total: split.total_amount };
}
