import { describe, expect, it } from 'vitest';
import { checkCustomTip } from '../utils/custom-tip';

describe('checkCustomTip', () => {
  it('takes an amount within the largest tip, equal to it included', () => {
    expect(checkCustomTip('2.5', '20.00', '50', 2)).toEqual({ ok: true, amount: '2.50' });
    expect(checkCustomTip('10', '20.00', '50', 2)).toEqual({ ok: true, amount: '10.00' });
    expect(checkCustomTip('', '20.00', '50', 2)).toEqual({ ok: true, amount: null });
  });

  it('refuses a negative amount as negative, never as its absolute value', () => {
    for (const text of ['-5', '-2.50', '−5']) {
      expect(checkCustomTip(text, '20.00', '50', 2)).toEqual({ ok: false, reason: 'negative' });
    }
  });

  it('refuses more than the share of the subtotal, with the largest tip and its percentage', () => {
    expect(checkCustomTip('10.01', '20.00', '50', 2)).toEqual({
      ok: false,
      reason: 'over_limit',
      limit: '10.00',
      percent: '50',
    });
    // The reported case: 99,999,999 on a kaya toast.
    expect(checkCustomTip('99999999', '3.80', '50', 2)).toMatchObject({
      reason: 'over_limit',
      limit: '1.90',
    });
    expect(checkCustomTip('0.400', '7.400', '5', 3)).toMatchObject({ limit: '0.370' });
  });

  it('refuses what is not an amount, or finer than the currency', () => {
    expect(checkCustomTip('1.2.3', '20.00', '50', 2)).toEqual({ ok: false, reason: 'malformed' });
    expect(checkCustomTip('1.234', '20.00', '50', 2)).toEqual({ ok: false, reason: 'malformed' });
    expect(checkCustomTip('1.5', '20', '50', 0)).toEqual({ ok: false, reason: 'malformed' });
  });
});
