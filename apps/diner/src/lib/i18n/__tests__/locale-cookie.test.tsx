import { LOCALE_COOKIE } from '@tabula/api-client';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { mirrorLocaleCookie } from '../locale-cookie';
import { chooseLocaleAtom, storedLocale } from '../locale-store';

const cookieValue = () =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);

afterEach(() => {
  document.cookie = `${LOCALE_COOKIE}=; Path=/; Max-Age=0`;
  localStorage.clear();
});

describe('the language cookie the server draws by', () => {
  it('follows the diner’s choice, as local storage keeps it', () => {
    const store = createStore();
    store.set(chooseLocaleAtom, 'ar');
    expect(storedLocale()).toBe('ar');
    expect(cookieValue()).toBe('ar');
    store.set(chooseLocaleAtom, 'zh');
    expect(cookieValue()).toBe('zh');
  });

  it('lasts a year on the whole site, sent on a scan from another site, secure over HTTPS', () => {
    const written = (protocol: string) => {
      const target = { location: { protocol }, cookie: '' };
      mirrorLocaleCookie('ms', target as unknown as Document);
      return target.cookie;
    };
    expect(written('https:')).toBe(
      `${LOCALE_COOKIE}=ms; Path=/; Max-Age=31536000; SameSite=Lax; Secure`,
    );
    expect(written('http:')).toBe(`${LOCALE_COOKIE}=ms; Path=/; Max-Age=31536000; SameSite=Lax`);
  });
});
