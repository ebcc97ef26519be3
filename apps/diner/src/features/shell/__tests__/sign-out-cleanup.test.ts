import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubStorage, type MemoryStorage } from '@test/support/memory-storage';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { clearSignedInState } from '../utils/sign-out-cleanup';

describe('clearSignedInState', () => {
  let session: MemoryStorage;
  let local: MemoryStorage;

  beforeEach(() => {
    ({ session, local } = stubStorage());
  });

  afterEach(() => {
    vi.unstubAllGlobals();
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
