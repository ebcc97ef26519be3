import { describe, expect, it } from 'vitest';
import { paymentReference } from '../utils/payment-reference';

const fixed = { getRandomValues: <T extends ArrayBufferView | null>(array: T): T => array };

describe('paymentReference of the connected card (B§4 Connected card provider flow)', () => {
  it('names the diner, the company and the time, then random characters', () => {
    expect(paymentReference('sc', 7, 3, 1767225600000, fixed)).toBe(
      'sc_7_3_1767225600000_0000000000000000',
    );
  });

  it('is what the server accepts, and differs between two calls at the same time', () => {
    const first = paymentReference('sc', 7, 3, 1767225600000);
    const second = paymentReference('sc', 7, 3, 1767225600000);
    expect(first).toMatch(/^[\w-]{8,100}$/);
    expect(first).not.toBe(second);
  });
});

describe('paymentReference (B§4 step 1)', () => {
  it('gives the Mastercard gateway its own prefix, with the same diner, company and time', () => {
    expect(paymentReference('mc', 7, 3, 1767225600000, fixed)).toBe(
      'mc_7_3_1767225600000_0000000000000000',
    );
    expect(paymentReference('mc', 7, 3, 1767225600000)).toMatch(/^[\w-]{8,100}$/);
  });
});
