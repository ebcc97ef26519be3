import { describe, expect, it } from 'vitest';
import {
  company,
  counterSession,
  flags,
  guestUser,
  homePageWith,
  kuwaitCompany,
  loyalty,
  registeredUser,
  scanAndPaySession,
  tableSession,
  type HomePage,
} from '@test/fixtures/home-page';
import { sideMenuModel } from '../utils/side-menu-model';

const visitor = homePageWith({});
const member = homePageWith({ user: registeredUser, loyalty });
const guest = homePageWith({ user: guestUser });
const entries = (page: HomePage, path = '/') => sideMenuModel(page, path).entries;

describe('sideMenuModel', () => {
  it('always starts with Home and ends with the terms', () => {
    for (const page of [visitor, member, guest]) {
      const list = entries(page, '/order-details');
      expect(list[0]).toBe('home');
      expect(list.at(-1)).toBe('terms');
    }
  });

  describe('Search (A§2)', () => {
    it('shows on / in the default session type', () => {
      expect(entries(visitor, '/')).toContain('search');
      expect(entries(visitor, '/?search=true')).toContain('search');
    });

    it('hides on other screens of the default session type', () => {
      expect(entries(visitor, '/order-details')).not.toContain('search');
      expect(entries(visitor, '/menu')).not.toContain('search');
    });

    it('shows on /menu in scan-and-pay with the search feature', () => {
      const page = homePageWith({ session: scanAndPaySession });
      expect(entries(page, '/menu')).toContain('search');
      expect(entries(page, '/')).not.toContain('search');
    });

    it('hides on /menu in scan-and-pay without the search feature', () => {
      const page = homePageWith({
        session: scanAndPaySession,
        feature_flags: flags({ search: false }),
      });
      expect(entries(page, '/menu')).not.toContain('search');
    });

    it('hides on / without the search feature', () => {
      expect(entries(homePageWith({ feature_flags: flags({ search: false }) }), '/')).not.toContain(
        'search',
      );
    });

    it('hides on / in an open-tab or pay-first table session', () => {
      expect(
        entries(homePageWith({ session: { ...tableSession, qr_source: 'dine_ot' } }), '/'),
      ).not.toContain('search');
      expect(entries(homePageWith({ session: tableSession }), '/')).toContain('search');
    });
  });

  describe('Promotions (A§2)', () => {
    it('shows for a signed-in user with available promotions', () => {
      expect(entries(member)).toContain('promotions');
      expect(entries(guest)).toContain('promotions');
    });

    it('hides without promotions', () => {
      expect(entries(homePageWith({ user: registeredUser, promotions: [] }))).not.toContain(
        'promotions',
      );
    });

    it('hides when not signed in', () => {
      expect(entries(visitor)).not.toContain('promotions');
    });
  });

  describe('My Orders and My Account (A§2)', () => {
    it('show for a signed-in registered user', () => {
      expect(entries(member)).toEqual(expect.arrayContaining(['orders', 'account']));
    });

    it('hide for a guest and for a visitor', () => {
      expect(entries(guest)).not.toContain('orders');
      expect(entries(guest)).not.toContain('account');
      expect(entries(visitor)).not.toContain('orders');
      expect(entries(visitor)).not.toContain('account');
    });
  });

  describe('Login and Logout (A§2)', () => {
    it('Login when not signed in with the user feature', () => {
      expect(entries(visitor)).toContain('login');
      expect(entries(visitor)).not.toContain('logout');
    });

    it('no Login without the user feature', () => {
      expect(entries(homePageWith({ feature_flags: flags({ user: false }) }))).not.toContain(
        'login',
      );
    });

    it('Logout when signed in, guests included', () => {
      expect(entries(member)).toContain('logout');
      expect(entries(member)).not.toContain('login');
      expect(entries(guest)).toContain('logout');
    });
  });

  it('lists the entries in their order', () => {
    expect(entries(member, '/')).toEqual([
      'home',
      'search',
      'promotions',
      'orders',
      'account',
      'logout',
      'terms',
    ]);
    expect(entries(visitor, '/')).toEqual(['home', 'search', 'login', 'terms']);
  });

  describe('the loyalty line (A§4 Loyalty availability)', () => {
    it('shows for a signed-in member with loyalty on for the mode', () => {
      expect(sideMenuModel(member, '/').loyalty).toBe(true);
    });

    it('hides without the loyalty feature', () => {
      const page = homePageWith({
        user: registeredUser,
        loyalty,
        feature_flags: flags({ loyalty: false }),
      });
      expect(sideMenuModel(page, '/').loyalty).toBe(false);
    });

    it('hides when loyalty is off for the mode (walk-in here)', () => {
      const walkInOff = {
        ...company,
        loyalty_details: { ...company.loyalty_details, enabled_for_walkin: false },
      };
      const page = homePageWith({
        user: registeredUser,
        loyalty,
        company: walkInOff,
        session: counterSession,
      });
      expect(sideMenuModel(page, '/').loyalty).toBe(false);
      expect(sideMenuModel({ ...page, session: tableSession }, '/').loyalty).toBe(true);
    });

    it('hides for a guest, a visitor and a non-member', () => {
      expect(sideMenuModel(homePageWith({ user: guestUser, loyalty }), '/').loyalty).toBe(false);
      expect(sideMenuModel(homePageWith({ loyalty }), '/').loyalty).toBe(false);
      const nonMember = { ...registeredUser, has_loyalty: false };
      expect(sideMenuModel(homePageWith({ user: nonMember, loyalty }), '/').loyalty).toBe(false);
    });

    it('hides without a balance', () => {
      expect(
        sideMenuModel(homePageWith({ user: registeredUser, loyalty: null }), '/').loyalty,
      ).toBe(false);
    });

    it('shows only on the loyalty routes', () => {
      expect(sideMenuModel(member, '/order-details').loyalty).toBe(true);
      expect(sideMenuModel(member, '/track-order').loyalty).toBe(true);
      expect(sideMenuModel(member, '/menu').loyalty).toBe(false);
      expect(sideMenuModel(member, '/split-bill').loyalty).toBe(false);
    });
  });

  describe('the locale dropdown (A§2)', () => {
    it('shows when the company offers more than one locale', () => {
      expect(sideMenuModel(visitor, '/').localeDropdown).toBe(true);
      expect(sideMenuModel(homePageWith({ company: kuwaitCompany }), '/').localeDropdown).toBe(
        true,
      );
    });

    it('hides for a single locale', () => {
      const one = { ...company, locale_data: { locales: ['en' as const], default: 'en' as const } };
      expect(sideMenuModel(homePageWith({ company: one }), '/').localeDropdown).toBe(false);
    });
  });

  describe('the branding (A§2)', () => {
    it('shows when show_branding is on', () => {
      expect(
        sideMenuModel(homePageWith({ feature_flags: flags({ show_branding: true }) }), '/')
          .branding,
      ).toBe(true);
    });

    it('hides when it is off', () => {
      expect(sideMenuModel(visitor, '/').branding).toBe(false);
    });
  });
});
