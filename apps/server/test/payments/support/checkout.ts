import { eq } from 'drizzle-orm';
import { orders, outlets, payments } from '../../../src/db/schema';
import type { Diner } from '../../support/diner';
import type { TestServer } from '../../support/harness';
import {
  buildOrderPayload,
  type PayloadLine,
  type PayloadOptions,
} from '../../orders/support/payload';

/*
 * Shared steps of the payments and sandbox tests: a valid payload for the cafe, and reads of the
 * rows the server wrote (a signed-in diner: test/support/accounts.ts).
 */

/** A value the test cannot go on without. */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`missing ${what}`);
  return value;
}

/** A seeded cafe item id by its key (flatWhite, kopi, ...). */
export function cafeItem(t: TestServer, key: string): number {
  return must(t.seed.cafe.items[key], `cafe item ${key}`);
}

/** A flat white at the cafe, priced for the diner's session and a payment type. */
export function cafePayload(
  t: TestServer,
  diner: Diner,
  options: PayloadOptions = {},
  lines: readonly PayloadLine[] = [{ item: cafeItem(t, 'flatWhite') }],
) {
  return buildOrderPayload(t, diner, 'cafe', lines, options);
}

/** The stored order. */
export async function orderRow(t: TestServer, id: number) {
  const [row] = await t.context.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`no order ${String(id)}`);
  return row;
}

/** The stored payment by reference. */
export async function paymentRow(t: TestServer, reference: string) {
  const [row] = await t.context.db.select().from(payments).where(eq(payments.reference, reference));
  if (!row) throw new Error(`no payment ${reference}`);
  return row;
}

/** A payment's page at the test servers' hosted-page provider (the sandbox's). */
export const hostedPageUrl = (t: TestServer, reference: string) =>
  `${t.sandboxUrl}/hosted-pages/pay/${reference}`;

/** What a hosted payment page answered. */
export interface PageAnswer {
  status: number;
  headers: Headers;
  text: string;
}

/**
 * Presses a button of a hosted payment page, as the diner's browser does: the provider settles
 * the page, notifies the server and answers a redirect back to it (303), or a page saying why not.
 */
export async function pressOnPage(
  pageUrl: string,
  action: 'approve' | 'decline' | 'abandon',
): Promise<PageAnswer> {
  const answer = await fetch(`${pageUrl}/${action}`, { method: 'POST', redirect: 'manual' });
  return { status: answer.status, headers: answer.headers, text: await answer.text() };
}

/** The payment reference in a hosted payment_page_url. */
export function referenceOf(pageUrl: string): string {
  const match = /\/hosted-pages\/pay\/([\w-]+)$/.exec(pageUrl);
  if (!match?.[1]) throw new Error(`not a hosted payment page: ${pageUrl}`);
  return match[1];
}

/** Changes the cafe outlet's settings (auto_confirm_enabled) or payment types for a test. */
export async function patchCafeOutlet(
  t: TestServer,
  patch: {
    profile?: Record<string, unknown>;
    paymentTypes?: (types: Record<string, unknown>[]) => unknown[];
  },
): Promise<void> {
  const [outlet] = await t.context.db
    .select()
    .from(outlets)
    .where(eq(outlets.id, t.seed.cafe.outletId));
  if (!outlet) throw new Error('no cafe outlet');
  await t.context.db
    .update(outlets)
    .set({
      profile: { ...(outlet.profile as object), ...patch.profile },
      paymentTypes: patch.paymentTypes
        ? patch.paymentTypes(outlet.paymentTypes as Record<string, unknown>[])
        : outlet.paymentTypes,
    })
    .where(eq(outlets.id, outlet.id));
}
