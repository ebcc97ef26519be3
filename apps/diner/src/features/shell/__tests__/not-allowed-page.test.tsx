import { ApiError } from '@tabula/api-client';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderApp } from '@test/render-app';
import { RouteError } from '../components/route-error';

function props(error: Error, reset = vi.fn()): ErrorComponentProps {
  return { error, reset };
}

const noSession = new ApiError({
  kind: 'http',
  endpoint: 'pages.home',
  path: '/pages/home',
  status: 401,
  errorId: 'session_missing',
  serverMessage: 'Please scan the QR code at your table or counter to start ordering',
});

describe('RouteError', () => {
  it("shows the 'not allowed to access directly' page with its three steps without a session", async () => {
    await renderApp(<RouteError {...props(noSession)} />, { theme: false });
    await expect
      .element(page.getByRole('heading', { name: 'Not allowed to access directly' }))
      .toBeVisible();
    const steps = page
      .getByRole('listitem')
      .all()
      .map((step) => step.element().textContent);
    expect(steps).toEqual([
      'Launch the camera on your phone.',
      'Point it at the restaurant QR code.',
      'Tap the link that appears.',
    ]);
    // Nothing else of the app: no retry, no menu button.
    expect(page.getByRole('button').all()).toHaveLength(0);
  });

  it('shows the generic error page with a retry for any other failure', async () => {
    const reset = vi.fn();
    const failure = new ApiError({ kind: 'network', endpoint: 'pages.home', path: '/pages/home' });
    // The page RouteError loads lazily, loaded first: the test times the page, not its transform.
    await import('../components/load-error-page');
    const { router } = await renderApp(<RouteError {...props(failure, reset)} />, { theme: false });
    const invalidate = vi.spyOn(router, 'invalidate');
    await expect.element(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
    await expect.element(page.getByText('Something went wrong! Please try again')).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    expect(reset).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(
      page.getByRole('heading', { name: 'Not allowed to access directly' }).query(),
    ).toBeNull();
  });

  it('reads in Arabic right to left when Arabic is active', async () => {
    await renderApp(<RouteError {...props(noSession)} />, { theme: false, locale: 'ar' });
    await expect.element(page.getByRole('main')).toBeVisible();
    expect(document.documentElement.dir).toBe('rtl');
    expect(page.getByRole('main').element().closest('[dir]')?.getAttribute('dir')).toBe('rtl');
  });
});
