import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCouponWidgetVisible } from '../is-coupon-widget-visible';
import { isTipsVisible } from '../is-tips-visible';
import { loyaltyWidgetState } from '../loyalty-widget-state';
import { paymentMethodOptions } from '../payment-method-options';
import { placeOrderBlockers } from '../place-order-blockers';
import { PLACE_ORDER_BLOCKERS, type PlaceOrderBlocker, type PlaceOrderState } from '../types';

const ready: PlaceOrderState = { cartItemCount: 2, customerId: 9 };

describe('placeOrderBlockers', () => {
  it('allows a cart with nothing against it', () => {
    expect(placeOrderBlockers(ready)).toEqual([]);
    expect(
      placeOrderBlockers({ ...ready, loyalty: { hasRedeemed: true, customer_id: 9 } }),
    ).toEqual([]);
  });

  it('names each reason of the spec', () => {
    const cases: [Partial<PlaceOrderState>, PlaceOrderBlocker][] = [
      [{ cartItemCount: 0 }, 'cart_empty'],
      [{ outOfStockItemCount: 1 }, 'out_of_stock_items'],
      [{ recentOrderPending: true }, 'recent_order_pending'],
      [
        { loyalty: { applied_from_pos: true, customer_id: 10 } },
        'loyalty_applied_from_pos_by_other_user',
      ],
      [{ loyalty: { applied_from_pos: true } }, 'loyalty_applied_from_pos_by_other_user'],
      [{ loyalty: { hasRedeemed: true, customer_id: 10 } }, 'loyalty_redeemed_by_other_user'],
      [{ promotionCase: true, ownItemCount: 0 }, 'no_own_items_in_promotion_case'],
      [{ alreadyPaid: true }, 'already_paid'],
      [{ paymentInitiatedFromPos: true }, 'payment_initiated_from_pos'],
    ];
    for (const [change, blocker] of cases) {
      expect(placeOrderBlockers({ ...ready, ...change })).toEqual([blocker]);
    }
    expect(placeOrderBlockers({ ...ready, promotionCase: true, ownItemCount: 1 })).toEqual([]);
    expect(
      placeOrderBlockers({ ...ready, loyalty: { applied_from_pos: true, customer_id: 9 } }),
    ).toEqual([]);
  });

  it('returns every reason that holds, in a fixed order', () => {
    fc.assert(
      fc.property(
        fc.record({
          empty: fc.boolean(),
          soldOut: fc.boolean(),
          pending: fc.boolean(),
          posLoyalty: fc.boolean(),
          promotion: fc.boolean(),
          paid: fc.boolean(),
          posPayment: fc.boolean(),
        }),
        (facts) => {
          const blockers = placeOrderBlockers({
            cartItemCount: facts.empty ? 0 : 3,
            outOfStockItemCount: facts.soldOut ? 1 : 0,
            recentOrderPending: facts.pending,
            customerId: 9,
            loyalty: facts.posLoyalty ? { applied_from_pos: true, customer_id: 10 } : null,
            promotionCase: facts.promotion,
            ownItemCount: 0,
            alreadyPaid: facts.paid,
            paymentInitiatedFromPos: facts.posPayment,
          });
          const expected: PlaceOrderBlocker[] = [];
          if (facts.empty) expected.push('cart_empty');
          if (facts.soldOut) expected.push('out_of_stock_items');
          if (facts.pending) expected.push('recent_order_pending');
          if (facts.posLoyalty) expected.push('loyalty_applied_from_pos_by_other_user');
          if (facts.promotion) expected.push('no_own_items_in_promotion_case');
          if (facts.paid) expected.push('already_paid');
          if (facts.posPayment) expected.push('payment_initiated_from_pos');
          expect(blockers).toEqual(expected);
          expect(blockers.every((b) => PLACE_ORDER_BLOCKERS.includes(b))).toBe(true);
        },
      ),
      { numRuns: 128 },
    );
  });
});

describe('isCouponWidgetVisible', () => {
  it('shows only with no promotion, no promotion item and no payment made', () => {
    expect(isCouponWidgetVisible({ promotionApplied: false })).toBe(true);
    expect(isCouponWidgetVisible({ promotionApplied: true })).toBe(false);
    expect(isCouponWidgetVisible({ promotionApplied: false, cartHasPromotionItem: true })).toBe(
      false,
    );
    expect(isCouponWidgetVisible({ promotionApplied: false, anyonePaid: true })).toBe(false);
  });
});

describe('loyaltyWidgetState', () => {
  const member = {
    featureEnabled: true,
    enabledForMode: true,
    signedIn: true,
    isGuest: false,
    hasLoyalty: true,
  };

  it('shows the redeem widget to a member on a plain order', () => {
    expect(loyaltyWidgetState(member)).toBe('redeem');
    expect(loyaltyWidgetState({ ...member, splitType: 'none', isGroupOrder: false })).toBe(
      'redeem',
    );
  });

  it('hides it for guests, group orders, splits, POS loyalty and when loyalty is off', () => {
    expect(loyaltyWidgetState({ ...member, isGuest: true })).toBe('hidden');
    expect(loyaltyWidgetState({ ...member, isGroupOrder: true })).toBe('hidden');
    expect(loyaltyWidgetState({ ...member, splitType: 'equal' })).toBe('hidden');
    expect(loyaltyWidgetState({ ...member, splitType: 'manual' })).toBe('hidden');
    expect(loyaltyWidgetState({ ...member, loyaltyFromPos: true })).toBe('hidden');
    expect(loyaltyWidgetState({ ...member, enabledForMode: false })).toBe('hidden');
    expect(loyaltyWidgetState({ ...member, featureEnabled: false })).toBe('hidden');
    expect(loyaltyWidgetState({ ...member, signedIn: false })).toBe('hidden');
  });

  it('offers sign-up to registered non-members, never to guests', () => {
    expect(loyaltyWidgetState({ ...member, hasLoyalty: false })).toBe('sign_up');
    expect(loyaltyWidgetState({ ...member, hasLoyalty: false, isGuest: true })).toBe('hidden');
    expect(loyaltyWidgetState({ ...member, hasLoyalty: false, enabledForMode: false })).toBe(
      'hidden',
    );
  });
});

describe('paymentMethodOptions', () => {
  const types = [
    { payment_type: 'cash', title: 'Cash' },
    { payment_type: 'stripe_connect', title: 'Card' },
    { payment_type: 'pay_u', title: 'PayU' },
  ];

  it('shows the methods only while something is payable', () => {
    const none = paymentMethodOptions({ paymentTypes: types, payable: '0.00', atTable: false });
    expect(none).toEqual({ visible: false, options: [], selected: null });
    expect(
      paymentMethodOptions({
        paymentTypes: types,
        payable: '5.00',
        atTable: false,
        userPaymentDone: true,
      }).visible,
    ).toBe(false);
    const some = paymentMethodOptions({ paymentTypes: types, payable: '5.00', atTable: false });
    expect(some.visible).toBe(true);
    expect(some.selected).toBe(types[0]);
  });

  it('removes cash at a table', () => {
    const atTable = paymentMethodOptions({ paymentTypes: types, payable: '5.00', atTable: true });
    expect(atTable.options.map((o) => o.paymentType.payment_type)).toEqual([
      'stripe_connect',
      'pay_u',
    ]);
    expect(atTable.selected).toBe(types[1]);
  });

  it('disables cash while loyalty is redeemed', () => {
    const loyal = paymentMethodOptions({
      paymentTypes: types,
      payable: '5.00',
      atTable: false,
      redeemedLoyalty: '2.00',
    });
    expect(loyal.options[0]).toEqual({
      paymentType: types[0],
      disabled: true,
      reason: 'loyalty_redeemed',
    });
    expect(loyal.selected).toBe(types[1]);
  });

  it('lists only the scan-and-pay providers in that mode', () => {
    const scan = paymentMethodOptions({
      paymentTypes: [...types, { payment_type: 'mastercard', title: 'MC' }],
      payable: '5.00',
      atTable: true,
      scanAndPay: true,
    });
    expect(scan.options.map((o) => o.paymentType.payment_type)).toEqual([
      'stripe_connect',
      'mastercard',
    ]);
  });
});

describe('isTipsVisible', () => {
  it('needs has_tips and something payable', () => {
    expect(isTipsVisible({ hasTips: true, payable: '5.00' })).toBe(true);
    expect(isTipsVisible({ hasTips: false, payable: '5.00' })).toBe(false);
    expect(isTipsVisible({ hasTips: true, payable: '0.00' })).toBe(false);
    expect(isTipsVisible({ hasTips: true, payable: '5.00', userPaymentDone: true })).toBe(false);
  });
});
