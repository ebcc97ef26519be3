import {
  isLoyaltyEnabledForMode,
  loyaltyAppliesOnRoute,
  loyaltyMode,
  loyaltyWidgetState,
} from '@tabula/engine';
import type { HomePageData } from '@/lib/venue/home-page';
import { sessionTypeOf } from '@/lib/venue/session-type';

/** The entries the side menu may list, in their order (A§2 Side menu). */
export const SIDE_MENU_ENTRIES = [
  'home',
  'search',
  'promotions',
  'orders',
  'account',
  'login',
  'logout',
  'terms',
] as const;

/** One entry of the side menu. */
export type SideMenuEntryId = (typeof SIDE_MENU_ENTRIES)[number];

/** What the side menu shows for a diner on a screen. */
export interface SideMenuModel {
  entries: SideMenuEntryId[];
  /** The loyalty line with the points balance. */
  loyalty: boolean;
  /** The language picker. */
  localeDropdown: boolean;
  /** The powered-by branding. */
  branding: boolean;
}

/** The parts of the home page configuration the side menu reads. */
export type SideMenuPage = Pick<
  HomePageData,
  'session' | 'company' | 'feature_flags' | 'user' | 'promotions' | 'loyalty'
>;

/** The path without its query, hash and trailing slash. */
function routeOf(path: string): string {
  const pathname = path.split(/[?#]/u)[0] ?? '/';
  const trimmed = pathname.replace(/\/+$/u, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * Decides the side menu's entries and extras from the configuration and the current path
 * (A§2 Side menu), one rule per entry.
 *
 * @example `sideMenuModel(page, '/').entries // ['home', 'search', 'login', 'terms']`
 */
export function sideMenuModel(page: SideMenuPage, path: string): SideMenuModel {
  const route = routeOf(path);
  const flags = page.feature_flags;
  const sessionType = sessionTypeOf(page.session);
  const signedIn = page.user !== null;
  const registered = signedIn && page.user?.is_guest === false;

  // spec: A§2 Search: on / in the default session type, or on /menu in scan-and-pay with the
  // search feature enabled.
  // our choice: the search flag gates both, as it gates the search box itself (A§6).
  const search =
    flags.search.enabled &&
    ((route === '/' && sessionType === 'default') ||
      (route === '/menu' && sessionType === 'scan_and_pay'));

  const entries: SideMenuEntryId[] = ['home'];
  if (search) entries.push('search');
  // spec: A§2 Promotions: a signed-in user with available promotions.
  if (signedIn && page.promotions.length > 0) entries.push('promotions');
  // spec: A§2 My Orders and My Account: signed-in non-guest users only.
  if (registered) entries.push('orders', 'account');
  // spec: A§2 Login when not signed in (only with the user feature), Logout when signed in.
  if (!signedIn && flags.user.enabled) entries.push('login');
  if (signedIn) entries.push('logout');
  // our choice: the terms of service are always one tap away (A§2 Terms of service modal).
  entries.push('terms');

  // spec: A§4 Loyalty availability: the widget needs the loyalty feature, the mode enabled, a
  // signed-in user and has_loyalty, and loyalty applies only on its routes.
  const widget = loyaltyWidgetState({
    featureEnabled: flags.loyalty.enabled,
    enabledForMode: isLoyaltyEnabledForMode(
      page.company.loyalty_details,
      loyaltyMode(page.session.table_id),
    ),
    signedIn,
    isGuest: page.user?.is_guest ?? false,
    hasLoyalty: page.user?.has_loyalty ?? false,
  });
  const loyalty = widget === 'redeem' && page.loyalty !== null && loyaltyAppliesOnRoute(route);

  return {
    entries,
    loyalty,
    // spec: A§2 Locale dropdown: only when the company offers more than one locale.
    localeDropdown: new Set(page.company.locale_data.locales).size > 1,
    // spec: A§2 Powered-by branding when the branding feature is on.
    branding: flags.show_branding.enabled,
  };
}
