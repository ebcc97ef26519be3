import { useLingui } from '@lingui/react';
import { ThemeRoot } from '@tabula/ui';
import { Outlet, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { isLocale, localeInfo, SOURCE_LOCALE } from '@/lib/i18n/locales';
import { useVenueText } from '@/lib/i18n/venue-text';
import { useHomePage } from '@/lib/venue/home-page';
import { useMoneySettings } from '@/lib/venue/money-settings';
import { useLocaleSync } from '../hooks/use-locale-sync';
import { useRouteFocus } from '../hooks/use-route-focus';
import { closedAnnouncementsAtom, shellOverlayAtom } from '../state/shell-atoms';
import { announcementsToShow } from '../utils/announcements';
import { dineModeChooserState } from '../utils/dine-mode-chooser';
import { AppHeader } from './app-header';
import * as styles from './app-shell.css';
import './global.css';
import { CompanyBanner } from './company-banner';
import { DineModeScreen } from './dine-mode-screen';
import { ErrorPopupHost } from './error-popup-host';
import { OrderStatus } from './order-status';
import { OutletAnnouncement } from './outlet-announcement';
import { PromotionsModal } from './promotions-modal';
import { ShellFooter } from './shell-footer';
import { ShellSideMenu } from './shell-side-menu';
import { TermsModal } from './terms-modal';

/** The routes that show the menu, where the company's announcement banner sits. */
const MENU_ROUTES = new Set(['/', '/menu']);

/** Props of {@link AppShell}. */
export interface AppShellProps {
  /** Other features' app-wide layers (the cart's sheets), drawn inside the theme. */
  overlays?: ReactNode;
  /** Other features' status bars, under the order's (B§2: the waiter's). */
  statusBars?: ReactNode;
}

/**
 * The root layout: the company's brand and the diner's language and direction (ThemeRoot), the
 * header, the order status bar, the announcements, the dine-mode chooser, the side menu and its
 * modals, the error popups, and the screen of the route.
 */
export function AppShell({ overlays, statusBars }: AppShellProps = {}) {
  const page = useHomePage();
  // spec: A§9, the company's decimal_precision is stored locally on every load.
  useMoneySettings();
  useLocaleSync(page.company.locale_data);
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
  const overlay = useAtomValue(shellOverlayAtom);
  const closed = useAtomValue(closedAnnouncementsAtom);
  const { pathname } = useLocation();
  useRouteFocus(pathname);

  const chooser = dineModeChooserState(page);
  const choosing = chooser === 'required' || (chooser === 'available' && overlay === 'dine_mode');
  const venue = useVenueText();
  const announcements = announcementsToShow(page, closed, venue.locales);

  return (
    <ThemeRoot
      brandColor={page.company.brand_color}
      dir={localeInfo(locale).rtl ? 'rtl' : 'ltr'}
      lang={locale}
    >
      {/* React hoists it into <head>: the tab and the history read the restaurant's name. */}
      <title>{page.company.name}</title>
      <div className={styles.shell}>
        <AppHeader company={page.company} dineMode={page.session.dine_mode} chooser={chooser} />
        <OrderStatus page={page} />
        {statusBars}
        <div className={styles.content}>
          {choosing ? (
            <DineModeScreen companyName={page.company.name} current={page.session.dine_mode} />
          ) : (
            <>
              {MENU_ROUTES.has(pathname) && <CompanyBanner announcement={announcements.banner} />}
              <Outlet />
            </>
          )}
        </div>
        <ShellFooter />
      </div>
      <ShellSideMenu page={page} />
      <PromotionsModal promotions={page.promotions} />
      <TermsModal companyName={page.company.name} countryCode={page.company.country_code} />
      {/* our choice: the outlet's announcement waits until the dine mode is chosen. */}
      <OutletAnnouncement announcement={choosing ? null : announcements.modal} />
      {overlays}
      <ErrorPopupHost />
    </ThemeRoot>
  );
}
