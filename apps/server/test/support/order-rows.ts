import { randomInt } from 'node:crypto';
import { orders, payments } from '../../src/db/schema';
import type { TestServer } from './harness';

/*
 * Order and payment rows written straight to the database, as the ordering and payment features
 * store them, for the tests that read them back through other calls.
 */

/** Minimal order details the contract's orderDetailsSchema accepts. */
function orderDetails(patch: Record<string, unknown>) {
  return {
    cartItems: [],
    items: [],
    note: null,
    sub_total: '0.00',
    tax_total: '0.00',
    total_amount: '0.00',
    surcharges_breakdown: [],
    discounts: [],
    redeemed_loyalty: '0.00',
    earned_loyalty: '0',
    tips_amount: '0.00',
    is_tax_inclusive: false,
    payments: [],
    covers: 1,
    source: 'web',
    unavailable_menu_items: [],
    version: 1,
    ...patch,
  };
}

/** What {@link insertOrder} writes; unless given: at the cafe, confirmed and paid. */
export interface NewOrder {
  totalAmount: string;
  companyId?: number;
  outletId?: number;
  tableId?: number | null;
  userId?: number | null;
  sessionId?: string | null;
  status?: string;
  paymentStatus?: string;
  isGroupOrder?: boolean;
  /** Keys over the minimal order details (total_amount is the order's total). */
  details?: Record<string, unknown>;
  createdAt?: Date;
}

/** An order row written straight to the database. */
export async function insertOrder(t: TestServer, input: NewOrder) {
  const [row] = await t.context.db
    .insert(orders)
    .values({
      companyId: input.companyId ?? t.seed.cafe.companyId,
      outletId: input.outletId ?? t.seed.cafe.outletId,
      tableId: input.tableId ?? null,
      userId: input.userId ?? null,
      sessionId: input.sessionId ?? null,
      orderNumber: String(randomInt(1000, 9999)),
      sapaadOrderId: randomInt(1, 2 ** 31 - 1),
      status: input.status ?? 'confirmed',
      details: orderDetails({ total_amount: input.totalAmount, ...input.details }),
      totalAmount: input.totalAmount,
      currency: 'SGD',
      paymentStatus: input.paymentStatus ?? 'paid',
      isGroupOrder: input.isGroupOrder ?? false,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('order insert returned nothing');
  return row;
}

/** A payment of an order written straight to the database (a provider page still open). */
export async function insertPayment(
  t: TestServer,
  input: {
    orderId: number;
    reference: string;
    sessionId?: string | null;
    userId?: number | null;
    status?: string;
    /** paytabs unless given. */
    provider?: string;
    createdAt?: Date;
  },
) {
  const [row] = await t.context.db
    .insert(payments)
    .values({
      reference: input.reference,
      orderId: input.orderId,
      sessionId: input.sessionId ?? null,
      userId: input.userId ?? null,
      provider: input.provider ?? 'paytabs',
      amount: '9.80',
      tip: '0.00',
      currency: 'SGD',
      status: input.status ?? 'in_progress',
      source: 'web',
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}
