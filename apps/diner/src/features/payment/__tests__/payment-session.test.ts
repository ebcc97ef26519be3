import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubStorage, type MemoryStorage } from '@test/support/memory-storage';
import { createStore } from 'jotai';
import { cartAtom } from '@/lib/cart/cart-atoms';
import { cartOf, waterLine } from '@/lib/cart/__tests__/fixtures';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { clearSessionAfterPaidAtom, markSessionPaymentFailed } from '../state/payment-session';

describe('what a payment result leaves in storage (B§3 flags, B§4 Payment)', () => {
  let local: MemoryStorage;
  let session: MemoryStorage;

  beforeEach(() => {
    ({ local, session } = stubStorage());
    local.setItem(STORAGE_KEYS.cart, JSON.stringify(cartOf([waterLine()], Date.now())));
    local.setItem(
      STORAGE_KEYS.orderNote,
      JSON.stringify({ text: 'no ice', updated_at: Date.now() }),
    );
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

  it('paid clears the cart in memory, its storage, the promotions keys and paymentFailed', () => {
    const store = createStore();
    expect(store.get(cartAtom).lines).toHaveLength(1);
    markSessionPaymentFailed();
    store.set(clearSessionAfterPaidAtom);
    expect(store.get(cartAtom).lines).toEqual([]);
    expect(local.getItem(STORAGE_KEYS.cart)).toBeNull();
    expect(local.getItem(STORAGE_KEYS.orderNote)).toBeNull();
    expect(session.getItem(STORAGE_KEYS.freeItemsCart)).toBeNull();
    expect(session.getItem(STORAGE_KEYS.appliedPromoCode)).toBeNull();
    expect(session.getItem(STORAGE_KEYS.paymentFailed)).toBeNull();
    // The language and the guest flag stay.
    expect(local.getItem(STORAGE_KEYS.locale)).toBe('"en"');
    expect(session.getItem(STORAGE_KEYS.isGuest)).toBe('true');
  });

  it('paid removes the stored cart and note before any screen read them', () => {
    createStore().set(clearSessionAfterPaidAtom);
    expect(local.getItem(STORAGE_KEYS.cart)).toBeNull();
    expect(local.getItem(STORAGE_KEYS.orderNote)).toBeNull();
    expect(local.getItem(STORAGE_KEYS.locale)).toBe('"en"');
  });
});
