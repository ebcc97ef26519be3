import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubStorage, type MemoryStorage } from '@test/support/memory-storage';
import { registerClearCart } from '@/lib/errors/clear-cart';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { clearSessionAfterPaid, markSessionPaymentFailed } from '../state/payment-session';

describe('what a payment result leaves in storage (B§3 flags, B§4 Payment)', () => {
  let local: MemoryStorage;
  let session: MemoryStorage;

  beforeEach(() => {
    ({ local, session } = stubStorage());
    local.setItem(STORAGE_KEYS.cart, '{"lines":[]}');
    local.setItem(STORAGE_KEYS.orderNote, '"no ice"');
    local.setItem(STORAGE_KEYS.locale, '"en"');
    session.setItem(STORAGE_KEYS.freeItemsCart, '[]');
    session.setItem(STORAGE_KEYS.appliedPromoCode, '"WELCOME"');
    session.setItem(STORAGE_KEYS.isGuest, 'true');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('a declined payment sets paymentFailed', () => {
    markSessionPaymentFailed();
    expect(session.getItem(STORAGE_KEYS.paymentFailed)).toBe('true');
  });

  it('paid clears the cart through the cart feature, the promotions keys and paymentFailed', () => {
    const clear = vi.fn();
    const unregister = registerClearCart(clear);
    markSessionPaymentFailed();
    clearSessionAfterPaid();
    unregister();
    expect(clear).toHaveBeenCalledTimes(1);
    expect(session.getItem(STORAGE_KEYS.freeItemsCart)).toBeNull();
    expect(session.getItem(STORAGE_KEYS.appliedPromoCode)).toBeNull();
    expect(session.getItem(STORAGE_KEYS.paymentFailed)).toBeNull();
    // The cart feature cleared its own keys; the language and the guest flag stay.
    expect(local.getItem(STORAGE_KEYS.locale)).toBe('"en"');
    expect(session.getItem(STORAGE_KEYS.isGuest)).toBe('true');
  });

  it('paid removes the stored cart and note when no cart is registered', () => {
    clearSessionAfterPaid();
    expect(local.getItem(STORAGE_KEYS.cart)).toBeNull();
    expect(local.getItem(STORAGE_KEYS.orderNote)).toBeNull();
    expect(local.getItem(STORAGE_KEYS.locale)).toBe('"en"');
  });
});
