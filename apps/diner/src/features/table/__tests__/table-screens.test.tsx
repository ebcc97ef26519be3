import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderApp } from '@test/render-app';
import { InvalidTablePage } from '../components/invalid-table-page';
import { InvalidTableScreen } from '../components/invalid-table-screen';
import { TableOccupiedScreen } from '../components/table-occupied-screen';
import { TableUnavailableScreen } from '../components/table-unavailable-screen';
import { openTabHomePage } from './table-fixtures';

describe('the table screens (B§2)', () => {
  it('/table-occupied says the request was not accepted and leads back to the menu', async () => {
    const { router } = await renderApp(<TableOccupiedScreen />, {
      homePage: openTabHomePage(),
      path: '/table-occupied',
    });
    await expect
      .element(page.getByRole('heading', { name: 'This table is occupied' }))
      .toBeVisible();
    await page.getByRole('button', { name: 'Back to menu' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/');
  });

  it('/table-unavailable says the payment is being processed and offers Try again', async () => {
    const { router } = await renderApp(<TableUnavailableScreen />, {
      homePage: openTabHomePage(),
      path: '/table-unavailable',
    });
    await expect.element(page.getByRole('heading', { name: 'Table unavailable' })).toBeVisible();
    await expect
      .element(page.getByText('Payment for this table is being processed', { exact: false }))
      .toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/');
  });

  it('/invalid-table asks the diner to scan the QR code again', async () => {
    await renderApp(<InvalidTableScreen />, {
      homePage: openTabHomePage(),
      path: '/invalid-table',
    });
    await expect.element(page.getByRole('heading', { name: 'Table updated' })).toBeVisible();
    await expect.element(page.getByText('Launch the camera on your phone.')).toBeVisible();
    expect(page.getByRole('button').query()).toBeNull();
  });

  it.each([
    ['ar', 'هذه الطاولة مشغولة', 'rtl'],
    ['zh', '这张餐桌已有人', 'ltr'],
    ['ms', 'Meja ini sudah diduduki', 'ltr'],
  ] as const)('/table-occupied in %s', async (locale, title, dir) => {
    await renderApp(<TableOccupiedScreen />, { homePage: openTabHomePage(), locale });
    const heading = page.getByRole('heading', { name: title });
    await expect.element(heading).toBeVisible();
    expect(heading.element().closest('[dir]')?.getAttribute('dir')).toBe(dir);
  });

  it('/invalid-table stands alone without a session, in its own theme and direction', async () => {
    await renderApp(<InvalidTablePage />, {
      homePage: openTabHomePage(),
      locale: 'ar',
      theme: false,
    });
    const heading = page.getByRole('heading', { name: 'تم تحديث الطاولة' });
    await expect.element(heading).toBeVisible();
    expect(heading.element().closest('[dir]')?.getAttribute('dir')).toBe('rtl');
  });
});
