import { CART_EXPIRY_MS } from '@tabula/engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../storage/keys';
import { burgerLine, cartOf, waterLine } from './fixtures';
import {
  clearStoredOrderNote,
  readStoredCart,
  readStoredOrderNote,
  writeStoredCart,
  writeStoredOrderNote,
} from '../cart-storage';
import { stubStorage, type MemoryStorage } from '@test/support/memory-storage';

const T0 = 1_700_000_000_000;

describe('cart storage', () => {
  let local: MemoryStorage;

  beforeEach(() => {
    ({ local } = stubStorage());
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads back the cart it wrote', () => {
    const cart = cartOf([waterLine(), burgerLine({ itemNote: 'no onions', count: 2 })], T0);
    writeStoredCart(cart);
    expect(readStoredCart(T0)).toEqual(cart);
  });

  it('keeps a cart exactly 4 hours old and drops one a millisecond older', () => {
    writeStoredCart(cartOf([waterLine()], T0));
    expect(readStoredCart(T0 + CART_EXPIRY_MS)).not.toBeNull();
    expect(readStoredCart(T0 + CART_EXPIRY_MS + 1)).toBeNull();
    expect(local.getItem(STORAGE_KEYS.cart)).toBeNull();
  });

  it('drops broken JSON', () => {
    local.setItem(STORAGE_KEYS.cart, '{"lines": [');
    expect(readStoredCart(T0)).toBeNull();
    expect(local.getItem(STORAGE_KEYS.cart)).toBeNull();
  });

  it('drops a cart of another shape', () => {
    local.setItem(
      STORAGE_KEYS.cart,
      JSON.stringify({ lines: [{ ...waterLine(), unit_price: 1 }], updated_at: T0 }),
    );
    expect(readStoredCart(T0)).toBeNull();
    local.setItem(STORAGE_KEYS.cart, JSON.stringify({ items: [], timestamp: T0 }));
    expect(readStoredCart(T0)).toBeNull();
    expect(local.getItem(STORAGE_KEYS.cart)).toBeNull();
  });

  it('removes the key for an empty cart', () => {
    writeStoredCart(cartOf([waterLine()], T0));
    writeStoredCart(cartOf([], T0));
    expect(local.getItem(STORAGE_KEYS.cart)).toBeNull();
    expect(readStoredCart(T0)).toBeNull();
  });

  it('stores the order note with its time and expires it after 4 hours', () => {
    writeStoredOrderNote('Table by the window', T0);
    expect(readStoredOrderNote(T0 + CART_EXPIRY_MS)).toBe('Table by the window');
    expect(readStoredOrderNote(T0 + CART_EXPIRY_MS + 1)).toBe('');
    expect(local.getItem(STORAGE_KEYS.orderNote)).toBeNull();
  });

  it('removes a blank order note', () => {
    writeStoredOrderNote('Less sugar', T0);
    writeStoredOrderNote('   ', T0);
    expect(local.getItem(STORAGE_KEYS.orderNote)).toBeNull();
  });

  it('clears the order note alone', () => {
    writeStoredCart(cartOf([waterLine()], T0));
    writeStoredOrderNote('Less sugar', T0);
    clearStoredOrderNote();
    expect(local.getItem(STORAGE_KEYS.orderNote)).toBeNull();
    expect(readStoredCart(T0)?.lines).toHaveLength(1);
  });
});
