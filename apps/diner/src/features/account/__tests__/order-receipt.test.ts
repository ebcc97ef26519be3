import { describe, expect, it } from 'vitest';
import { isCardExpired, cardBrandName, cardExpiryText } from '@/lib/cards/card-expiry';
import { formatOrderDate } from '../utils/order-date';
import { hasEarnedPoints, receiptLines, splitGroupReceipt } from '../utils/order-receipt';
import { groupOrder, toastAndKopi } from './fixtures';

describe('receiptLines (A§2 View Receipt)', () => {
  it('gives each line its quantity, name, total, modifiers and note', () => {
    const [toast, kopi] = receiptLines(toastAndKopi);
    expect(toast).toMatchObject({ quantity: 2, name: 'Kaya Toast', total: '7.00', modifiers: [] });
    expect(kopi).toMatchObject({
      quantity: 1,
      name: 'Kopi',
      total: '2.70',
      modifiers: [{ name: 'Iced', quantity: 1 }],
      note: 'Less sugar',
      customer: 500,
    });
  });

  it('attributes no line when the cart items do not pair with the items', () => {
    const unpaired = {
      order_details: { ...toastAndKopi.order_details, cartItems: [] },
    };
    expect(receiptLines(unpaired).map((line) => line.customer)).toEqual([null, null]);
  });

  it("splits a group order into the diner's items and the table's", () => {
    const { own, others } = splitGroupReceipt(receiptLines(groupOrder), 500);
    expect(own.map((line) => line.name)).toEqual(['Kaya Toast']);
    expect(others.map((line) => line.name)).toEqual(['Kopi']);
  });
});

describe('hasEarnedPoints', () => {
  it.each([
    ['0', false],
    ['0.00', false],
    ['14', true],
    ['0.5', true],
  ])('%s points: %s', (points, shown) => {
    expect(hasEarnedPoints(points)).toBe(shown);
  });
});

describe('saved card texts', () => {
  it('prints the expiry as MM/YY and names the brand', () => {
    expect(cardExpiryText({ exp_month: 4, exp_year: 2027 })).toBe('04/27');
    expect(cardBrandName('visa')).toBe('Visa');
    expect(cardBrandName('amex')).toBe('American Express');
    expect(cardBrandName('rupay')).toBe('Rupay');
  });

  it('counts a card valid through its expiry month', () => {
    const card = { exp_month: 4, exp_year: 2027 };
    expect(isCardExpired(card, new Date(2027, 3, 30))).toBe(false);
    expect(isCardExpired(card, new Date(2027, 4, 1))).toBe(true);
    expect(isCardExpired(card, new Date(2026, 11, 31))).toBe(false);
    expect(isCardExpired(card, new Date(2028, 0, 1))).toBe(true);
  });
});

describe('formatOrderDate', () => {
  it("shows the outlet's local date and time", () => {
    const text = formatOrderDate('2026-11-20T00:15:00Z', 'en', 'Asia/Singapore');
    expect(text).toContain('2026');
    expect(text).toContain('8:15');
    expect(formatOrderDate('2026-11-20T00:15:00Z', 'en', 'UTC')).toContain('12:15');
  });
});
