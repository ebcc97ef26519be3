import type { PosStaffSession } from '@tabula/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../../../test/render-signed-in';
import { activateLocale } from '../../../lib/i18n';
import { ChangePasswordForm } from '../change-password-form';

/* A person changes their own password from the console (issue 32). */

const MEI: PosStaffSession = {
  staff: {
    id: 41,
    company_id: 3,
    name: 'Mei Tan',
    email: 'mei@kopikaya.example.com',
    role: 'staff',
    outlet_id: 7,
  },
  csrf_token: 'csrf-of-this-session',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function renderForm(locale: 'en' | 'ar' = 'en') {
  return renderSignedIn(<ChangePasswordForm />, MEI, locale);
}

afterEach(async () => {
  vi.restoreAllMocks();
  await activateLocale('en');
});

describe('changing one’s password', () => {
  it('sends the current and new password with the CSRF token, then empties the form', async () => {
    const spy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(null, { status: 204 }));
    const screen = await renderForm();
    await screen.getByLabelText('Current password').fill('kopi-o kosong 1');
    await screen
      .getByLabelText('New password (at least 10 characters)')
      .fill('teh tarik kurang manis');
    await screen.getByLabelText('The new password again').fill('teh tarik kurang manis');
    await screen.getByRole('button', { name: 'Change the password' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Your password is changed. Your other devices are signed out.');
    const [url, init] = spy.mock.calls[0] ?? [];
    expect(url).toBe('/pos/api/session/password');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('x-csrf-token')).toBe('csrf-of-this-session');
    expect(JSON.parse(init?.body as string)).toEqual({
      current_password: 'kopi-o kosong 1',
      new_password: 'teh tarik kurang manis',
    });
    await expect.element(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('checks the new password before sending, and says a wrong current one in words', async () => {
    const spy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        json({ error: 'The current password is wrong', error_id: 'current_password_wrong' }, 422),
      );
    const screen = await renderForm();
    const current = screen.getByLabelText('Current password');
    const next = screen.getByLabelText('New password (at least 10 characters)');
    const again = screen.getByLabelText('The new password again');
    const send = screen.getByRole('button', { name: 'Change the password' });
    await current.fill('kopi-o kosong 1');
    await next.fill('short');
    await again.fill('short');
    await send.click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('The new password needs 10 to 200 characters.');
    await next.fill('teh tarik kurang manis');
    await again.fill('teh tarik kurang manis!');
    await send.click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('The two new passwords differ.');
    expect(spy).not.toHaveBeenCalled();
    await again.fill('teh tarik kurang manis');
    await send.click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('The current password is wrong.');
    await expect.element(current).toHaveValue('');
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('is in Arabic, right to left', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    const screen = await renderForm('ar');
    await expect.element(screen.getByRole('heading', { name: 'تغيير كلمة المرور' })).toBeVisible();
    await expect.element(screen.getByLabelText('كلمة المرور الحالية')).toBeVisible();
  });
});
