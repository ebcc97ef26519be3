import type { AppContext } from '../../app-context';
import type { DinerLanguage } from '../../http/diner-language';
import { notFound } from '../../http/http-error';
import type { SessionRecord } from '../../session/session-store';
import { findOwnedOrder } from '../../orders/order-view';
import { orderRefunds } from '../../refunds/order-refund';
import { settlingVenue } from '../../venue/venue-snapshots';
import { renderInvoice } from './render-invoice';

/** An invoice ready to send: its order's number and the PDF. */
export interface Invoice {
  /** The order's row id. */
  orderId: number;
  orderNumber: string;
  sapaadOrderId: number;
  companyName: string;
  pdf: Buffer;
}

/**
 * The invoice of one of the diner's orders, by sapaad_order_id (spec: A§7 invoices), in the
 * diner's language.
 *
 * @throws HttpError 404 when the order does not exist or is not this diner's (never told apart)
 */
export async function invoiceFor(
  app: AppContext,
  session: SessionRecord,
  sapaadOrderId: number,
  language: DinerLanguage,
): Promise<Invoice> {
  const order = await findOwnedOrder(app.db, session, { sapaadOrderId });
  if (!order) throw notFound('This invoice does not exist', 'invoice_not_found');
  // Every payment type the outlet stores: the invoice names the one that paid, configured or not.
  const venue = await settlingVenue(app, app.db, {
    outletId: order.outletId,
    tableId: order.tableId,
  });
  const refunds = await orderRefunds(app.db, [order], venue.company.decimal_precision);
  const pdf = await renderInvoice(order, {
    venue,
    tableNumber: venue.table?.number ?? null,
    refund: refunds.get(order.id) ?? null,
    language,
  });
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    sapaadOrderId: order.sapaadOrderId,
    companyName: venue.company.name,
    pdf,
  };
}

/** The invoice's file name. */
export function invoiceFileName(invoice: Invoice): string {
  return `invoice-${String(invoice.sapaadOrderId)}.pdf`;
}
