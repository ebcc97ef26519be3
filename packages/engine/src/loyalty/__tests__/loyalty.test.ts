import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../money/decimal';
import { loyaltyRedemptionArb } from '../../../test/arbitraries';
import { cartTotalBeforeLoyalty } from '../cart-total-before-loyalty';
import { checkLoyaltyRedemption } from '../check-loyalty-redemption';
import { isCashDisabledByLoyalty } from '../is-cash-disabled-by-loyalty';
import { isLoyaltyEnabledForMode } from '../is-loyalty-enabled-for-mode';
import { isPaymentTypeAllowedWithLoyalty } from '../is-payment-type-allowed-with-loyalty';
import { loyaltyAppliesOnRoute } from '../loyalty-applies-on-route';
import { loyaltyMessageKey } from '../loyalty-message-key';
import { loyaltyMode } from '../loyalty-mode';
import { parseRedeemAmount } from '../parse-redeem-amount';
import type { LoyaltyRedemptionInput, LoyaltyRejectionReason } from '../types';

const standard = {
  mode: 'standard',
  subTotal: '50.00',
  surchargeSubTotal: '5.00',
  discountTotal: '10.00',
} as const;

const redeem = (
  amount: string,
  loyalty: LoyaltyRedemptionInput['loyalty'],
  order: LoyaltyRedemptionInput['order'] = standard,
) => checkLoyaltyRedemption({ amount, loyalty, order, precision: 2 });

describe('parseRedeemAmount', () => {
  it('accepts digits with one optional decimal part', () => {
    expect(parseRedeemAmount('12', 2)).toEqual({ ok: true, amount: '12.00' });
    expect(parseRedeemAmount(' 12.5 ', 2)).toEqual({ ok: true, amount: '12.50' });
    expect(parseRedeemAmount('0', 2)).toEqual({ ok: true, amount: '0.00' });
    expect(parseRedeemAmount('7.125', 3)).toEqual({ ok: true, amount: '7.125' });
  });

  it('refuses empty, negative and malformed input, and too many decimals', () => {
    expect(parseRedeemAmount('', 2)).toEqual({ ok: false, reason: 'empty' });
    expect(parseRedeemAmount('   ', 2)).toEqual({ ok: false, reason: 'empty' });
    for (const text of ['-3', '1e3', '12.', '.5', '1.2.3', '12,5', 'abc', '+4']) {
      expect(parseRedeemAmount(text, 2)).toEqual({ ok: false, reason: 'invalid_format' });
    }
    expect(parseRedeemAmount('1.234', 2)).toEqual({
      ok: false,
      reason: 'too_many_decimals',
      precision: 2,
    });
    expect(parseRedeemAmount('5.5', 0)).toMatchObject({ reason: 'too_many_decimals' });
  });
});

describe('checkLoyaltyRedemption', () => {
  it('1. refuses more than the available points', () => {
    expect(redeem('30', { customer_loyalty: '25' })).toEqual({
      accepted: false,
      reason: 'exceeds_available',
      available: '25.00',
    });
  });

  it('2. refuses more than a non-zero max_redeem_value', () => {
    expect(redeem('22', { customer_loyalty: '100', max_redeem_value: '20' })).toEqual({
      accepted: false,
      reason: 'exceeds_max_redeem',
      max: '20.00',
    });
    // A max_redeem_value of 0 is no limit.
    expect(redeem('22', { customer_loyalty: '100', max_redeem_value: 0 })).toEqual({
      accepted: true,
      amount: '22.00',
    });
  });

  it('3. refuses more than the cart total before loyalty, or the open tab maximum', () => {
    // 50.00 + 5.00 surcharges − 10.00 discounts = 45.00
    expect(redeem('45.01', { customer_loyalty: '100' })).toMatchObject({
      reason: 'exceeds_order_total',
      max: '45.00',
    });
    expect(redeem('45.00', { customer_loyalty: '100' })).toEqual({
      accepted: true,
      amount: '45.00',
    });
    const openTab = { mode: 'open_tab', maxLoyalty: '12.00' } as const;
    expect(redeem('13', { customer_loyalty: '100' }, openTab)).toEqual({
      accepted: false,
      reason: 'exceeds_order_max_loyalty',
      max: '12.00',
    });
    expect(redeem('12', { customer_loyalty: '100' }, openTab)).toMatchObject({ accepted: true });
  });

  it('4. refuses when the available points are below min_redeem_value', () => {
    expect(redeem('5', { customer_loyalty: '8', min_redeem_value: '10' })).toEqual({
      accepted: false,
      reason: 'below_min_redeem',
      min: '10.00',
      available: '8.00',
    });
    expect(redeem('5', { customer_loyalty: 10, min_redeem_value: 10 })).toMatchObject({
      accepted: true,
    });
  });

  it('reports the first failing check only', () => {
    // Fails 1, 2, 3 and 4: check 1 wins.
    const all = { customer_loyalty: '8', max_redeem_value: '5', min_redeem_value: '10' };
    expect(redeem('60', all)).toMatchObject({ reason: 'exceeds_available' });
    // Fails 2, 3 and 4: check 2 wins.
    expect(
      redeem('7', { ...all, max_redeem_value: '6' }, { ...standard, subTotal: '1.00' }),
    ).toMatchObject({
      reason: 'exceeds_max_redeem',
    });
    // Fails 3 and 4: check 3 wins.
    expect(
      redeem('7', { ...all, max_redeem_value: '0' }, { ...standard, subTotal: '1.00' }),
    ).toMatchObject({
      reason: 'exceeds_order_total',
    });
  });

  it('refuses the format first', () => {
    expect(redeem('', { customer_loyalty: '8' })).toEqual({ accepted: false, reason: 'empty' });
    expect(redeem('-1', { customer_loyalty: '8' })).toEqual({
      accepted: false,
      reason: 'invalid_format',
    });
  });

  it('respects the check order for any numbers', () => {
    fc.assert(
      fc.property(loyaltyRedemptionArb, (input) => {
        const amount = new Decimal(input.amount);
        const available = new Decimal(String(input.loyalty.customer_loyalty));
        const max = new Decimal(String(input.loyalty.max_redeem_value ?? 0));
        const min = new Decimal(String(input.loyalty.min_redeem_value ?? 0));
        const order = input.order;
        const limit =
          order.mode === 'open_tab'
            ? new Decimal(String(order.maxLoyalty))
            : Decimal.max(
                new Decimal(String(order.subTotal))
                  .plus(String(order.surchargeSubTotal))
                  .minus(String(order.discountTotal)),
                0,
              );
        const checks: [boolean, LoyaltyRejectionReason][] = [
          [amount.greaterThan(available), 'exceeds_available'],
          [max.greaterThan(0) && amount.greaterThan(max), 'exceeds_max_redeem'],
          [
            amount.greaterThan(limit),
            order.mode === 'open_tab' ? 'exceeds_order_max_loyalty' : 'exceeds_order_total',
          ],
          [available.lessThan(min), 'below_min_redeem'],
        ];
        const expected = checks.find(([fails]) => fails)?.[1];
        const verdict = checkLoyaltyRedemption(input);
        if (expected === undefined) {
          expect(verdict).toEqual({ accepted: true, amount: amount.toFixed(2) });
        } else {
          expect(verdict).toMatchObject({ accepted: false, reason: expected });
        }
        for (const value of Object.values(verdict)) {
          if (typeof value === 'string' && /\d/u.test(value))
            expect(value).toMatch(/^\d+\.\d{2}$/u);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('cartTotalBeforeLoyalty', () => {
  it('is subtotal plus surcharges minus discounts, never negative', () => {
    expect(cartTotalBeforeLoyalty(standard).toFixed(2)).toBe('45.00');
    expect(
      cartTotalBeforeLoyalty({ subTotal: '5', surchargeSubTotal: '0', discountTotal: '9' }).toFixed(
        2,
      ),
    ).toBe('0.00');
  });
});

describe('loyalty and payment types', () => {
  it('never combines loyalty with cash', () => {
    expect(isPaymentTypeAllowedWithLoyalty('cash')).toBe(false);
    expect(isPaymentTypeAllowedWithLoyalty('CASH')).toBe(false);
    expect(isPaymentTypeAllowedWithLoyalty('stripe_connect')).toBe(true);
    expect(isCashDisabledByLoyalty('5.00')).toBe(true);
    expect(isCashDisabledByLoyalty('0.00')).toBe(false);
    expect(isCashDisabledByLoyalty(null)).toBe(false);
  });
});

describe('loyalty availability', () => {
  it('picks dine-in when a table exists, walk-in otherwise', () => {
    expect(loyaltyMode(12)).toBe('dine_in');
    expect(loyaltyMode('12')).toBe('dine_in');
    expect(loyaltyMode(null)).toBe('walk_in');
    expect(loyaltyMode(undefined)).toBe('walk_in');
    expect(loyaltyMode(0)).toBe('walk_in');
    expect(loyaltyMode('')).toBe('walk_in');
  });

  it('reads the per-mode flags, then the settings form', () => {
    const details = { enabled_for_dinein: true, enabled_for_walkin: false };
    expect(isLoyaltyEnabledForMode(details, 'dine_in')).toBe(true);
    expect(isLoyaltyEnabledForMode(details, 'walk_in')).toBe(false);
    const form = { form: { walkin: { enabled: true }, dinein: { enabled: false } } };
    expect(isLoyaltyEnabledForMode(form, 'walk_in')).toBe(true);
    expect(isLoyaltyEnabledForMode(form, 'dine_in')).toBe(false);
    expect(isLoyaltyEnabledForMode({ ...form, enabled_for_walkin: false }, 'walk_in')).toBe(false);
    expect(isLoyaltyEnabledForMode(null, 'walk_in')).toBe(false);
    expect(isLoyaltyEnabledForMode({}, 'dine_in')).toBe(false);
  });

  it('applies on the five routes of the spec only', () => {
    for (const path of [
      '/',
      '/checkout',
      '/my-account/profile',
      '/order-details',
      '/track-order',
    ]) {
      expect(loyaltyAppliesOnRoute(path)).toBe(true);
    }
    expect(loyaltyAppliesOnRoute('/checkout/?a=1#x')).toBe(true);
    expect(loyaltyAppliesOnRoute('/?table=3')).toBe(true);
    for (const path of [
      '/split-bill',
      '/login',
      '/menu',
      '/my-account/past-orders',
      '/checkoutx',
    ]) {
      expect(loyaltyAppliesOnRoute(path)).toBe(false);
    }
  });

  it('names a translation key for each rejection', () => {
    expect(loyaltyMessageKey('exceeds_order_total')).toBe('loyalty.max_for_this_order');
    expect(loyaltyMessageKey('exceeds_order_max_loyalty')).toBe('loyalty.loyalty_redeem_for_order');
    expect(loyaltyMessageKey('below_min_redeem')).toBe('loyalty.minimum_required');
  });
});
