import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { requestTermsAtom, termsRequestedAtom } from '@/lib/auth/terms-request';
import { activateLocale } from '@/lib/i18n/i18n';
import {
  company,
  counterSession,
  flags,
  homePageWith,
  kuwaitCompany,
  outlet,
  recentOrder,
  type HomePage,
} from '@test/fixtures/home-page';
import { renderApp } from '@test/render-app';
import { AppShell } from '../components/app-shell';

const quiet = flags({ company_announcement: false, marketing_announcement: false });

function renderShell(homePage: HomePage, path = '/') {
  return renderApp(<AppShell />, { homePage, path, theme: false });
}

/** The element ThemeRoot renders, which carries the language and direction. */
function themeRoot(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[lang][dir]:not(html)');
}

/** The address a fetch was called with (the api client passes a string). */
function urlOf(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** How long a test waits for a language's catalogue to load and take effect. */
const CATALOGUE_LOAD = { timeout: 10_000 };

/** Sets the phone's languages (`navigator.languages`, in order) for one test. */
function phoneLanguages(languages: readonly string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

describe('AppShell', () => {
  beforeEach(() => {
    const meta = document.createElement('meta');
    meta.name = 'csrf-token';
    meta.content = 'test-token';
    document.head.append(meta);
  });

  afterEach(async () => {
    document.head.querySelector('meta[name="csrf-token"]')?.remove();
    localStorage.clear();
    sessionStorage.clear();
    await activateLocale('en');
  });

  describe('languages', () => {
    it('switching to Arabic in the side menu stores the choice and reads right to left', async () => {
      const bilingual: HomePage['company'] = {
        ...company,
        locale_data: { locales: ['en', 'ar'], default: 'en' },
      };
      await renderShell(homePageWith({ company: bilingual, feature_flags: quiet }));
      expect(document.documentElement.dir).toBe('ltr');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await userEvent.selectOptions(page.getByRole('combobox', { name: 'Language' }), 'ar');
      // The Arabic catalogue is compiled and loaded on first use: under a loaded machine that
      // can take longer than a poll's default second.
      await expect.poll(() => document.documentElement.dir, CATALOGUE_LOAD).toBe('rtl');
      expect(document.documentElement.lang).toBe('ar');
      await expect.poll(() => themeRoot()?.getAttribute('dir'), CATALOGUE_LOAD).toBe('rtl');
      expect(themeRoot()?.getAttribute('lang')).toBe('ar');
      expect(localStorage.getItem('tabula.locale')).toBe('"ar"');
    });

    it("opens in the company's default language when the phone's languages are not offered (A§9)", async () => {
      phoneLanguages(['fr-FR', 'fr']);
      await renderShell(homePageWith({ company: kuwaitCompany, feature_flags: quiet }));
      await expect.poll(() => document.documentElement.dir, CATALOGUE_LOAD).toBe('rtl');
      await expect.poll(() => themeRoot()?.getAttribute('lang'), CATALOGUE_LOAD).toBe('ar');
    });

    it("opens in the phone's language on a first visit, when the company offers it", async () => {
      phoneLanguages(['ar-KW', 'en-US']);
      const bilingual: HomePage['company'] = {
        ...company,
        locale_data: { locales: ['en', 'ar'], default: 'en' },
      };
      await renderShell(homePageWith({ company: bilingual, feature_flags: quiet }));
      await expect.poll(() => document.documentElement.dir, CATALOGUE_LOAD).toBe('rtl');
      expect(document.documentElement.lang).toBe('ar');
      await expect.poll(() => themeRoot()?.getAttribute('lang'), CATALOGUE_LOAD).toBe('ar');
      // Following the phone is not a choice: nothing is stored.
      expect(localStorage.getItem('tabula.locale')).toBeNull();
    });

    it("takes the phone's first language the company offers, in order", async () => {
      phoneLanguages(['ar-KW', 'zh-Hans-CN', 'en-US']);
      await renderShell(homePageWith({ feature_flags: quiet }));
      await expect.poll(() => themeRoot()?.getAttribute('lang'), CATALOGUE_LOAD).toBe('zh');
      expect(document.documentElement.dir).toBe('ltr');
    });

    it("keeps the diner's stored choice over the phone's language", async () => {
      phoneLanguages(['ar-KW']);
      localStorage.setItem('tabula.locale', JSON.stringify('en'));
      await renderShell(homePageWith({ company: kuwaitCompany, feature_flags: quiet }));
      await expect.element(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
      expect(document.documentElement.dir).toBe('ltr');
      expect(themeRoot()?.getAttribute('lang')).toBe('en');
    });

    it('has no language picker when the company offers one language', async () => {
      const single = {
        ...company,
        locale_data: { locales: ['en' as const], default: 'en' as const },
      };
      await renderShell(homePageWith({ company: single, feature_flags: quiet }));
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect.element(page.getByRole('dialog', { name: 'Main menu' })).toBeVisible();
      expect(page.getByRole('combobox', { name: 'Language' }).query()).toBeNull();
    });
  });

  describe('the dine-mode chooser', () => {
    it('asks Eat In or Take Out first when the outlet offers both, without Back', async () => {
      const noMode = { ...counterSession, dine_mode: null };
      const chosen = homePageWith({ session: counterSession, feature_flags: quiet });
      const fetchSpy = vi
        .spyOn(globalThis, 'fetch')
        .mockImplementation((input) =>
          Promise.resolve(
            urlOf(input).startsWith('/dine_modes/update_session')
              ? json({ session: counterSession })
              : json(chosen),
          ),
        );
      await renderShell(homePageWith({ session: noMode, feature_flags: quiet }));
      const chooser = page.getByRole('group', { name: 'How would you like your order?' });
      await expect.element(chooser).toBeVisible();
      expect(page.getByRole('button', { name: 'Back' }).query()).toBeNull();
      await page.getByRole('radio', { name: 'Eat In' }).click();
      await expect.poll(() => chooser.query()).toBeNull();
      const call = fetchSpy.mock.calls.find(([url]) => urlOf(url) === '/dine_modes/update_session');
      expect(call?.[1]?.method).toBe('POST');
      expect(call?.[1]?.body).toBe(JSON.stringify({ type: 'eat_in' }));
      await expect.element(page.getByRole('button', { name: 'Eat In, change' })).toBeVisible();
    });

    it('reopens from the header with Back once a mode is set', async () => {
      await renderShell(homePageWith({ feature_flags: quiet }));
      await page.getByRole('button', { name: 'Eat In, change' }).click();
      const chooser = page.getByRole('group', { name: 'How would you like your order?' });
      await expect.element(chooser).toBeVisible();
      await expect.element(page.getByRole('radio', { name: 'Eat In' })).toBeChecked();
      await page.getByRole('button', { name: 'Back' }).click();
      await expect.poll(() => chooser.query()).toBeNull();
    });

    it('is not offered when the outlet has one service type', async () => {
      const eatIn = homePageWith({
        session: { ...counterSession, dine_mode: null },
        outlet: { ...homePageWith({}).outlet, service_type: 'eat_in' },
        feature_flags: quiet,
      });
      await renderShell(eatIn);
      await expect.element(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
      expect(
        page.getByRole('group', { name: 'How would you like your order?' }).query(),
      ).toBeNull();
      expect(page.getByRole('button', { name: /change/ }).query()).toBeNull();
    });
  });

  describe('announcements', () => {
    it('the outlet announcement modal closes and stays closed for the visit', async () => {
      const withModal = homePageWith({ feature_flags: flags({ company_announcement: false }) });
      const first = await renderShell(withModal);
      const modal = page.getByRole('dialog', { name: 'Announcement' });
      await expect
        .element(modal.getByText('Our kitchen closes at 9.30 pm. Thank you for visiting!'))
        .toBeVisible();
      await modal.getByRole('button', { name: 'Close' }).last().click();
      await expect.poll(() => modal.query()).toBeNull();
      await first.unmount();
      await renderShell(withModal);
      await expect.element(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
      expect(page.getByRole('dialog', { name: 'Announcement' }).query()).toBeNull();
    });

    it('switching language over the side menu does not bring closed announcements back', async () => {
      const arabicModal = 'يغلق مطبخنا الساعة 9:30 مساءً.';
      const arabicBanner = 'جديد: فطور متأخر في عطلة نهاية الأسبوع.';
      const translated = homePageWith({
        company: {
          ...company,
          locale_data: { locales: ['en', 'ar'], default: 'en' },
          translations: { ar: { announcement: arabicBanner } },
        },
        outlet: { ...outlet, translations: { ar: { announcement: arabicModal } } },
      });
      await renderShell(translated);
      const modal = page.getByRole('dialog', { name: 'Announcement' });
      await expect.element(modal.getByText(/Our kitchen closes at 9.30 pm/)).toBeVisible();
      await modal.getByRole('button', { name: 'Close' }).last().click();
      await expect.poll(() => modal.query()).toBeNull();
      const banner = page.getByText('New: weekend brunch, Saturdays and Sundays from 9 am.');
      await page.getByRole('button', { name: 'Close announcement' }).click();
      await expect.poll(() => banner.query(), { timeout: 5000 }).toBeNull();

      await page.getByRole('button', { name: 'Open menu' }).click();
      await userEvent.selectOptions(page.getByRole('combobox', { name: 'Language' }), 'ar');
      await expect.poll(() => themeRoot()?.getAttribute('lang'), CATALOGUE_LOAD).toBe('ar');
      // The side menu stays open, in Arabic, and nothing is drawn over it.
      await expect.element(page.getByRole('combobox')).toHaveValue('ar');
      expect(page.getByRole('dialog').elements()).toHaveLength(1);
      expect(page.getByText(arabicModal).query()).toBeNull();
      expect(page.getByText(arabicBanner).query()).toBeNull();
    });

    it('the company banner shows on the menu and leaves after its close delay', async () => {
      await renderShell(homePageWith({ feature_flags: flags({ marketing_announcement: false }) }));
      const text = page.getByText('New: weekend brunch, Saturdays and Sundays from 9 am.');
      await expect.element(text).toBeVisible();
      await page.getByRole('button', { name: 'Close announcement' }).click();
      await expect.poll(() => text.query(), { timeout: 5000 }).toBeNull();
      expect(sessionStorage.getItem('tabula.dismissed_announcements')).toContain('company:1:');
    });

    it('the company banner is not on other screens', async () => {
      await renderShell(
        homePageWith({ feature_flags: flags({ marketing_announcement: false }) }),
        '/order-details',
      );
      await expect.element(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
      expect(
        page.getByText('New: weekend brunch, Saturdays and Sundays from 9 am.').query(),
      ).toBeNull();
    });
  });

  describe('terms of service', () => {
    it('the footer link opens the Singapore text for an SG company', async () => {
      await renderShell(homePageWith({ feature_flags: quiet }));
      await page.getByRole('button', { name: 'Terms of service' }).click();
      const terms = page.getByRole('dialog', { name: 'Terms of service' });
      await expect.element(terms.getByText(/Personal Data Protection Act 2012/)).toBeVisible();
      await expect.element(terms.getByText(/18 years of age or older/)).toBeVisible();
      await expect.element(terms.getByText(/in the 3 months before the claim arose/)).toBeVisible();
    });

    it('the side menu opens the other text for a company outside Singapore', async () => {
      await renderShell(
        homePageWith({
          company: { ...kuwaitCompany, locale_data: { locales: ['en'], default: 'en' } },
          feature_flags: quiet,
        }),
      );
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation').getByRole('button', { name: 'Terms of service' }).click();
      const terms = page.getByRole('dialog', { name: 'Terms of service' });
      await expect
        .element(
          terms.getByText(/governed by the laws of the country where the restaurant operates/),
        )
        .toBeVisible();
      expect(terms.getByText(/Personal Data Protection Act/).query()).toBeNull();
    });
  });

  describe('terms of service asked for by another screen', () => {
    it('opens when a screen requests it (the sign-in terms checkbox) and clears the request on close', async () => {
      const { store } = await renderShell(homePageWith({ feature_flags: quiet }));
      store.set(requestTermsAtom);
      const terms = page.getByRole('dialog', { name: 'Terms of service' });
      await expect.element(terms.getByText(/18 years of age or older/)).toBeVisible();
      await terms.getByRole('button', { name: 'Close' }).first().click();
      await expect.element(terms).not.toBeInTheDocument();
      expect(store.get(termsRequestedAtom)).toBe(false);
    });
  });

  describe('the order status bar', () => {
    it('shows the recent order and links to /track-order', async () => {
      const { router } = await renderShell(
        homePageWith({ recent_order: recentOrder('delivered'), feature_flags: quiet }),
      );
      const bar = page.getByRole('status');
      await expect.element(bar.getByText('Enjoy your meal')).toBeVisible();
      await bar.getByRole('link').click();
      await expect.poll(() => router.state.location.pathname).toBe('/track-order');
      // The track screen shows the status itself.
      await expect.poll(() => page.getByText('Enjoy your meal').query()).toBeNull();
    });

    it('a rejected order has OK, which dismisses the bar', async () => {
      await renderShell(
        homePageWith({ recent_order: recentOrder('rejected'), feature_flags: quiet }),
      );
      await expect.element(page.getByText('Order A-042 was rejected.')).toBeVisible();
      await page.getByRole('button', { name: 'OK' }).click();
      await expect.poll(() => page.getByText('Order A-042 was rejected.').query()).toBeNull();
    });

    it('is not a link when the checkout feature (and so /track-order) is off', async () => {
      await renderShell(
        homePageWith({
          recent_order: recentOrder('cancelled'),
          feature_flags: flags({
            checkout: false,
            company_announcement: false,
            marketing_announcement: false,
          }),
        }),
      );
      await expect
        .element(page.getByText('Order A-042 was cancelled. Please proceed to the next counter.'))
        .toBeVisible();
      expect(page.getByRole('status').getByRole('link').query()).toBeNull();
    });
  });

  it('themes the app with the company brand colour and names the tab after it', async () => {
    await renderShell(homePageWith({ feature_flags: quiet }));
    await expect.element(page.getByRole('banner')).toBeVisible();
    const style = themeRoot()?.getAttribute('style') ?? '';
    expect(style.toLowerCase()).toContain('#0f766e');
    await expect.poll(() => document.title).toBe('Kopi & Kaya Cafe');
  });
});
