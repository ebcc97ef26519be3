import type { OrderDetails } from '@tabula/api-client';
import { desc } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { loyaltyAccounts, orders, payments, sessions, users } from '../../src/db/schema';

/** Order details that parse with the contract (the pages only carry them through). */
export function orderDetails(total: string): OrderDetails {
  return {
    cartItems: [],
    items: [],
    note: null,
    sub_total: total,
    tax_total: '0.00',
    total_amount: total,
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
  };
}

let nextSapaadId = 7_000_000;

/** Inserts an order row as the ordering feature would store it. */
export async function insertOrder(
  db: Database,
  fields: {
    companyId: number;
    outletId: number;
    tableId?: number | null;
    userId?: number | null;
    sessionId?: string | null;
    status?: string;
    paymentStatus?: string;
    isGroupOrder?: boolean;
    total?: string;
    createdAt?: Date;
  },
) {
  nextSapaadId += 1;
  const total = fields.total ?? '9.80';
  const [row] = await db
    .insert(orders)
    .values({
      companyId: fields.companyId,
      outletId: fields.outletId,
      tableId: fields.tableId ?? null,
      userId: fields.userId ?? null,
      sessionId: fields.sessionId ?? null,
      orderNumber: String(nextSapaadId % 1000),
      sapaadOrderId: nextSapaadId,
      status: fields.status ?? 'unconfirmed',
      details: orderDetails(total),
      totalAmount: total,
      currency: 'SGD',
      paymentStatus: fields.paymentStatus ?? 'unpaid',
      isGroupOrder: fields.isGroupOrder ?? false,
      ...(fields.createdAt ? { createdAt: fields.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('order insert returned nothing');
  return row;
}

/** Inserts a payment of an order. */
export async function insertPayment(
  db: Database,
  fields: {
    orderId: number;
    reference: string;
    sessionId?: string | null;
    userId?: number | null;
    status?: string;
  },
) {
  const [row] = await db
    .insert(payments)
    .values({
      reference: fields.reference,
      orderId: fields.orderId,
      sessionId: fields.sessionId ?? null,
      userId: fields.userId ?? null,
      provider: 'paytabs',
      amount: '9.80',
      tip: '0.00',
      currency: 'SGD',
      status: fields.status ?? 'in_progress',
      source: 'web',
    })
    .returning();
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}

let nextPhone = 81_000_000;

/** Inserts a diner of a company (registered unless guest), optionally a loyalty member. */
export async function insertUser(
  db: Database,
  companyId: number,
  options: { guest?: boolean; points?: string } = {},
) {
  nextPhone += 1;
  const [row] = await db
    .insert(users)
    .values({
      companyId,
      name: options.guest ? null : 'Test Diner',
      email: options.guest ? null : `diner${String(nextPhone)}@example.com`,
      phoneNumber: String(nextPhone),
      dialingCode: '+65',
      isGuest: options.guest ?? false,
      marketingConsent: true,
    })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  if (options.points !== undefined) {
    await db.insert(loyaltyAccounts).values({ userId: row.id, points: options.points });
  }
  return row;
}

/** The newest session row: the one a scan just made (each test file has its own database). */
export async function newestSession(db: Database) {
  const [row] = await db.select().from(sessions).orderBy(desc(sessions.createdAt)).limit(1);
  if (!row) throw new Error('no session');
  return row;
}
