import { randomInt } from 'node:crypto';
import {
  cartItemSchema,
  orderDetailsSchema,
  type CartItem,
  type MenuItem,
  type OrderStatus,
} from '@tabula/api-client';
import { add, multiply, toAmount } from '@tabula/engine';
import { desc, eq } from 'drizzle-orm';
import { orders } from '../../../src/db/schema';
import type { OrderRecord } from '../../../src/orders/order-view';
import { loadVenue } from '../../../src/venue/venue';
import { Diner } from '../../support/diner';
import type { TestServer } from '../../support/harness';
import { buildOrderPayload, type PayloadLine } from '../../orders/support/payload';
import { sessionIdOf, sessionOf } from '../../support/sessions';

/** What a directly inserted order looks like. */
export interface InsertOrderOptions {
  venue?: 'cafe' | 'kuwait';
  /** The diner whose session placed it (their session's table and user too); none: a visitor. */
  diner?: Diner;
  status?: OrderStatus;
  paymentStatus?: 'unpaid' | 'pending' | 'paid' | 'declined';
  /** Item keys of the seed and counts; the lines are priced at their menu price, no tax. */
  lines?: [string, number][];
}

function findItem(items: MenuItem[], id: number): MenuItem | null {
  for (const item of items) {
    if (item.id === id) return item;
    const nested = findItem(item.items ?? [], id);
    if (nested) return nested;
  }
  return null;
}

/**
 * Inserts an order row straight into the database, in any status, with valid order_details
 * (the contract's schema) built from the seed's menu. For the states the diner API cannot
 * reach on its own (payment_in_progress, declined) and for owners of channels.
 */
export async function insertOrder(
  t: TestServer,
  options: InsertOrderOptions = {},
): Promise<OrderRecord> {
  const seeded = options.venue === 'kuwait' ? t.seed.kuwait : t.seed.cafe;
  const session = options.diner ? await sessionOf(t, options.diner) : null;
  const sessionId = session?.id ?? null;
  const venue = await loadVenue(t.context.db, { outletId: seeded.outletId });
  const precision = venue.company.decimal_precision;
  const zero = toAmount('0', precision);
  const lines = options.lines ?? [[Object.keys(seeded.items)[0] ?? '', 1]];
  const cartItems: CartItem[] = lines.map(([key, count], index) => {
    const id = seeded.items[key];
    if (id === undefined) throw new Error(`no seeded item ${key}`);
    const category = venue.menu.categories
      .flatMap((c) => [c, ...((c.categories ?? []) as typeof venue.menu.categories)])
      .find((c) => findItem(c.items, id) !== null);
    const item = category ? findItem(category.items, id) : null;
    if (!item || !category) throw new Error(`item ${key} is not on the menu`);
    const lineTotal = toAmount(multiply(item.unit_price, count), precision);
    return cartItemSchema.parse({
      ...item,
      cart_id: `line-${String(index + 1)}`,
      category_id: category.id,
      count,
      sub_total: lineTotal,
      groups: item.groups,
      itemNote: null,
      last_updated_at: 0,
      customer: null,
      sapaad_customer_id: null,
      applied_tax: null,
      taxes: [],
      marked_as_condition_item: false,
      is_free_item: false,
      applied_promotion_id: null,
      applied_promotion_priority: null,
      promotion_id: null,
      promotion_name: null,
      itemTotalBeforePromotion: lineTotal,
      placed_item: false,
    });
  });
  const total = toAmount(add(zero, ...cartItems.map((line) => line.sub_total)), precision);
  const details = orderDetailsSchema.parse({
    cartItems,
    items: [],
    note: null,
    sub_total: total,
    tax_total: zero,
    total_amount: total,
    surcharges_breakdown: [],
    discounts: [],
    redeemed_loyalty: zero,
    earned_loyalty: zero,
    tips_amount: zero,
    is_tax_inclusive: venue.menu.is_tax_inclusive,
    payments: [],
    covers: 1,
    source: 'test',
    unavailable_menu_items: [],
    version: 1,
  });
  const [row] = await t.context.db
    .insert(orders)
    .values({
      companyId: seeded.companyId,
      outletId: seeded.outletId,
      tableId: session?.tableId ?? null,
      userId: session?.userId ?? null,
      sessionId,
      orderNumber: `T-${String(randomInt(1, 1_000_000))}`,
      sapaadOrderId: randomInt(10_000_000, 2_000_000_000),
      status: options.status ?? 'unconfirmed',
      qrSource: session?.qrSource ?? null,
      dineMode: session?.dineMode ?? null,
      details,
      totalAmount: total,
      currency: venue.company.currency,
      paymentStatus: options.paymentStatus ?? 'unpaid',
    })
    .returning();
  if (!row) throw new Error('order insert returned nothing');
  return row;
}

/**
 * Places an order the way a diner does at a walk-in counter: a payload priced by the engine
 * (test/orders/support/payload.ts) posted to POST /payments/pay_at_cashier with an
 * Idempotency-Key. Answers the stored order (unconfirmed, unpaid until the POS records it).
 */
export async function placeCashOrder(
  t: TestServer,
  diner: Diner,
  venue: 'cafe' | 'kuwait',
  lines: readonly PayloadLine[],
): Promise<OrderRecord> {
  const payload = await buildOrderPayload(t, diner, venue, lines, { paymentType: 'cash' });
  const answer = await diner.post(
    '/payments/pay_at_cashier',
    { order_details: payload },
    Diner.idempotent(),
  );
  if (answer.status !== 200) {
    throw new Error(`pay_at_cashier answered ${String(answer.status)}: ${answer.text}`);
  }
  return newestOrderOf(t, diner);
}

/** The newest order the diner's session placed. */
export async function newestOrderOf(t: TestServer, diner: Diner): Promise<OrderRecord> {
  const [row] = await t.context.db
    .select()
    .from(orders)
    .where(eq(orders.sessionId, sessionIdOf(t, diner)))
    .orderBy(desc(orders.id))
    .limit(1);
  if (!row) throw new Error('the diner has placed no order');
  return row;
}
