import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage/keys';
import { clearSignedInState } from '../utils/sign-out-cleanup';

/** A Storage in memory, for Node. */
class MemoryStorage implements Storage {
  private values = new Map<string, string>();
  get length() {
    return this.values.size;
  }
  clear() {
    this.values.clear();
  }
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

describe('clearSignedInState', () => {
  const session = new MemoryStorage();
  const local = new MemoryStorage();

  beforeEach(() => {
    Object.assign(globalThis, { sessionStorage: session, localStorage: local });
  });

  afterEach(() => {
    session.clear();
    local.clear();
    Reflect.deleteProperty(globalThis, 'sessionStorage');
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  // spec: A§4 Login, logout clears the guest flag, the session data, the post-login status and
  // the promotion caches.
  it('clears the guest flag, the post-login page and the promotion caches', () => {
    session.setItem(STORAGE_KEYS.isGuest, 'true');
    session.setItem(STORAGE_KEYS.postLoginPage, '"/checkout"');
    session.setItem(STORAGE_KEYS.freeItemsCart, '[]');
    session.setItem(STORAGE_KEYS.appliedPromoCode, '"WELCOME5"');
    clearSignedInState();
    expect(session.getItem(STORAGE_KEYS.isGuest)).toBeNull();
    expect(session.getItem(STORAGE_KEYS.postLoginPage)).toBeNull();
    expect(session.getItem(STORAGE_KEYS.freeItemsCart)).toBeNull();
    expect(session.getItem(STORAGE_KEYS.appliedPromoCode)).toBeNull();
  });

  it('keeps the language choice, the cart and the closed announcements', () => {
    local.setItem(STORAGE_KEYS.locale, '"zh"');
    local.setItem(STORAGE_KEYS.cart, '{}');
    session.setItem(STORAGE_KEYS.dismissedAnnouncements, '[]');
    clearSignedInState();
    expect(local.getItem(STORAGE_KEYS.locale)).toBe('"zh"');
    expect(local.getItem(STORAGE_KEYS.cart)).toBe('{}');
    expect(session.getItem(STORAGE_KEYS.dismissedAnnouncements)).toBe('[]');
  });
});
