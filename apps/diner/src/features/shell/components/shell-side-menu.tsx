import { useLingui } from '@lingui/react/macro';
import { Icon, LocaleDropdown, SideMenu, type IconName, type SideMenuEntry } from '@tabula/ui';
import { useLocation } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { signInHref } from '@/lib/auth/sign-in-return';
import { formatPoints } from '@/lib/i18n/format-points';
import { chooseLocaleAtom } from '@/lib/i18n/locale-store';
import { isLocale, localeInfo } from '@/lib/i18n/locales';
import type { HomePageData } from '@/lib/venue/home-page';
import { useGoTo } from '../hooks/use-go-to';
import { useSignOut } from '../hooks/use-sign-out';
import {
  closeShellOverlayAtom,
  openShellOverlayAtom,
  shellOverlayAtom,
} from '../state/shell-atoms';
import { sideMenuModel, type SideMenuEntryId } from '../utils/side-menu-model';
import * as styles from './shell-side-menu.css';

/** Props of {@link ShellSideMenu}. */
export interface ShellSideMenuProps {
  page: HomePageData;
  /** Follows the sign-out's redirect_url; a full page load by default. */
  onSignedOut?: (url: string) => void;
}

const ICONS: Readonly<Record<SideMenuEntryId, IconName>> = {
  home: 'cutlery',
  search: 'search',
  promotions: 'tag',
  orders: 'receipt',
  account: 'user',
  login: 'user',
  logout: 'arrowBack',
  terms: 'info',
};

/** Where an entry leads; search goes to the screen the diner is on, with the search box focused. */
const ROUTES: Readonly<Partial<Record<SideMenuEntryId, string>>> = {
  home: '/',
  orders: '/my-account/past-orders',
  account: '/my-account/profile',
  login: '/login',
};

/**
 * The side menu (A§2): its entries by the rules of `sideMenuModel`, the loyalty balance, the
 * language picker and the powered-by branding.
 */
export function ShellSideMenu({ page, onSignedOut }: ShellSideMenuProps) {
  const { t, i18n } = useLingui();
  const overlay = useAtomValue(shellOverlayAtom);
  const open = useSetAtom(openShellOverlayAtom);
  const close = useSetAtom(closeShellOverlayAtom);
  const chooseLocale = useSetAtom(chooseLocaleAtom);
  const goTo = useGoTo();
  const { signOut } = useSignOut(onSignedOut);
  const { pathname, href } = useLocation();
  const model = sideMenuModel(page, pathname);

  const labels: Readonly<Record<SideMenuEntryId, string>> = {
    home: t`Home`,
    search: t`Search`,
    promotions: t`Promotions`,
    orders: t`My Orders`,
    account: t`My Account`,
    login: t`Login`,
    logout: t`Logout`,
    terms: t`Terms of service`,
  };

  const select = (id: SideMenuEntryId) => {
    switch (id) {
      case 'promotions':
        open('promotions');
        return;
      case 'terms':
        open('terms');
        return;
      case 'logout':
        close();
        signOut();
        return;
      case 'login':
        close();
        // issue 30: sign-in returns the diner to the screen they opened the menu on.
        void goTo(signInHref(href));
        return;
      case 'search':
        close();
        // The menu screen focuses its search box when `search` is true (A§9: after 100 ms).
        void goTo(`${pathname === '/menu' ? '/menu' : '/'}?search=true`);
        return;
      default: {
        close();
        const route = ROUTES[id];
        if (route !== undefined) void goTo(route);
      }
    }
  };

  const entries: SideMenuEntry[] = model.entries.map((id) => ({
    id,
    label: labels[id],
    icon: ICONS[id],
    onSelect: () => {
      select(id);
    },
    current: ROUTES[id] === pathname && id !== 'login',
  }));

  const offered = page.company.locale_data.locales.filter(isLocale);
  const loyaltyPoints = page.loyalty?.customer_loyalty ?? null;
  const points = loyaltyPoints === null ? '' : formatPoints(loyaltyPoints, i18n.locale);

  return (
    <SideMenu
      open={overlay === 'side_menu'}
      onClose={close}
      label={t`Main menu`}
      closeLabel={t`Close menu`}
      entries={entries}
      header={
        <div className={styles.headerBlock}>
          <span className={styles.companyName}>{page.company.name}</span>
          {page.user?.name && <span className={styles.dinerName}>{page.user.name}</span>}
        </div>
      }
      footer={
        <>
          {model.loyalty && (
            <p className={styles.loyalty}>
              <Icon name="star" size="small" />
              {t`Loyalty points: ${points}`}
            </p>
          )}
          {model.localeDropdown && (
            <LocaleDropdown
              label={t`Language`}
              value={i18n.locale}
              options={offered.map((code) => ({ code, label: localeInfo(code).label }))}
              onChange={(code) => {
                if (isLocale(code)) chooseLocale(code);
              }}
            />
          )}
          {model.branding && <p className={styles.branding}>{t`Powered by Tabula`}</p>}
        </>
      }
    />
  );
}
