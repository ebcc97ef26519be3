import { describe, expect, it } from 'vitest';
import { cafePage, MEMBER } from '../../bill/__tests__/fixtures';
import { checkRedeemAmount } from '../check-redeem-amount';
import { loyaltyRejectionMessage } from '../loyalty-rejection-message';
import { loyaltyArea } from '../loyalty-widget-input';
import { redeemedLoyalty } from '../redeemed-loyalty';

// The demo cafe's programme: a point is worth 0.10, so 120 points pay 12.00.
const balance = {
  customer_loyalty: '120.00',
  min_redeem_value: '10',
  max_redeem_value: '50',
  point_value: '0.10',
};
const order = { sub_total_after_discount: '3.00', surcharge_sub_total: '0.50' };

describe('checkRedeemAmount (A§5 checks in order)', () => {
  it('accepts an amount within every limit, at the precision', () => {
    expect(checkRedeemAmount('12.5', balance, order, 2)).toEqual({
      accepted: true,
      amount: '12.50',
    });
    // 35 points are worth 3.50, the whole cart total before loyalty.
    expect(checkRedeemAmount('35', balance, order, 2)).toEqual({
      accepted: true,
      amount: '35.00',
    });
  });

  it('checks the available points first, then max_redeem_value, then the cart total before loyalty', () => {
    expect(checkRedeemAmount('130', balance, order, 2)).toMatchObject({
      reason: 'exceeds_available',
      available: '120.00',
    });
    expect(checkRedeemAmount('60', balance, order, 2)).toMatchObject({
      reason: 'exceeds_max_redeem',
      max: '50.00',
    });
    // subtotal after discounts 3.00 plus surcharges 0.50 = 3.50, which 35 points pay.
    expect(checkRedeemAmount('35.01', balance, order, 2)).toMatchObject({
      reason: 'exceeds_order_total',
      max: '35.00',
    });
  });

  it('converts the money limit at the programme’s point value, rounded half up', () => {
    // 3.50 at 0.30 a point is 11.666… points: at most 11.67.
    const dear = { ...balance, point_value: '0.30' };
    expect(checkRedeemAmount('11.67', dear, order, 2)).toMatchObject({ accepted: true });
    expect(checkRedeemAmount('11.68', dear, order, 2)).toMatchObject({
      reason: 'exceeds_order_total',
      max: '11.67',
    });
    // Where a point is worth one unit, points and money read the same.
    expect(checkRedeemAmount('3.51', { ...balance, point_value: '1' }, order, 2)).toMatchObject({
      reason: 'exceeds_order_total',
      max: '3.50',
    });
  });

  it('then the minimum the customer must hold, and refuses a malformed amount', () => {
    expect(checkRedeemAmount('5', { ...balance, customer_loyalty: '8' }, order, 2)).toMatchObject({
      reason: 'below_min_redeem',
      min: '10.00',
      available: '8.00',
    });
    expect(checkRedeemAmount('1.234', balance, order, 2)).toMatchObject({
      reason: 'too_many_decimals',
    });
    expect(checkRedeemAmount('-3', balance, order, 2)).toMatchObject({ reason: 'invalid_format' });
  });
});

describe('loyaltyRejectionMessage', () => {
  const points = (value: string) => `<${value}>`;

  it('words each failed check with its numbers', () => {
    const message = loyaltyRejectionMessage(
      { reason: 'exceeds_available', available: '120.00' },
      points,
    );
    // The count picks the plural form; the figure shown is the formatted one.
    expect(message?.values).toEqual({ count: 120, available: '<120.00>' });
    expect(
      loyaltyRejectionMessage(
        { reason: 'below_min_redeem', min: '10.00', available: '8.00' },
        points,
      )?.values,
    ).toEqual({ count: 10, min: '<10.00>', available: '<8.00>' });
  });

  it('says nothing for an empty field (Redeem is only disabled)', () => {
    expect(loyaltyRejectionMessage({ reason: 'empty' }, points)).toBeNull();
  });

  it('has a distinct message for each check', () => {
    const ids = [
      loyaltyRejectionMessage({ reason: 'invalid_format' }, points),
      loyaltyRejectionMessage({ reason: 'exceeds_available', available: '1' }, points),
      loyaltyRejectionMessage({ reason: 'exceeds_max_redeem', max: '1' }, points),
      loyaltyRejectionMessage({ reason: 'exceeds_order_total', max: '1' }, points),
      loyaltyRejectionMessage({ reason: 'exceeds_order_max_loyalty', max: '1' }, points),
      loyaltyRejectionMessage({ reason: 'below_min_redeem', min: '1', available: '0' }, points),
    ].map((message) => message?.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('loyaltyArea (A§4, A§5)', () => {
  const page = cafePage();
  const user = MEMBER;

  it('shows the redeem widget to a member with loyalty on for the mode', () => {
    expect(loyaltyArea(page)).toBe('redeem');
  });

  it('shows the sign-up prompt to a registered non-member, nothing to a guest or a visitor', () => {
    expect(loyaltyArea({ ...page, user: { ...user, has_loyalty: false } })).toBe('sign_up');
    expect(loyaltyArea({ ...page, user: { ...user, is_guest: true, has_loyalty: false } })).toBe(
      'hidden',
    );
    expect(loyaltyArea({ ...page, user: null })).toBe('hidden');
  });

  it('hides it when the feature or the mode is off, for a group order, or with POS loyalty', () => {
    const off = { enabled: false, metaData: null };
    expect(loyaltyArea({ ...page, feature_flags: { ...page.feature_flags, loyalty: off } })).toBe(
      'hidden',
    );
    const walkInOff = {
      ...page.company,
      loyalty_details: { ...page.company.loyalty_details, enabled_for_walkin: false },
    };
    expect(loyaltyArea({ ...page, company: walkInOff })).toBe('hidden');
    // At a table the dine-in flag decides.
    expect(
      loyaltyArea({ ...page, company: walkInOff, session: { ...page.session, table_id: 3 } }),
    ).toBe('redeem');
    expect(loyaltyArea({ ...page, order: { is_group_order: true } })).toBe('hidden');
    expect(loyaltyArea({ ...page, loyalty: { applied_from_pos: true } })).toBe('hidden');
  });
});

describe('redeemedLoyalty', () => {
  const { company } = cafePage();
  const redeemed = (redeemedPoints: string | null, point_value = '0.10') => ({
    hasRedeemed: redeemedPoints !== null,
    redeemedPoints,
    point_value,
  });

  it('is the redeemed points as money, at the programme’s point value', () => {
    expect(redeemedLoyalty(redeemed('15'), company, 2)).toEqual({
      amount: '1.50',
      asDiscount: true,
    });
    // Rounded half up at the currency precision: 40.5 × 0.005 = 0.2025.
    expect(redeemedLoyalty(redeemed('40.5', '0.005'), company, 3)).toEqual({
      amount: '0.203',
      asDiscount: true,
    });
    expect(
      redeemedLoyalty(
        redeemed('15'),
        { loyalty_details: { ...company.loyalty_details, is_discount: false } },
        2,
      ),
    ).toEqual({ amount: '1.50', asDiscount: false });
  });

  it('is null when nothing, or nothing worth money, is redeemed', () => {
    expect(redeemedLoyalty(null, company, 2)).toBeNull();
    expect(redeemedLoyalty(redeemed(null), company, 2)).toBeNull();
    expect(redeemedLoyalty(redeemed('0'), company, 2)).toBeNull();
    // 0.04 points at 0.10 are worth 0.004: nothing at two decimals.
    expect(redeemedLoyalty(redeemed('0.04'), company, 2)).toBeNull();
  });
});
