import { orderDetailsSchema, type OrderDetails, type OrderRefund } from '@tabula/api-client';
import { formatMoney, parseAmount, subtract, toAmount } from '@tabula/engine';
import PDFDocument from 'pdfkit';
import type { OrderRecord } from '../../orders/order-view';
import type { Venue } from '../../venue/venue';

/**
 * pdfkit's built-in fonts draw Latin-1 (WinAnsi) only; any other character is shown as '?'.
 */
// our choice: the invoice is in English with the items' base names in the built-in Helvetica, so
// no font file ships with the server; Arabic or Chinese base names would print as '?' (the demo's
// base names are Latin; their translations are not used on the invoice).
export function latin(text: string): string {
  return text.replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');
}

/** What the invoice needs beside the order: where it was placed, and what was given back. */
export interface InvoiceVenue {
  venue: Venue;
  /** The table's number, or null for a counter order. */
  tableNumber: string | null;
  /** What staff gave back of the order (refunds/order-refund.ts), or null when nothing was. */
  refund: OrderRefund | null;
}

function money(venue: Venue, amount: string, negative = false): string {
  const text = formatMoney(amount, {
    currency: venue.company.currency,
    precision: venue.company.decimal_precision,
    locale: 'en',
    display: 'code',
  });
  return negative ? `- ${text}` : text;
}

const isZero = (amount: string) => parseAmount(amount).isZero();

function dateText(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

/** The rows of the totals block, in the order a receipt reads. */
function totalRows(details: OrderDetails, venue: Venue): [string, string][] {
  const rows: [string, string][] = [['Subtotal', money(venue, details.sub_total)]];
  for (const discount of details.discounts) {
    rows.push([latin(discount.discount_name), money(venue, discount.discountedAmount, true)]);
  }
  for (const surcharge of details.surcharges_breakdown) {
    rows.push([latin(surcharge.name), money(venue, surcharge.amount ?? '0')]);
  }
  // spec: B§9, the tax line is hidden when prices are tax inclusive.
  if (details.is_tax_inclusive) rows.push(['Prices include tax', '']);
  else rows.push(['Tax', money(venue, details.tax_total)]);
  if (!isZero(details.redeemed_loyalty)) {
    rows.push(['Loyalty redeemed', money(venue, details.redeemed_loyalty, true)]);
  }
  if (!isZero(details.tips_amount)) rows.push(['Tip', money(venue, details.tips_amount)]);
  rows.push(['Total', money(venue, details.total_amount)]);
  return rows;
}

/**
 * The rows of the refunds block (issue 30): each refund with its date, oldest first, then what
 * the payments took less what was given back.
 */
function refundRows(refund: OrderRefund, venue: Venue): [string, string][] {
  const net = toAmount(
    subtract(refund.paid_amount, refund.refunded_amount),
    venue.company.decimal_precision,
  );
  return [
    ...refund.refunds.map(({ amount, created_at }): [string, string] => [
      `Refund ${dateText(new Date(created_at), venue.timeZone)}`,
      money(venue, amount, true),
    ]),
    ['Net paid', money(venue, net)],
  ];
}

/**
 * Renders an order's invoice as a PDF (spec: A§7 invoices; A§3 Order): the company, the outlet
 * and table or counter, the order number and date, each line with its modifiers and count, the
 * subtotal, discounts, surcharges, tax (or 'Prices include tax'), loyalty, tip, total and the
 * payments; then every refund with its date and the net paid, when staff gave money back (issue
 * 30). Every amount is formatted by the engine at the company's precision.
 */
// our choice: streams are not compressed (an invoice is a few kilobytes), so its text can be
// checked in tests and by text tools.
export function renderInvoice(order: OrderRecord, where: InvoiceVenue): Promise<Buffer> {
  const { venue } = where;
  const details = orderDetailsSchema.parse(order.details);
  const company = latin(venue.company.name);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: false,
    info: {
      Title: `Invoice ${order.orderNumber}`,
      Author: company,
      Subject: `Order ${order.orderNumber}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
  });

  const left = 50;
  const right = 545;
  const amountAt = 400;
  const row = (
    label: string,
    amount: string,
    options: { bold?: boolean; indent?: number } = {},
  ) => {
    const y = doc.y;
    doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, left + (options.indent ?? 0), y, {
      width: amountAt - left - 10 - (options.indent ?? 0),
    });
    const after = doc.y;
    if (amount !== '') doc.text(amount, amountAt, y, { width: right - amountAt, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.x = left;
  };

  doc.font('Helvetica-Bold').fontSize(18).text(company, left, 50);
  doc.font('Helvetica').fontSize(10);
  doc.text(
    `Outlet ${String(venue.outlet.id)} - ${where.tableNumber === null ? 'Counter' : `Table ${latin(where.tableNumber)}`}`,
  );
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(14).text(`Invoice for order ${order.orderNumber}`);
  doc.font('Helvetica').fontSize(10);
  doc.text(`Reference ${String(order.sapaadOrderId)}`);
  doc.text(`Date ${dateText(order.createdAt, venue.timeZone)}`);
  doc.moveDown();

  doc.fontSize(11);
  for (const item of details.items) {
    row(`${String(item.quantity)} x ${latin(item.name)}`, money(venue, item.sub_total));
    for (const modifier of item.modifiers) {
      row(`+ ${String(modifier.quantity)} x ${latin(modifier.name)}`, '', { indent: 16 });
    }
    if (item.note) row(`Note: ${latin(item.note)}`, '', { indent: 16 });
  }
  if (details.note) {
    doc.moveDown(0.5);
    row(`Order note: ${latin(details.note)}`, '');
  }
  doc.moveDown();
  doc.moveTo(left, doc.y).lineTo(right, doc.y).stroke();
  doc.moveDown(0.5);
  for (const [label, amount] of totalRows(details, venue)) {
    row(label, amount, { bold: label === 'Total' });
  }
  if (details.payments.length > 0) {
    doc.moveDown();
    doc.font('Helvetica-Bold').text('Payments', left);
    for (const payment of details.payments) {
      const tip = isZero(payment.tip) ? '' : ` (tip ${money(venue, payment.tip)})`;
      row(`${latin(payment.name ?? payment.payment_type)}${tip}`, money(venue, payment.amount));
    }
  }
  if (where.refund !== null) {
    doc.moveDown();
    doc.font('Helvetica-Bold').text('Refunds', left);
    for (const [label, amount] of refundRows(where.refund, venue)) {
      row(label, amount, { bold: label === 'Net paid' });
    }
  }
  doc.moveDown(2);
  doc.font('Helvetica').fontSize(9).text(`Thank you for dining with ${company}.`, left);
  doc.end();
  return done;
}
