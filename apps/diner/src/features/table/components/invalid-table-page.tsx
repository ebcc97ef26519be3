import { useLingui } from '@lingui/react';
import { ThemeRoot } from '@tabula/ui';
import { isLocale, localeInfo, SOURCE_LOCALE } from '@/lib/i18n/locales';
import { InvalidTableScreen } from './invalid-table-screen';

/**
 * /invalid-table standing alone, for a visit without a session: the server sends an unknown QR
 * code there, and the POS's table update resets the session first (B§2), so the home page
 * configuration answers 401 and the shell cannot load. It brings its own theme (the default
 * brand: the company is not known) and the language already active.
 */
export function InvalidTablePage() {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
  return (
    <ThemeRoot dir={localeInfo(locale).rtl ? 'rtl' : 'ltr'} lang={locale}>
      <InvalidTableScreen />
    </ThemeRoot>
  );
}
