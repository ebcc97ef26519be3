import { PLACE_ORDER_BLOCKERS, placeOrderBlockers } from '@tabula/engine';
import { describe, expect, it } from 'vitest';
import { cartOf, ITEMS, line } from '../../bill/__tests__/fixtures';
import { blockerReasons } from '../blocker-reasons';
import { placeOrderState, type PlaceOrderFacts } from '../place-order-state';

const facts = (overrides: Partial<PlaceOrderFacts> = {}): PlaceOrderFacts => ({
  cart: cartOf(line('a', ITEMS.kopi, 2)),
  outOfStock: [],
  recentOrder: null,
  user: { id: 7 },
  loyalty: null,
  bill: { applied_promotions: [] },
  ...overrides,
});
const blockers = (overrides: Partial<PlaceOrderFacts> = {}) =>
  placeOrderBlockers(placeOrderState(facts(overrides)));

describe('placeOrderState (the engine blockers from the cart screen)', () => {
  it("lets a cart of the diner's own available items through", () => {
    expect(blockers()).toEqual([]);
  });

  it("blocks an empty cart; free items alone do not count as the diner's", () => {
    expect(blockers({ cart: cartOf() })).toContain('cart_empty');
    const onlyFree = cartOf(line('f', ITEMS.ondeh, 1, { is_free_item: true, promotion_id: 6 }));
    expect(blockers({ cart: onlyFree })).toContain('cart_empty');
  });

  it('blocks sold-out items', () => {
    expect(blockers({ outOfStock: [{ item_id: ITEMS.kopi, category_id: null }] })).toEqual([
      'out_of_stock_items',
    ]);
  });

  it('blocks while a recent order waits for payment or confirmation, not once it is confirmed', () => {
    expect(blockers({ recentOrder: { status: 'unconfirmed', refund: null } })).toEqual([
      'recent_order_pending',
    ]);
    expect(blockers({ recentOrder: { status: 'payment_in_progress', refund: null } })).toEqual([
      'recent_order_pending',
    ]);
    expect(blockers({ recentOrder: { status: 'confirmed', refund: null } })).toEqual([]);
  });

  it('no longer blocks on a recent order refunded in full; a partial refund still waits (issue 30)', () => {
    const given = { amount: '1.00', created_at: '2026-11-28T04:05:00.000Z' };
    const refund = (status: 'refunded' | 'partially_refunded') => ({
      status,
      paid_amount: '4.20',
      refunded_amount: status === 'refunded' ? '4.20' : '1.00',
      refunds: [given],
    });
    expect(
      blockers({ recentOrder: { status: 'unconfirmed', refund: refund('refunded') } }),
    ).toEqual([]);
    expect(
      blockers({ recentOrder: { status: 'unconfirmed', refund: refund('partially_refunded') } }),
    ).toEqual(['recent_order_pending']);
  });

  it("blocks loyalty applied from the POS for another customer, not the diner's own", () => {
    const pos = { applied_from_pos: true, hasRedeemed: false };
    expect(blockers({ loyalty: { ...pos, customer_id: 99 } })).toEqual([
      'loyalty_applied_from_pos_by_other_user',
    ]);
    expect(blockers({ loyalty: { ...pos, customer_id: 7 } })).toEqual([]);
    // The diner's own balance, with nothing redeemed, is no loyalty on the order.
    expect(
      blockers({ loyalty: { applied_from_pos: false, hasRedeemed: false, customer_id: 99 } }),
    ).toEqual([]);
  });

  it('blocks a promotion case without own items', () => {
    const promotion = {
      promotion_id: 6,
      name: 'Free ondeh-ondeh',
      priority: 6,
      action_type: 'gets_free_item',
      amount: '2.50',
      line_ids: ['f'],
    };
    const onlyFree = cartOf(line('f', ITEMS.ondeh, 1, { is_free_item: true, promotion_id: 6 }));
    expect(blockers({ cart: onlyFree, bill: { applied_promotions: [promotion] } })).toEqual([
      'cart_empty',
      'no_own_items_in_promotion_case',
    ]);
    expect(blockers({ bill: { applied_promotions: [promotion] } })).toEqual([]);
  });
});

describe('blockerReasons', () => {
  it("gives every blocker its own text, in the engine's order", () => {
    const reasons = blockerReasons(PLACE_ORDER_BLOCKERS);
    expect(reasons).toHaveLength(PLACE_ORDER_BLOCKERS.length);
    expect(new Set(reasons.map((reason) => reason.id)).size).toBe(PLACE_ORDER_BLOCKERS.length);
    expect(reasons.every((reason) => (reason.message ?? '').length > 0)).toBe(true);
  });

  it('explains sold-out items and an empty cart', () => {
    expect(blockerReasons(['out_of_stock_items', 'cart_empty']).map((r) => r.message)).toEqual([
      'Remove the sold-out items to continue.',
      'Your cart is empty. Add an item to continue.',
    ]);
  });
});
