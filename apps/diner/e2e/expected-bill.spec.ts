import { expect, test } from './support/test';
import { expectedBill, fetchCoupon, fetchHomePage, formatAmount } from './support/expected-bill';
import { openQr } from './support/open-qr';

/*
 * The engine helper the journeys compare the app's breakdown with, checked against the demo's
 * own prices (apps/server/venues/kopi-kaya-cafe.venue.yaml): SGD at 2 decimals, 9 % GST on top, a 0.50
 * takeaway packaging charge at the counter, a 10 % service charge at the tables.
 */

const flatWhiteWithOat = { item: 'Flat white', options: [{ group: 'Milk', option: 'Oat milk' }] };

test('at the counter: the item with its option, packaging and GST', async ({ page }) => {
  await openQr(page, 'cafe');
  const home = await fetchHomePage(page);
  const bill = expectedBill(home, [flatWhiteWithOat]);
  // 5.50 + 0.80 oat milk
  expect(bill.sub_total).toBe('6.30');
  expect(bill.surcharges_breakdown.map((s) => [s.name, s.amount])).toEqual([
    ['Takeaway packaging', '0.50'],
  ]);
  // GST: 9 % of 6.30 is 0.567, of 0.50 is 0.045
  expect(bill.tax_total).toBe('0.62');
  expect(bill.total_amount).toBe('7.42');
  expect(formatAmount(home, bill.total_amount)).toContain('7.42');
});

test('at a table: the service charge instead of packaging', async ({ page }) => {
  await openQr(page, 'cafe', 'Table T1');
  const home = await fetchHomePage(page);
  const bill = expectedBill(home, [{ ...flatWhiteWithOat, count: 2 }]);
  expect(bill.sub_total).toBe('12.60');
  expect(bill.surcharges_breakdown.map((s) => [s.name, s.amount])).toEqual([
    ['Service charge', '1.26'],
  ]);
});

test('a coupon comes off the subtotal', async ({ page }) => {
  await openQr(page, 'cafe');
  const home = await fetchHomePage(page);
  const coupon = await fetchCoupon(page, 'SAVE10');
  const bill = expectedBill(home, [flatWhiteWithOat], { coupons: [coupon] });
  // 10 % of 6.30
  expect(bill.discounts.map((d) => d.discountedAmount)).toEqual(['0.63']);
  expect(bill.sub_total_after_discount).toBe('5.67');
});
