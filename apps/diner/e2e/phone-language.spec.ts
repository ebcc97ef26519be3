import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { HOME_PAGE_SCRIPT_ID } from '@tabula/api-client';
import { message } from './support/catalog';
import { venue } from './support/demo';
import { CAFE_ANNOUNCEMENT, enterCafeMenu } from './support/enter-menu';
import { documentLanguage } from './support/layout';
import { menuCard } from './support/menu';

/*
 * Issue 30, "The app ignores the phone's language": a phone set to Arabic (Playwright's locale
 * sets navigator.languages and Accept-Language) opens the cafe, which offers en, zh, ms and ar
 * with English by default, in Arabic on the first visit, right to left from the first paint.
 * The diner's pick in the side menu then wins, also after a reload, and switching language does
 * not bring the closed announcement back over the side menu.
 */
test.use({ locale: 'ar-KW' });

const ar = (id: string) => message('ar', id);

/** The cafe's Arabic names the journey reads (the seed's translations). */
const CAFE_AR = { mains: 'الأطباق الرئيسية', nasiLemak: 'ناسي ليماك' } as const;

/**
 * Records `<html lang>` at every change of the page while the app has drawn something, from the
 * first paint on, so a language that shows for a moment before another is caught.
 */
async function recordPaintedLanguages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const painted: string[] = [];
    Object.assign(window, { tabulaPaintedLanguages: painted });
    const note = () => {
      const root = document.getElementById('root');
      const lang = document.documentElement.lang;
      if (root !== null && root.textContent.trim() !== '' && !painted.includes(lang)) {
        painted.push(lang);
      }
    };
    new MutationObserver(note).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
}

const paintedLanguages = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { tabulaPaintedLanguages: string[] }).tabulaPaintedLanguages,
  );

test('a phone in Arabic opens the cafe in Arabic; English chosen in the side menu stays', async ({
  page,
}) => {
  await recordPaintedLanguages(page);

  await test.step('the first visit follows the phone: Arabic, right to left, from the first paint', async () => {
    const answer = await page.goto(venue('cafe').links.Counter ?? 'no counter link');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    // The server inlined the page configuration: the path where a flash could hide.
    expect(await answer?.text()).toContain(HOME_PAGE_SCRIPT_ID);
    expect(await page.evaluate(() => navigator.languages)).toEqual(['ar-KW']);
    await expect.poll(() => documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await enterCafeMenu(page, 'Take Out', {
      mode: ar('Take Out'),
      announcement: ar('Announcement'),
      close: ar('Close'),
      locale: 'ar',
    });
    await expect(page.getByRole('heading', { name: CAFE_AR.mains, exact: true })).toBeVisible();
    await expect(menuCard(page, CAFE_AR.nasiLemak)).toBeVisible();
    expect(await paintedLanguages(page)).toEqual(['ar']);
    // Following the phone is not a choice: nothing is stored yet.
    expect(await page.evaluate(() => localStorage.getItem('tabula.locale'))).toBeNull();
  });

  await test.step('English from the side menu; the closed announcement stays closed', async () => {
    await page.getByRole('button', { name: ar('Open menu') }).click();
    const sideMenu = page.getByRole('dialog', { name: ar('Main menu') });
    await sideMenu
      .getByRole('combobox', { name: ar('Language') })
      .selectOption({ label: 'English' });
    await expect.poll(() => documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
    const englishMenu = page.getByRole('dialog', { name: 'Main menu' });
    await expect(englishMenu.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    // Nothing over the side menu: it is the only dialog, and no announcement in any language.
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.getByText(CAFE_ANNOUNCEMENT.en)).toHaveCount(0);
    await expect(page.getByText(CAFE_ANNOUNCEMENT.ar)).toHaveCount(0);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(englishMenu).toHaveCount(0);
  });

  await test.step('a reload keeps English, the diner’s choice, over the phone’s Arabic', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Mains', exact: true })).toBeVisible();
    expect(await documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
    expect(await paintedLanguages(page)).toEqual(['en']);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
