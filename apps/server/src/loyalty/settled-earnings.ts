import type { Order } from '@tabula/api-client';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loyaltyLedger } from '../db/schema';
import { formatPoints } from './points';
import { LEDGER_EARNED } from './settle-order-loyalty';

/**
 * The points each of these orders earned when it was paid, from the loyalty ledger the
 * settlement wrote (settleOrderLoyalty): order id → points. An order not settled (unpaid, or its
 * diner not a member then) is absent.
 */
export async function settledEarnings(
  db: Database,
  orderIds: readonly number[],
  precision: number,
): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: loyaltyLedger.orderId, delta: loyaltyLedger.delta })
    .from(loyaltyLedger)
    .where(
      and(inArray(loyaltyLedger.orderId, [...orderIds]), eq(loyaltyLedger.reason, LEDGER_EARNED)),
    );
  const earned = new Map<number, string>();
  for (const row of rows) {
    if (row.orderId !== null) earned.set(row.orderId, formatPoints(row.delta, precision));
  }
  return earned;
}

/**
 * The order as the diner's past orders show it: its earned_loyalty is what the settlement
 * credited (the paid total's points plus any promotion's), once the order is settled; before
 * that, what the order was placed with.
 */
// spec: A§2 Past orders list (each entry shows the loyalty points earned).
// our choice: the order payload's earned_loyalty holds the promotions' points only when placed;
// the ledger is what the diner actually earned, so the list reads it.
export function withSettledEarnings(order: Order, earned: string | undefined): Order {
  if (earned === undefined) return order;
  return { ...order, order_details: { ...order.order_details, earned_loyalty: earned } };
}
