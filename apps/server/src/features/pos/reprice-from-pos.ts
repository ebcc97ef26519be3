import type { PosDiscountBody } from '@tabula/api-client';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { orders, tableTabs } from '../../db/schema';
import { conflict, notFound } from '../../http/http-error';
import type { OrderRecord } from '../../orders/order-view';
import { repriceOrder, type RepriceChanges } from '../../orders/reprice-order';
import { assertNoDinerPayment } from '../../tables/tab-payment-start';
import { lockTable, loadTab, openTab } from '../../tables/table-tab';
import { isOpenForPayment } from './pos-order-view';
import { publishOrderUpdatedByPos } from '../../orders/order-status';

/** The order staff are changing, refused (409) unless it is unpaid and will be served. */
async function openOrder(db: Database, orderId: number): Promise<OrderRecord> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('This order does not exist', 'order_not_found');
  if (!isOpenForPayment(order)) {
    throw conflict(
      order.paymentStatus === 'paid'
        ? 'This order is already paid'
        : `This order cannot be changed now (${order.status.replaceAll('_', ' ')}, payment ${order.paymentStatus})`,
      order.paymentStatus === 'paid' ? 'order_already_paid' : 'order_not_open',
      { status: order.status, payment_status: order.paymentStatus },
    );
  }
  return order;
}

/**
 * Prices the order again with the POS's change. A table's open tab is changed under the table's
 * lock, like every change to a tab: its lines and members stay, its version goes up by one, and
 * a discount marks the tab so that members who have not paid add nothing more (B§8 'POS discount
 * on dine_ot for an unpaid user'). Any other order is priced again as it is.
 */
async function repriceFromPos(
  app: AppContext,
  orderId: number,
  changes: RepriceChanges,
): Promise<OrderRecord> {
  const [tab] = await app.db
    .select({ tableId: tableTabs.tableId })
    .from(tableTabs)
    .where(eq(tableTabs.orderId, orderId));
  if (!tab) return repriceOrder(app, await openOrder(app.db, orderId), changes);
  return app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await lockTable(tx, tab.tableId);
    const open = openTab(await loadTab(tx, tab.tableId));
    const order = await openOrder(tx, orderId);
    // The tab was paid, moved or merged away between the look-up and the lock: price the order
    // as it is now, which refuses a paid or closed one.
    if (open?.orderId !== orderId) return repriceOrder(app, order, changes, { tx });
    assertNoDinerPayment(open);
    const repriced = await repriceOrder(app, order, changes, { tx, bumpVersion: true });
    if (changes.posDiscount) {
      await tx
        .update(tableTabs)
        .set({ posDiscountApplied: true, updatedAt: app.now() })
        .where(eq(tableTabs.tableId, tab.tableId));
    }
    return repriced;
  });
}

/**
 * Applies a discount from the POS to an unpaid order (a coupon code of the company, a
 * percentage, or an amount off), re-priced by the engine through repriceOrder with
 * applied_from_pos, then tells the order's followers: order_updated, updated_by 'pos'. On a
 * table's open tab, its members who have not paid can add nothing more afterwards.
 *
 * @throws HttpError 404 unknown order, 409 paid or closed order, 422 what repriceOrder refuses
 */
// spec: A§6 POS staff can apply discounts; B§6 POS staff discounts; B§7 order_updated.
export async function applyPosDiscount(
  app: AppContext,
  orderId: number,
  body: PosDiscountBody,
): Promise<OrderRecord> {
  const posDiscount =
    body.coupon_code !== undefined
      ? { kind: 'coupon' as const, code: body.coupon_code }
      : body.percent !== undefined
        ? { kind: 'percent' as const, rate: body.percent }
        : { kind: 'amount' as const, amount: body.amount ?? '0' };
  const repriced = await repriceFromPos(app, orderId, { posDiscount });
  publishOrderUpdatedByPos(app, repriced);
  return repriced;
}

/**
 * Redeems the diner's loyalty points on an unpaid order from the POS (applied_from_pos), or
 * removes the redemption with "0", through repriceOrder, then publishes order_updated with
 * updated_by 'pos'.
 *
 * @throws HttpError 404 unknown order, 409 paid or closed order, 422 what repriceOrder refuses
 */
// spec: B§6 POS staff; B§6 "loyalty applied from the POS for another customer"; B§7 order_updated.
export async function applyPosLoyalty(
  app: AppContext,
  orderId: number,
  points: string,
): Promise<OrderRecord> {
  const repriced = await repriceFromPos(app, orderId, { posLoyaltyPoints: points });
  publishOrderUpdatedByPos(app, repriced);
  return repriced;
}
