import { describe, expect, it } from 'vitest';
import { loginSearchSchema, signInHref, signInSearch } from '../sign-in-return';

describe("/login's ?redirect= (issue 30)", () => {
  it('keeps a path of the app, with its search', () => {
    expect(loginSearchSchema.parse({ redirect: '/split-bill?count=2&pay=1' })).toEqual({
      redirect: '/split-bill?count=2&pay=1',
    });
    expect(signInSearch('/checkout')).toEqual({ redirect: '/checkout' });
    expect(signInHref('/checkout')).toBe('/login?redirect=%2Fcheckout');
  });

  it('never lets it leave the app: absolute, protocol-relative and odd values read as absent', () => {
    for (const redirect of [
      'https://evil.example/',
      '//evil.example/checkout',
      '/\\evil.example',
      'javascript:alert(1)',
      'checkout',
      '/login',
      '/login?redirect=/checkout',
      42,
      null,
    ]) {
      expect(loginSearchSchema.parse({ redirect })).toEqual({});
    }
    expect(loginSearchSchema.parse({})).toEqual({});
    expect(signInSearch('https://evil.example')).toEqual({});
    expect(signInHref('//evil.example')).toBe('/login');
  });
});
