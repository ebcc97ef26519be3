import { checkOrderPayload, orderPayloadSchema } from '@tabula/api-client';
import { describe, expect, it } from 'vitest';
import { COUPON_IDLE } from '../../promotions/coupon-atoms';
import { PROMO_CODE_IDLE } from '../../promotions/promo-code-machine';
import { buildOrderPayload, UnknownMenuItemError } from '../build-order-payload';
import { prepareBill } from '../prepare-bill';
import { priceBill } from '../price-bill';
import { cafePage, cartOf, ITEMS, line, OAT_FLAT_WHITE } from './fixtures';

function payloadFor(cart: ReturnType<typeof cartOf>, note: string | null = null) {
  const page = cafePage();
  const prepared = prepareBill({
    cart,
    source: page,
    promoCode: PROMO_CODE_IDLE,
    coupon: COUPON_IDLE,
  });
  const { bill } = priceBill(prepared.input);
  const user = page.user;
  if (user === null) throw new Error('the fixture has a user');
  return {
    bill,
    payload: buildOrderPayload({
      lines: prepared.lines,
      bill,
      menu: page.menu,
      discounts: prepared.discounts,
      session: page.session,
      company: page.company,
      user,
      note,
    }),
  };
}

describe('buildOrderPayload', () => {
  it('builds a payload the contract accepts, every amount copied from the bill', () => {
    const { payload, bill } = payloadFor(
      cartOf({ ...OAT_FLAT_WHITE('a'), itemNote: 'Extra hot' }, line('b', ITEMS.nasiLemak, 2)),
      'Takeaway please',
    );
    expect(orderPayloadSchema.safeParse(payload).success).toBe(true);
    expect(payload.total_amount).toBe(bill.total_amount);
    expect(payload.sub_total).toBe(bill.sub_total);
    expect(payload.tax_total).toBe(bill.tax_total);
    expect(payload.surcharges_breakdown.map((s) => s.amount)).toEqual(['0.50']);
    expect(payload.note).toBe('Takeaway please');
    expect(payload.qr_source).toBe('default');
    expect(payload.customer).toBe(7);
    expect(payload.location_id).toBe(10);
    expect(payload.table_id).toBeUndefined();
    // The flat white carries its milk choice; the nasi lemak's free ondeh follows it.
    const [flatWhite, nasi, ondeh] = payload.cartItems;
    expect(flatWhite?.itemNote).toBe('Extra hot');
    expect(
      flatWhite?.groups[0]?.items.map((option) => [option.id, option.selected, option.count]),
    ).toEqual([
      [302, false, 0],
      [303, true, 1],
    ]);
    expect(nasi?.count).toBe(2);
    expect(ondeh?.is_free_item).toBe(true);
    expect(ondeh?.promotion_id).toBe(6);
    expect(payload.items.map((entry) => [entry.name, entry.quantity, entry.sub_total])).toEqual([
      ['Flat white', 1, '6.30'],
      ['Nasi lemak', 2, '16.00'],
      ['Ondeh-ondeh', 1, '0.00'],
    ]);
    expect(payload.items[0]?.modifiers).toEqual([
      {
        id: 303,
        group_id: 202,
        quantity: 1,
        name: 'Oat milk',
        unit_price: '0.80',
        sub_total: '0.80',
        items_modifer_group_item_id: 303,
      },
    ]);
  });

  it('lacks only the payment for the pre-placement check: the payment is chosen on the checkout', () => {
    const { payload } = payloadFor(cartOf(line('a', ITEMS.kopi, 1)));
    const check = checkOrderPayload(payload, 'default');
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.issues.map((issue) => issue.path.join('.'))).toEqual(['payment']);
  });

  it('refuses a line whose item the menu no longer lists', () => {
    expect(() => payloadFor(cartOf(line('a', 999, 1)))).toThrow(UnknownMenuItemError);
  });
});
