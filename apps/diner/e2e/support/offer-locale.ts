import type { Page } from '@playwright/test';
import { endpoints, HOME_PAGE_SCRIPT_ID, type Locale } from '@tabula/api-client';

/** The part of the home page configuration this helper changes. */
interface WithLocales {
  company: { locale_data: { locales: Locale[] } };
}

/** The configuration with the locale added to the company's languages (checked, then changed). */
function withLocale(json: unknown, locale: Locale): WithLocales {
  endpoints.pages.home.response.parse(json);
  const page = json as WithLocales;
  const { locales } = page.company.locale_data;
  if (!locales.includes(locale)) locales.push(locale);
  return page;
}

const INLINED = new RegExp(
  `(<script type="application/json" id="${HOME_PAGE_SCRIPT_ID}">)([\\s\\S]*?)(</script>)`,
);

/**
 * Makes the page's home page configuration offer one more language: the `/pages/home` answers
 * and the copy the server inlines into the app's page get that locale in
 * `company.locale_data.locales`; every other byte is the server's. The demo cafe offers en, zh
 * and ms (apps/server/src/seed/seed-cafe.ts), so its side menu has no Arabic; with this the
 * Arabic journey runs through the cafe's full ordering flow. Nothing changes once the company
 * offers the locale itself.
 *
 * Playwright routes only the first request of a redirect chain, so the app's page a scan
 * redirects to keeps the server's copy: load the page again after `openQr`.
 */
export async function offerLocale(page: Page, locale: Locale): Promise<void> {
  await page.route(
    (url) => url.pathname === endpoints.pages.home.path,
    async (route) => {
      const response = await route.fetch();
      if (!response.ok()) {
        await route.fulfill({ response });
        return;
      }
      await route.fulfill({ response, json: withLocale(await response.json(), locale) });
    },
  );
  // The app's page itself carries the configuration of its first paint.
  await page.route('**/*', async (route) => {
    const request = route.request();
    // A scan's /q/{token} redirects to the app and sets the session: left to the browser.
    if (
      request.resourceType() !== 'document' ||
      new URL(request.url()).pathname.startsWith('/q/')
    ) {
      await route.fallback();
      return;
    }
    const response = await route.fetch();
    const html = await response.text();
    const inlined = INLINED.exec(html);
    if (!inlined) {
      await route.fulfill({ response, body: html });
      return;
    }
    const json = JSON.stringify(withLocale(JSON.parse(inlined[2] ?? ''), locale)).replace(
      /</g,
      '\\u003c',
    );
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({
      status: response.status(),
      headers,
      body: html.replace(
        INLINED,
        (_whole, open: string, _data, close: string) => open + json + close,
      ),
    });
  });
}
