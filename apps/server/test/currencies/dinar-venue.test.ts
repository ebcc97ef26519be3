import { pages } from '@tabula/api-client';
import { formatMoney, toMinorUnits } from '@tabula/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInDiner } from '../support/accounts';
import { DATABASE_KINDS } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import { buildPricedPayload, type PayloadLine } from '../orders/support/payload';
import { orderRow } from '../payments/support/checkout';
import {
  asCafe,
  dinarVenueFile,
  importCurrencyVenue,
  menuItems,
  type ImportedVenue,
} from './support/currency-venues';
import { cashAtPos, invoiceLines, payByStripe, placeAtCounter } from './support/pay-and-invoice';

/*
 * A venue in Kuwaiti dinars (decimal_precision 3), made from Bait Al Kuwait on the full plan
 * and imported with the real importer: its menu, a priced cart, the order, its payment in cash at
 * the POS and by card, and its invoice, all at three decimals over real HTTP.
 */

const THREE_PLACES = /^\d+\.\d{3}$/;

/**
 * A mixed grill with tahini (and its default garlic sauce), a large chicken machboos with two
 * extra daqoos, and a karak tea: options at the third decimal, VAT included, packaging 0.125.
 */
const CART: PayloadLine[] = [
  {
    item: 504,
    modifiers: [
      { group_id: 601, id: 701 },
      { group_id: 601, id: 703 },
    ],
  },
  {
    item: 506,
    modifiers: [
      { group_id: 602, id: 705 },
      { group_id: 603, id: 706, count: 2 },
    ],
  },
  { item: 511, count: 3 },
];

/** An amount as the invoice writes it in dinars ("KWD 6.090"). */
const dinars = (amount: string) =>
  formatMoney(amount, { currency: 'KWD', precision: 3, locale: 'en', display: 'code' }).replace(
    /\s/gu,
    ' ',
  );

/** Invoice lines with an amount in dinars not written at three places. */
const notThreePlaces = (lines: string[]) =>
  lines.filter((line) => /KWD\s*[\d,]+(?!\.\d{3}\b)(\.\d*)?\b/.test(line));

describe.each(DATABASE_KINDS)('a venue in Kuwaiti dinars on %s', (kind) => {
  let t: TestServer;
  let venue: ImportedVenue;
  beforeAll(async () => {
    t = await startTestServer(kind);
    venue = await importCurrencyVenue(t, dinarVenueFile());
  });
  afterAll(() => t.close());

  /** A diner signed in at the counter, with the cart priced by the engine. */
  async function pricedCart(options: { paymentType: 'cash' | 'stripe'; tip: string }) {
    const { diner } = await signedInDiner(t, { token: venue.counterToken });
    const priced = await buildPricedPayload(asCafe(t, venue), diner, 'cafe', CART, options);
    return { diner, ...priced };
  }

  it('the home and checkout pages answer prices and charges at three decimals', async () => {
    const diner = new Diner(t.url);
    await diner.scan(venue.counterToken);
    const home = pages.home.response.parse((await diner.get('/pages/home')).body);
    expect(home.company).toMatchObject({ currency: 'KWD', decimal_precision: 3 });
    expect(home.feature_flags.cart.enabled).toBe(true);
    const items = menuItems(home.menu.categories);
    expect(items.find((item) => item.id === 502)?.unit_price).toBe('1.755');
    const grill = items.find((item) => item.id === 504);
    expect(grill?.unit_price).toBe('4.755');
    expect(grill?.groups[0]?.items.map((option) => option.unit_price)).toEqual([
      '0.000',
      '0.000',
      '0.155',
    ]);
    const prices = items.flatMap((item) => [
      item.unit_price,
      ...item.groups.flatMap((group) => group.items.map((option) => option.unit_price)),
    ]);
    expect(prices.filter((price) => !THREE_PLACES.test(price))).toEqual([]);

    const checkout = pages.checkout.response.parse((await diner.get('/pages/checkout')).body);
    expect(checkout.tips).toEqual(['5', '10']);
    expect(checkout.menu.surcharges.map((s) => [s.name, s.value])).toEqual([
      ['Service charge', '7'],
      ['Packaging', '0.125'],
    ]);
  });

  it('prices a cart with options, VAT, packaging and a tip as the engine does; cash at the POS; the invoice at three decimals', async () => {
    const { diner, payload, bill } = await pricedCart({ paymentType: 'cash', tip: '0.255' });
    // 4.755 + 0.155 + 3.250 + 1.005 + 2 x 0.105 + 3 x 0.500 = 10.875, VAT included.
    expect(bill.sub_total).toBe('10.875');
    expect(bill.surcharge_sub_total).toBe('0.125');
    expect(bill.total_amount).toBe('11.255');
    for (const amount of [bill.total_amount, bill.tax_total]) {
      expect(amount).toMatch(THREE_PLACES);
    }

    const order = await placeAtCounter(t, diner, payload);
    expect(order).toMatchObject({ currency: 'KWD', totalAmount: bill.total_amount });
    expect(order.details).toMatchObject({
      sub_total: '10.875',
      tax_total: bill.tax_total,
      tips_amount: '0.255',
      total_amount: bill.total_amount,
    });

    expect(await cashAtPos(t, order.id, order.totalAmount)).toMatchObject({
      amount: bill.total_amount,
      status: 'paid',
    });
    expect((await orderRow(t, order.id)).paymentStatus).toBe('paid');

    const lines = await invoiceLines(t, diner, order.sapaadOrderId);
    expect(lines).toContain(`1 x Mixed grill ${dinars('4.910')}`);
    expect(lines).toContain(`1 x Chicken machboos ${dinars('4.465')}`);
    expect(lines).toContain(`Subtotal ${dinars('10.875')}`);
    expect(lines).toContain(`Packaging ${dinars('0.125')}`);
    expect(lines).toContain(`Tip ${dinars('0.255')}`);
    expect(lines).toContain(`Total ${dinars(bill.total_amount)}`);
    expect(notThreePlaces(lines)).toEqual([]);
  });

  it('a card payment asks Stripe for the amount in fils (11.255 is 11255) and pays the order', async () => {
    const { diner, payload, bill } = await pricedCart({ paymentType: 'stripe', tip: '0.255' });
    // 10.875 + packaging 0.125 + tip 0.255, VAT included.
    expect(bill.total_amount).toBe('11.255');
    const { intent, payment, order } = await payByStripe(t, diner, payload);
    expect(intent).toMatchObject({ amount: 11255, currency: 'kwd' });
    expect(intent.amount).toBe(toMinorUnits(bill.total_amount, 3));
    expect(payment).toMatchObject({ status: 'paid', amount: bill.total_amount, currency: 'KWD' });
    expect(order.paymentStatus).toBe('paid');

    const lines = await invoiceLines(t, diner, order.sapaadOrderId);
    expect(lines).toContain(`Total ${dinars(bill.total_amount)}`);
    expect(notThreePlaces(lines)).toEqual([]);
  });
});
