import { channelName, type PosTableOrderBody } from '@tabula/api-client';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { conflict, unprocessable } from '../../http/http-error';
import { versionConflict } from '../../orders/add-to-tab';
import { priceTabLines, readTab, tabLines, type TabLine } from '../../orders/tab-lines';
import { deferredPublisher } from '../../payments/deferred-publisher';
import { assertNoDinerPayment } from '../../tables/tab-payment-start';
import { lockOpenTab, tabMembers } from '../../tables/table-tab';
import { currentVenue } from '../../venue/venue-snapshots';
import { isOpenForPayment } from './pos-order-view';

/** A line with a new count (its cart item and order item say the same). */
function withCount(line: TabLine, count: number): TabLine {
  return {
    input: { ...line.input, count },
    cartItem: { ...line.cartItem, count },
    item: { ...line.item, quantity: count },
  };
}

/**
 * Staff change the lines of a table's open tab (B§6 POS staff: order updates): set a line's
 * count, or remove it with count 0. Under the table's lock, against the version staff saw (an
 * older one is refused with 409 and the current order, like a member's v2 update, so a member's
 * update and a staff edit made at once never overwrite each other). Lines the kitchen already
 * has may change (staff decide, B§8 'being prepared' binds the diners); a line of a member who
 * has paid may not (409), since their payment covered it. The whole tab is priced again by the
 * engine at the prices it was placed at, with its discounts and loyalty, and its version goes up
 * by one. After the commit the order's followers hear order_updated by 'pos' (B§7, B§8 'Order
 * updated from POS').
 *
 * @throws HttpError 404/409 as lockOpenTab; 409 order_version_conflict, line_paid,
 *   order_not_open, diner_payment_in_progress; 422 line_not_found, duplicate_line, tab_would_be_empty
 */
// spec: B§6 POS staff (order updates); B§7 order_updated (order_id, updated_by); B§8 order
// updated from POS.
export async function editTabOrder(
  app: AppContext,
  tableId: number,
  body: PosTableOrderBody,
): Promise<void> {
  const named = body.changes.map((change) => change.line_id);
  if (new Set(named).size !== named.length) {
    throw unprocessable('Name each line of the tab once', 'duplicate_line');
  }
  const events = deferredPublisher(app);
  await app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const tab = await lockOpenTab(tx, tableId);
    assertNoDinerPayment(tab);
    const [order] = await tx.select().from(orders).where(eq(orders.id, tab.orderId));
    if (!order) throw new Error(`the tab's order ${String(tab.orderId)} vanished`);
    if (!isOpenForPayment(order)) {
      throw conflict(
        `The tab's order cannot be changed now (${order.status.replaceAll('_', ' ')}, payment ${order.paymentStatus})`,
        'order_not_open',
        { status: order.status, payment_status: order.paymentStatus },
      );
    }
    if (order.version !== body.version) throw await versionConflict(app, tx, order);
    const paid = new Set(
      (await tabMembers(tx, tab))
        .filter((member) => member.paidAt !== null)
        .map((member) => member.userId),
    );
    const stored = readTab(order);
    const lines = tabLines(stored);
    for (const change of body.changes) {
      const line = lines.find((candidate) => candidate.input.id === change.line_id);
      if (!line) {
        throw unprocessable(`The tab has no line ${change.line_id}`, 'line_not_found', {
          line_id: change.line_id,
        });
      }
      const customer = line.input.customer ?? line.cartItem.customer;
      if (customer !== null && paid.has(customer)) {
        throw conflict(
          `The line ${line.cartItem.name} belongs to a member who has paid`,
          'line_paid',
          { line_id: change.line_id, customer_id: customer },
        );
      }
    }
    const next = lines.flatMap((line) => {
      const change = body.changes.find((candidate) => candidate.line_id === line.input.id);
      if (!change) return [line];
      return change.count === 0 ? [] : [withCount(line, change.count)];
    });
    if (next.length === 0) {
      // our choice: a tab keeps at least one line; an empty tab is closed by cancelling its order.
      throw unprocessable('A tab keeps at least one line', 'tab_would_be_empty');
    }
    const venue = await currentVenue(app, tx, {
      outletId: order.outletId,
      tableId: order.tableId,
    });
    const priced = priceTabLines(stored, venue, next, order.version + 1);
    const [row] = await tx
      .update(orders)
      .set({
        details: priced.details,
        totalAmount: priced.totalAmount,
        version: order.version + 1,
        updatedAt: app.now(),
      })
      .where(and(eq(orders.id, order.id), eq(orders.version, body.version)))
      .returning({ id: orders.id });
    if (!row) throw await versionConflict(app, tx, order);
    events.publisher.publish(channelName('track_order', order.id), 'order_updated', {
      order_id: order.id,
      updated_by: 'pos',
    });
  });
  events.flush();
}
