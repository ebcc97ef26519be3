import type { CheckoutMode, QrSource } from '@tabula/api-client';
import { describe, expect, it } from 'vitest';
import { checkoutModeFor } from '../checkout-mode';

function page(qrSource: QrSource | null, checkout: CheckoutMode, openTab: CheckoutMode) {
  return {
    outlet: { checkout_mode: checkout, open_tab_checkout_mode: openTab },
    session: { qr_source: qrSource },
  };
}

describe('checkoutModeFor (A§3 Outlet, A§4 Login, A§6, B§6)', () => {
  it("an open tab (dine_ot) follows the outlet's open_tab_checkout_mode", () => {
    expect(checkoutModeFor(page('dine_ot', 'login', 'guest')).mode).toBe('guest');
    expect(checkoutModeFor(page('dine_ot', 'guest', 'login')).mode).toBe('login');
  });

  it('every other session follows checkout_mode', () => {
    for (const source of [null, 'default', 'walk_in', 'scan_and_pay', 'dine_pf'] as const) {
      expect(checkoutModeFor(page(source, 'login_and_guest', 'login')).mode, String(source)).toBe(
        'login_and_guest',
      );
    }
  });

  it('guests may continue in guest and login_and_guest; the guest mode logs in by itself', () => {
    expect(checkoutModeFor(page(null, 'login', 'login'))).toEqual({
      mode: 'login',
      guestAllowed: false,
      guestAutomatic: false,
    });
    expect(checkoutModeFor(page(null, 'login_and_guest', 'login'))).toEqual({
      mode: 'login_and_guest',
      guestAllowed: true,
      guestAutomatic: false,
    });
    expect(checkoutModeFor(page(null, 'guest', 'login'))).toEqual({
      mode: 'guest',
      guestAllowed: true,
      guestAutomatic: true,
    });
  });
});
