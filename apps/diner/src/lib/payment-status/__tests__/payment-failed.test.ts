import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../storage/keys';
import {
  clearPaymentFailed,
  isPaymentFailedFlagSet,
  markPaymentFailed,
  PAYMENT_FAILED_HREF,
  paymentStatusSearchSchema,
  readPaymentFailed,
} from '../payment-failed';

/** A session storage in memory (Node has none). */
function stubSessionStorage(): Map<string, string> {
  const items = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
    removeItem: (key: string) => items.delete(key),
  });
  return items;
}

describe('the failed-payment marker of /order-details (B§2, B§4 declined)', () => {
  let items: Map<string, string>;

  beforeEach(() => {
    items = stubSessionStorage();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('points at /order-details?payment_status=failed', () => {
    expect(PAYMENT_FAILED_HREF).toBe('/order-details?payment_status=failed');
  });

  it('reads payment_status=failed from a search, and nothing else', () => {
    expect(readPaymentFailed({ payment_status: 'failed' })).toBe(true);
    expect(readPaymentFailed({ payment_status: 'paid' })).toBe(false);
    expect(readPaymentFailed({})).toBe(false);
    expect(readPaymentFailed(null)).toBe(false);
    expect(readPaymentFailed('payment_status=failed')).toBe(false);
  });

  it('validates the search: failed is kept, any other value reads as absent', () => {
    expect(paymentStatusSearchSchema.parse({ payment_status: 'failed' })).toEqual({
      payment_status: 'failed',
    });
    expect(paymentStatusSearchSchema.parse({ payment_status: 'nope' })).toEqual({
      payment_status: undefined,
    });
    expect(paymentStatusSearchSchema.parse({})).toEqual({});
  });

  it('sets, reads and clears the paymentFailed session flag (B§3)', () => {
    expect(isPaymentFailedFlagSet()).toBe(false);
    markPaymentFailed();
    expect(items.get(STORAGE_KEYS.paymentFailed)).toBe('true');
    expect(isPaymentFailedFlagSet()).toBe(true);
    clearPaymentFailed();
    expect(items.has(STORAGE_KEYS.paymentFailed)).toBe(false);
    expect(isPaymentFailedFlagSet()).toBe(false);
  });
});
