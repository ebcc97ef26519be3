import {
  billLineName,
  menuItemsById,
  orderDetailsSchema,
  venueLocales,
  venueName,
  venueText,
  type OrderDetails,
  type OrderItem,
  type OrderRefund,
} from '@tabula/api-client';
import { formatMoney, parseAmount, subtract, toAmount } from '@tabula/engine';
import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../pdf/pdf-bytes';
import type { OrderRecord } from '../../orders/order-view';
import type { DinerLanguage } from '../../http/diner-language';
import type { Venue } from '../../venue/venue';
import { invoiceTexts, type InvoiceTexts } from './invoice-texts';
import { TextWriter, type Column } from '../../pdf/text-writer';

/** What the invoice needs beside the order: where it was placed, and what was given back. */
export interface InvoiceVenue {
  venue: Venue;
  /** The table's number, or null for a counter order. */
  tableNumber: string | null;
  /** What staff gave back of the order (refunds/order-refund.ts), or null when nothing was. */
  refund: OrderRefund | null;
  /** The language the diner reads the invoice in. */
  language: DinerLanguage;
}

/** Everything a line of the invoice is written with: the venue, its words and its names. */
interface Writing {
  venue: Venue;
  words: InvoiceTexts;
  /** Where the venue's own names are looked up: the diner's language, the company's default. */
  locales: string[];
}

function money({ venue, words }: Writing, amount: string, negative = false): string {
  const text = formatMoney(amount, {
    currency: venue.company.currency,
    precision: venue.company.decimal_precision,
    locale: words.intlLocale,
    display: 'code',
  });
  return negative ? `- ${text}` : text;
}

/**
 * A text the venue or the diner wrote, set apart for the bidirectional algorithm (a first-strong
 * isolate, as the app's `isolate`): "10% off" keeps its own order inside an Arabic line.
 */
const isolate = (text: string) => `\u2068${text}\u2069`;

const isZero = (amount: string) => parseAmount(amount).isZero();

function dateText({ venue, words }: Writing, date: Date): string {
  return new Intl.DateTimeFormat(words.intlLocale, {
    timeZone: venue.timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

/**
 * A line's item and modifier names in the diner's language while the menu still has them (the
 * venue-text rule, as the app's bill lines), else as the order stored them.
 */
function lineNames(item: OrderItem, writing: Writing, items: ReturnType<typeof menuItemsById>) {
  const menuItem = items.get(item.id);
  const modifierName = (groupId: number, id: number, stored: string) => {
    const option = menuItem?.groups
      .find((group) => group.id === groupId)
      ?.items.find((candidate) => candidate.id === id);
    return option === undefined ? stored : venueName(option, writing.locales);
  };
  return {
    name: billLineName(items, item.id, item.name, writing.locales),
    modifiers: item.modifiers.map((modifier) => ({
      quantity: modifier.quantity,
      name: modifierName(modifier.group_id, modifier.id, modifier.name),
    })),
  };
}

/** The rows of the totals block, in the order a receipt reads; the last is the total. */
function totalRows(details: OrderDetails, writing: Writing): [string, string][] {
  const { venue, words, locales } = writing;
  const rows: [string, string][] = [[words.subtotal, money(writing, details.sub_total)]];
  for (const discount of details.discounts) {
    const promotion = venue.promotions.find((p) => p.id === discount.promotion_id);
    rows.push([
      isolate(promotion === undefined ? discount.discount_name : venueName(promotion, locales)),
      money(writing, discount.discountedAmount, true),
    ]);
  }
  for (const surcharge of details.surcharges_breakdown) {
    rows.push([isolate(venueName(surcharge, locales)), money(writing, surcharge.amount ?? '0')]);
  }
  // spec: B§9, the tax line is hidden when prices are tax inclusive.
  if (details.is_tax_inclusive) rows.push([words.pricesIncludeTax, '']);
  else rows.push([words.tax, money(writing, details.tax_total)]);
  if (!isZero(details.redeemed_loyalty)) {
    rows.push([words.loyaltyRedeemed, money(writing, details.redeemed_loyalty, true)]);
  }
  if (!isZero(details.tips_amount)) rows.push([words.tip, money(writing, details.tips_amount)]);
  rows.push([words.total, money(writing, details.total_amount)]);
  return rows;
}

/**
 * A payment's name as it was recorded; when that is the title of one of the venue's payment
 * methods, the title in the diner's language (a name staff typed at the point of sale stays).
 */
function paymentName(payment: OrderDetails['payments'][number], writing: Writing): string {
  const recorded = payment.name ?? payment.payment_type;
  const method = writing.venue.paymentTypes.find(
    (type) => type.payment_type === payment.payment_type && type.title === recorded,
  );
  return method === undefined
    ? recorded
    : (venueText(method, 'title', writing.locales) ?? recorded);
}

/**
 * The rows of the refunds block (issue 30): each refund with its date, oldest first, then what
 * the payments took less what was given back; the last is the net paid.
 */
function refundRows(refund: OrderRefund, writing: Writing): [string, string][] {
  const net = toAmount(
    subtract(refund.paid_amount, refund.refunded_amount),
    writing.venue.company.decimal_precision,
  );
  return [
    ...refund.refunds.map(({ amount, created_at }): [string, string] => [
      writing.words.refund(dateText(writing, new Date(created_at))),
      money(writing, amount, true),
    ]),
    [writing.words.netPaid, money(writing, net)],
  ];
}

/**
 * Renders an order's invoice as a PDF (spec: A§7 invoices; A§3 Order) in the diner's language:
 * the company, the outlet and table or counter, the order number and date, each line with its
 * modifiers and count, the subtotal, discounts, surcharges, tax (or 'Prices include tax'),
 * loyalty, tip, total and the payments; then every refund with its date and the net paid, when
 * staff gave money back (issue 30). Every amount is formatted by the engine at the company's
 * precision, in the language's locale as the app shows it. Arabic is laid out right to left.
 */
// our choice: streams are not compressed (an invoice is a few kilobytes of text and the glyphs
// it uses), so its text can be read by text tools.
export function renderInvoice(order: OrderRecord, where: InvoiceVenue): Promise<Buffer> {
  const { venue } = where;
  const words = invoiceTexts(where.language);
  const writing: Writing = {
    venue,
    words,
    locales: venueLocales(where.language, venue.company.locale_data.default),
  };
  const details = orderDetailsSchema.parse(order.details);
  const company = venue.company.name;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: false,
    lang: where.language,
    info: {
      Title: words.title(order.orderNumber),
      Author: company,
      Subject: words.invoiceFor(order.orderNumber),
    },
  });
  const done = pdfBytes(doc);

  const page = new TextWriter(doc, words.direction, { left: 50, right: 50, top: 50, bottom: 50 });
  const full: Column = { offset: 0, width: page.width };
  const amountWidth = 145;
  const columns = (indent = 0) => ({
    label: { offset: indent, width: page.width - amountWidth - 10 - indent },
    amount: { offset: page.width - amountWidth, width: amountWidth },
  });
  const body = { size: 11 };

  page.text(company, full, { size: 18, bold: true });
  page.text(
    `${words.outlet(String(venue.outlet.id))} - ${
      where.tableNumber === null ? words.counter : words.table(isolate(where.tableNumber))
    }`,
    full,
    { size: 10 },
  );
  page.gap(1, 10);
  page.text(words.invoiceFor(order.orderNumber), full, { size: 14, bold: true });
  page.text(words.reference(String(order.sapaadOrderId)), full, { size: 10 });
  page.text(words.date(dateText(writing, order.createdAt)), full, { size: 10 });
  page.gap(1, 10);

  const items = menuItemsById(venue.menu);
  for (const item of details.items) {
    const names = lineNames(item, writing, items);
    page.row(
      `${String(item.quantity)} x ${isolate(names.name)}`,
      money(writing, item.sub_total),
      columns(),
      body,
    );
    for (const modifier of names.modifiers) {
      page.text(
        `+ ${String(modifier.quantity)} x ${isolate(modifier.name)}`,
        columns(16).label,
        body,
      );
    }
    if (item.note) page.text(words.note(isolate(item.note)), columns(16).label, body);
  }
  if (details.note) {
    page.gap(0.5, 11);
    page.text(words.orderNote(isolate(details.note)), columns().label, body);
  }
  page.rule();
  const totals = totalRows(details, writing);
  totals.forEach(([label, amount], index) => {
    page.row(label, amount, columns(), { ...body, bold: index === totals.length - 1 });
  });
  if (details.payments.length > 0) {
    page.gap(1, 11);
    page.text(words.payments, full, { ...body, bold: true });
    for (const payment of details.payments) {
      const name = isolate(paymentName(payment, writing));
      const label = isZero(payment.tip)
        ? name
        : words.paymentWithTip(name, money(writing, payment.tip));
      page.row(label, money(writing, payment.amount), columns(), body);
    }
  }
  if (where.refund !== null) {
    page.gap(1, 11);
    page.text(words.refunds, full, { ...body, bold: true });
    const refunds = refundRows(where.refund, writing);
    refunds.forEach(([label, amount], index) => {
      page.row(label, amount, columns(), { ...body, bold: index === refunds.length - 1 });
    });
  }
  page.gap(2, 11);
  page.text(words.thanks(isolate(company)), full, { size: 9 });
  page.finish();
  doc.end();
  return done;
}
