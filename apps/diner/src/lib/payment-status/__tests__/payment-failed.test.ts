import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubStorage, type MemoryStorage } from '@test/support/memory-storage';
import { STORAGE_KEYS } from '../../storage/keys';
import {
  clearPaymentFailed,
  isPaymentFailedFlagSet,
  markPaymentFailed,
  PAYMENT_FAILED_HREF,
  paymentStatusSearchSchema,
  readPaymentFailed,
} from '../payment-failed';

describe('the failed-payment marker of /order-details (B§2, B§4 declined)', () => {
  let session: MemoryStorage;

  beforeEach(() => {
    ({ session } = stubStorage());
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
    expect(session.getItem(STORAGE_KEYS.paymentFailed)).toBe('true');
    expect(isPaymentFailedFlagSet()).toBe(true);
    clearPaymentFailed();
    expect(session.getItem(STORAGE_KEYS.paymentFailed)).toBeNull();
    expect(isPaymentFailedFlagSet()).toBe(false);
  });
});
