/**
 * `pnpm start` (until the server exists): prices a sample dine-in order with the engine and
 * prints the bill, then splits it three ways and by item. Every figure comes from @tabula/engine;
 * this script only lays them out.
 */
import {
  equalShares,
  formatMoney,
  itemwiseShare,
  priceOrder,
  splittableTotal,
  type PriceOrderInput,
} from '../src/index';

const VAT = { id: 1, name: 'VAT', type: 'PERCENTAGE' as const, value: '5' };

const order: PriceOrderInput = {
  currency: 'AED',
  precision: 2,
  is_tax_inclusive: false,
  mode: 'dine_in',
  lines: [
    {
      id: 'burger',
      item_id: 11,
      category_id: 1,
      count: 2,
      unit_price: '38.00',
      modifiers: [{ id: 501, group_id: 50, count: 1, unit_price: '4.50' }],
      taxes: [VAT],
      customer: 1,
    },
    {
      id: 'fries',
      item_id: 12,
      category_id: 1,
      count: 2,
      unit_price: '14.00',
      modifiers: [],
      taxes: [VAT],
      customer: 2,
    },
    {
      id: 'lemonade',
      item_id: 21,
      category_id: 2,
      count: 3,
      unit_price: '16.00',
      modifiers: [],
      taxes: [VAT],
      customer: 3,
    },
  ],
  surcharges: [
    {
      id: 1,
      name: 'Service charge',
      type: 'percentage',
      value: '10',
      is_taxable: true,
      tax_rate: '5',
      tax_rate_id: 1,
    },
    {
      id: 2,
      name: 'Takeaway packaging',
      type: 'FIXED',
      value: '2.00',
      applicable_on_dinein: false,
    },
  ],
  promotions: [
    {
      id: 7,
      name: 'Drinks 25% off',
      priority: 1,
      promo_type: 'basic',
      condition: { type: 'buys_specific_items', include: { categories: [2] }, min_qty: 1 },
      action: { type: 'gets_percent_discount', value: '25', include: { categories: [2] } },
    },
  ],
  discounts: [
    {
      discount_id: 3,
      discount_name: 'WELCOME10',
      discount_type: 'FIXED',
      discount_rate: '10.00',
      min_order_amount: '50.00',
    },
  ],
  tip: { percent: '10' },
};

const bill = priceOrder(order);
const money = (amount: string) =>
  formatMoney(amount, { currency: bill.currency, precision: bill.precision, locale: 'en' });
const row = (label: string, amount: string) => {
  console.log(`  ${label.padEnd(34)}${money(amount).padStart(14)}`);
};

console.log('\nTabula engine demo: a dine-in order for table 12\n');
for (const line of bill.lines) {
  row(`${line.count} × ${line.id} @ ${line.unit_price}`, line.total_before_promotion);
  if (line.applied_promotion_id !== null)
    row(`    promotion ${line.applied_promotion_id}`, `-${line.promotion_discount}`);
}
console.log('  ' + '-'.repeat(48));
row('Subtotal', bill.sub_total);
for (const discount of bill.discounts)
  row(`Coupon ${discount.discount_name}`, `-${discount.discountedAmount}`);
for (const surcharge of bill.surcharges_breakdown) row(surcharge.name, surcharge.amount);
for (const tax of bill.taxes_breakdown) row(`${tax.name} ${tax.rate}%`, tax.amount);
row('Tip (10%)', bill.tips_amount);
console.log('  ' + '='.repeat(48));
row('Total', bill.total_amount);

const beforeTips = splittableTotal(bill);
console.log(
  `\nSplit evenly three ways (${money(beforeTips)} before tips; each payer adds their own tip):`,
);
equalShares(beforeTips, 3, bill.precision).forEach((share, i) => {
  row(`Split ${i + 1}`, share);
});

console.log('\nSplit by item:');
const guests = [
  { name: 'Guest 1 (burgers)', lines: [{ line_id: 'burger', quantity: 2 }] },
  { name: 'Guest 2 (fries)', lines: [{ line_id: 'fries', quantity: 2 }] },
  { name: 'Guest 3 (lemonades)', lines: [{ line_id: 'lemonade', quantity: 3 }] },
];
for (const guest of guests) row(guest.name, itemwiseShare(bill, guest.lines).total_amount);
console.log('');
