import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubStorage, type MemoryStorage } from '@test/support/memory-storage';
import { STORAGE_KEYS } from '../../storage/keys';
import {
  isReturnPath,
  rememberPostLoginPage,
  storedPostLoginPage,
  takePostLoginPage,
} from '../post-login-page';

describe('the post-login page (A§4 Login, A§6)', () => {
  let session: MemoryStorage;

  beforeEach(() => {
    ({ session } = stubStorage());
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('remembers a page in session storage and gives it back once', () => {
    expect(rememberPostLoginPage('/checkout')).toBe(true);
    expect(session.getItem(STORAGE_KEYS.postLoginPage)).toBe('"/checkout"');
    expect(storedPostLoginPage()).toBe('/checkout');
    // Peeking leaves it; taking removes it.
    expect(storedPostLoginPage()).toBe('/checkout');
    expect(takePostLoginPage()).toBe('/checkout');
    expect(takePostLoginPage()).toBeNull();
    expect(session.getItem(STORAGE_KEYS.postLoginPage)).toBeNull();
  });

  it('keeps the search and hash of the page', () => {
    rememberPostLoginPage('/order-details?payment_status=failed#bill');
    expect(takePostLoginPage()).toBe('/order-details?payment_status=failed#bill');
  });

  it('a newer page replaces the older one', () => {
    rememberPostLoginPage('/checkout');
    rememberPostLoginPage('/my-account/profile');
    expect(takePostLoginPage()).toBe('/my-account/profile');
  });

  it('reads nothing when nothing is stored', () => {
    expect(storedPostLoginPage()).toBeNull();
    expect(takePostLoginPage()).toBeNull();
  });

  it('refuses paths that leave the app or return to /login', () => {
    for (const path of [
      'https://evil.example/',
      '//evil.example/checkout',
      '/\\evil.example',
      'checkout',
      '',
      '/login',
      '/login?x=1',
      '/login/',
    ]) {
      expect(isReturnPath(path), path).toBe(false);
      expect(rememberPostLoginPage(path), path).toBe(false);
    }
    expect(storedPostLoginPage()).toBeNull();
    expect(isReturnPath('/')).toBe(true);
    expect(isReturnPath('/login-help')).toBe(true);
  });

  it('drops a stored value that is not an app path (tampered storage)', () => {
    session.setItem(STORAGE_KEYS.postLoginPage, JSON.stringify('https://evil.example'));
    expect(takePostLoginPage()).toBeNull();
    session.setItem(STORAGE_KEYS.postLoginPage, '{broken');
    expect(storedPostLoginPage()).toBeNull();
    expect(session.getItem(STORAGE_KEYS.postLoginPage)).toBeNull();
  });

  it('works without storage (blocked): nothing is remembered, nothing throws', () => {
    vi.stubGlobal('sessionStorage', undefined);
    vi.stubGlobal('localStorage', undefined);
    expect(() => rememberPostLoginPage('/checkout')).not.toThrow();
    expect(takePostLoginPage()).toBeNull();
  });
});
