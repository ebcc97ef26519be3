import { describe, expect, it } from 'vitest';
import { signedInRedirect } from '../utils/signed-in-redirect';

describe('signedInRedirect', () => {
  it('lets a visitor and a guest see /login', () => {
    expect(signedInRedirect(null, '/checkout')).toBeNull();
    expect(signedInRedirect({ is_guest: true }, '/checkout')).toBeNull();
  });

  it('sends a signed-in member to the stored page, else to /', () => {
    expect(signedInRedirect({ is_guest: false }, '/checkout')).toBe('/checkout');
    expect(signedInRedirect({ is_guest: false }, null)).toBe('/');
  });
});
