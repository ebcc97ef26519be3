import { pages } from '@tabula/api-client';
import { formatMoney, toMinorUnits } from '@tabula/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInDiner } from '../support/accounts';
import { DATABASE_KINDS } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import { buildPricedPayload, type PayloadLine } from '../orders/support/payload';
import { orderRow } from '../payments/support/checkout';
import { staff, type ErrorBody } from '../pos/support/staff';
import {
  asCafe,
  importCurrencyVenue,
  menuItems,
  yenCafeFile,
  type ImportedVenue,
} from './support/currency-venues';
import { cashAtPos, invoiceLines, payByStripe, placeAtCounter } from './support/pay-and-invoice';

/*
 * A venue in Japanese yen (decimal_precision 0), made from the demo cafe and imported with the
 * real importer: its menu, a priced cart, the order, its payment in cash at the POS and by card,
 * and its invoice, all in whole yen over real HTTP.
 */

const WHOLE_YEN = /^\d+$/;

/** Two flat whites with oat milk and an extra shot, and a laksa: options, tax and packaging. */
const CART: PayloadLine[] = [
  {
    item: 104,
    count: 2,
    modifiers: [
      { group_id: 202, id: 303 },
      { group_id: 203, id: 305, count: 1 },
    ],
  },
  { item: 107 },
];

/** An amount as the invoice writes it in yen ("JPY 2,440"). */
const yen = (amount: string) =>
  formatMoney(amount, { currency: 'JPY', precision: 0, locale: 'en', display: 'code' }).replace(
    /\s/gu,
    ' ',
  );

/** Invoice lines with an amount in yen written with decimals. */
const yenWithDecimals = (lines: string[]) => lines.filter((line) => /JPY\s*[\d,]+\.\d/.test(line));

describe.each(DATABASE_KINDS)('a venue in Japanese yen on %s', (kind) => {
  let t: TestServer;
  let venue: ImportedVenue;
  beforeAll(async () => {
    t = await startTestServer(kind);
    venue = await importCurrencyVenue(t, yenCafeFile());
  });
  afterAll(() => t.close());

  /** A diner signed in at the yen cafe's counter, with the cart priced by the engine. */
  async function pricedCart(options: { paymentType: 'cash' | 'stripe'; tip: string }) {
    const { diner } = await signedInDiner(t, { token: venue.counterToken });
    const priced = await buildPricedPayload(asCafe(t, venue), diner, 'cafe', CART, {
      ...options,
      coupon: 'SAVE10',
    });
    return { diner, ...priced };
  }

  it('the home and checkout pages answer prices and charges in whole yen', async () => {
    const diner = new Diner(t.url);
    await diner.scan(venue.counterToken);
    const home = pages.home.response.parse((await diner.get('/pages/home')).body);
    expect(home.company).toMatchObject({ currency: 'JPY', decimal_precision: 0 });
    const items = menuItems(home.menu.categories);
    const flatWhite = items.find((item) => item.id === 104);
    expect(flatWhite?.unit_price).toBe('550');
    expect(flatWhite?.groups.flatMap((group) => group.items.map((o) => o.unit_price))).toEqual([
      '0',
      '80',
      '50',
      '100',
    ]);
    const prices = items.flatMap((item) => [
      item.unit_price,
      ...item.groups.flatMap((group) => group.items.map((option) => option.unit_price)),
    ]);
    expect(prices.length).toBeGreaterThan(20);
    expect(prices.filter((price) => !WHOLE_YEN.test(price))).toEqual([]);

    const checkout = pages.checkout.response.parse((await diner.get('/pages/checkout')).body);
    expect(checkout.menu.surcharges.find((s) => s.name === 'Takeaway packaging')?.value).toBe('50');
  });

  it('prices a cart with options, tax, packaging, a coupon and a tip as the engine does; cash at the POS; the invoice in whole yen', async () => {
    const { diner, payload, bill } = await pricedCart({ paymentType: 'cash', tip: '100' });
    // 2 x (550 + 80 + 100) + 980 = 2440; 10% off 244; packaging half price with two coffees
    // 25; GST 9% 200; tip 100.
    expect(bill.sub_total).toBe('2440');
    expect(bill.total_amount).toBe('2521');
    for (const amount of [bill.total_amount, bill.tax_total, bill.surcharge_sub_total]) {
      expect(amount).toMatch(WHOLE_YEN);
    }

    const order = await placeAtCounter(t, diner, payload);
    expect(order).toMatchObject({ currency: 'JPY', totalAmount: bill.total_amount });
    expect(order.details).toMatchObject({
      sub_total: bill.sub_total,
      tax_total: bill.tax_total,
      tips_amount: '100',
      total_amount: bill.total_amount,
    });

    // Half a yen is no amount of yen: the POS refuses it and takes the total written as 2521.00.
    const half = await staff<ErrorBody>(t, 'POST', `/pos/api/orders/${String(order.id)}/payments`, {
      payment_type: 'cash',
      amount: '2520.5',
    });
    expect(half.status).toBe(422);
    expect(half.body).toMatchObject({
      error_id: 'payment_amount_mismatch',
      details: { expected: '2521', received: '2520.5' },
    });
    expect(await cashAtPos(t, order.id, `${order.totalAmount}.00`)).toMatchObject({
      amount: bill.total_amount,
      status: 'paid',
    });
    expect((await orderRow(t, order.id)).paymentStatus).toBe('paid');

    const lines = await invoiceLines(t, diner, order.sapaadOrderId);
    expect(lines).toContain(`2 x Flat white ${yen('1460')}`);
    expect(lines).toContain(`Subtotal ${yen('2440')}`);
    expect(lines).toContain(`10% off - ${yen('244')}`);
    expect(lines).toContain(`Tax ${yen(bill.tax_total)}`);
    expect(lines).toContain(`Tip ${yen('100')}`);
    expect(lines).toContain(`Total ${yen(bill.total_amount)}`);
    expect(lines).toContain(`Pay at the counter (tip ${yen('100')}) ${yen(bill.total_amount)}`);
    expect(yenWithDecimals(lines)).toEqual([]);
  });

  it('a card payment asks Stripe for whole yen (2421 yen is 2421, not 242100) and pays the order', async () => {
    const { diner, payload, bill } = await pricedCart({ paymentType: 'stripe', tip: '0' });
    // 2440 - 244 + packaging 25 + GST 200, no tip.
    expect(bill.total_amount).toBe('2421');
    const { intent, payment, order } = await payByStripe(t, diner, payload);
    expect(intent).toMatchObject({ amount: 2421, currency: 'jpy' });
    expect(intent.amount).toBe(toMinorUnits(bill.total_amount, 0));
    expect(payment).toMatchObject({ status: 'paid', amount: bill.total_amount, currency: 'JPY' });
    expect(order.paymentStatus).toBe('paid');

    const lines = await invoiceLines(t, diner, order.sapaadOrderId);
    expect(lines).toContain(`Total ${yen(bill.total_amount)}`);
    expect(yenWithDecimals(lines)).toEqual([]);
  });
});
