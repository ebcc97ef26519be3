import { expect, type Page } from '@playwright/test';

/** The cafe outlet's announcement in each language (the seed translates it). */
export const CAFE_ANNOUNCEMENT = {
  en: 'Our kitchen closes at 9.30 pm.',
  ar: 'يغلق مطبخنا الساعة 9:30 مساءً.',
  zh: '厨房于晚上9点30分关闭。',
  ms: 'Dapur kami ditutup pada 9.30 malam.',
} as const;

/** The dine modes of the chooser, as its radios are named in English. */
export type DineModeLabel = 'Eat In' | 'Take Out';

/**
 * Gets from a fresh counter scan of the cafe to its menu: picks the dine mode on the chooser (the
 * outlet offers both, A§1), then closes the outlet's announcement modal (A§2), which waits for
 * the chooser. Both are asserted, so a chooser or an announcement that stops showing fails here.
 *
 * @param page - a page just after `openQr(page, 'cafe')`
 * @param mode - the radio to pick, "Take Out" by default
 * @param names - the chooser's, the dialog's and the Close button's names in the page's language,
 *   and the language the announcement is read in (English by default)
 */
export async function enterCafeMenu(
  page: Page,
  mode: DineModeLabel = 'Take Out',
  names: {
    mode?: string;
    announcement?: string;
    close?: string;
    locale?: keyof typeof CAFE_ANNOUNCEMENT;
  } = {},
): Promise<void> {
  // A click, not check(): the screen closes as soon as the server takes the mode, so check()'s
  // read of the radio's state after its click can find the radio gone and wait in vain.
  await page.getByRole('radio', { name: names.mode ?? mode }).click();
  const announcement = page.getByRole('dialog', { name: names.announcement ?? 'Announcement' });
  await expect(announcement).toContainText(CAFE_ANNOUNCEMENT[names.locale ?? 'en']);
  await announcement
    .getByRole('button', { name: names.close ?? 'Close' })
    .filter({ hasText: names.close ?? 'Close' })
    .click();
  await expect(announcement).toHaveCount(0);
  await expect(page.getByRole('searchbox')).toBeVisible();
}
