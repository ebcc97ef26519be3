import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { PosStaffSession } from '@tabula/api-client';
import { ThemeRoot } from '@tabula/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { activateLocale } from '../../../lib/i18n';
import { StaffAuthProvider, useStaffAuth } from '../../../lib/staff-auth';
import { readCsrfToken } from '../../../lib/staff-session';
import { StatusNoteProvider, useStatusNote } from '../../../lib/status-note';
import { SignInForm } from '../sign-in-form';

/*
 * The console's sign-in (issue 32): the person's e-mail address and password, the server's
 * session cookie, the CSRF token kept in memory, and the server's refusals said in words.
 */

const MEI: PosStaffSession = {
  staff: {
    id: 41,
    company_id: 3,
    name: 'Mei Tan',
    email: 'mei@kopikaya.example.com',
    role: 'manager',
    outlet_id: 7,
  },
  csrf_token: 'csrf-of-this-session',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The status line and who the console says is signed in. */
function Shell() {
  const { note } = useStatusNote();
  const { state, signOut } = useStaffAuth();
  return (
    <>
      <p role="status">{note?.text ?? ''}</p>
      {state.kind === 'checking' && <p>checking</p>}
      {state.kind === 'signed_out' && <SignInForm />}
      {state.kind === 'signed_in' && (
        <>
          <p>signed in as {state.staff.name}</p>
          <button type="button" onClick={() => void signOut()}>
            out
          </button>
        </>
      )}
    </>
  );
}

async function renderSignIn(locale: 'en' | 'ar' = 'en') {
  await activateLocale(locale);
  return render(
    <I18nProvider i18n={i18n}>
      <StatusNoteProvider>
        <StaffAuthProvider>
          <ThemeRoot dir={locale === 'ar' ? 'rtl' : 'ltr'} lang={locale}>
            <Shell />
          </ThemeRoot>
        </StaffAuthProvider>
      </StatusNoteProvider>
    </I18nProvider>,
  );
}

/** A server that knows no session until the right password is sent. */
function fakeServer(answerSignIn: (body: { email: string; password: string }) => Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    if (url === '/pos/api/session' && method === 'GET') {
      return Promise.resolve(json({ error: 'Sign in first', error_id: 'staff_unauthorized' }, 401));
    }
    if (url === '/pos/api/session' && method === 'POST') {
      return Promise.resolve(
        answerSignIn(JSON.parse(init?.body as string) as { email: string; password: string }),
      );
    }
    if (url === '/pos/api/session' && method === 'DELETE') {
      return Promise.resolve(new Response(null, { status: 204 }));
    }
    return Promise.reject(new Error(`unexpected ${method} ${url}`));
  });
}

afterEach(async () => {
  vi.restoreAllMocks();
  await activateLocale('en');
});

describe('signing in to the console', () => {
  it('asks the server whose session the cookie is, and opens the console when it knows', async () => {
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(MEI));
    const screen = await renderSignIn();
    await expect.element(screen.getByText('signed in as Mei Tan')).toBeVisible();
    const [url, init] = spy.mock.calls[0] ?? [];
    expect(url).toBe('/pos/api/session');
    expect(init?.credentials).toBe('same-origin');
    expect(readCsrfToken()).toBe('csrf-of-this-session');
  });

  it('signs in with the e-mail address and password, keeps the CSRF token, and signs out', async () => {
    const spy = fakeServer((body) =>
      body.password === 'kopi-o kosong 1'
        ? json(MEI)
        : json(
            { error: 'Wrong e-mail address or password', error_id: 'staff_sign_in_failed' },
            401,
          ),
    );
    const screen = await renderSignIn();
    await screen.getByLabelText('E-mail address').fill(' mei@kopikaya.example.com ');
    await screen.getByLabelText('Password').fill('kopi-o kosong 1');
    await screen.getByRole('button', { name: 'Sign in' }).click();
    await expect.element(screen.getByText('signed in as Mei Tan')).toBeVisible();
    const post = spy.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({
      email: 'mei@kopikaya.example.com',
      password: 'kopi-o kosong 1',
    });
    expect(readCsrfToken()).toBe('csrf-of-this-session');

    await screen.getByRole('button', { name: 'out' }).click();
    await expect.element(screen.getByLabelText('E-mail address')).toBeVisible();
    const out = spy.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(new Headers(out?.[1]?.headers).get('x-csrf-token')).toBe('csrf-of-this-session');
    expect(readCsrfToken()).toBeNull();
  });

  it('says a wrong password in words, and empties the password field', async () => {
    fakeServer(() =>
      json({ error: 'Wrong e-mail address or password', error_id: 'staff_sign_in_failed' }, 401),
    );
    const screen = await renderSignIn();
    await screen.getByLabelText('E-mail address').fill('mei@kopikaya.example.com');
    await screen.getByLabelText('Password').fill('not the password');
    await screen.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Wrong e-mail address or password.');
    await expect.element(screen.getByLabelText('Password')).toHaveValue('');
    await expect
      .element(screen.getByLabelText('E-mail address'))
      .toHaveValue('mei@kopikaya.example.com');
  });

  it('says how long a locked account stays locked, in Arabic too', async () => {
    fakeServer(() =>
      json(
        {
          error: 'Too many wrong passwords',
          error_id: 'account_locked',
          details: { retry_after_seconds: 830 },
        },
        429,
      ),
    );
    const screen = await renderSignIn('ar');
    await expect.element(screen.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
    await screen.getByLabelText('البريد الإلكتروني').fill('mei@kopikaya.example.com');
    await screen.getByLabelText('كلمة المرور').fill('not the password');
    await screen.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent(/14/);
    await expect.element(screen.getByRole('status')).toHaveTextContent(/مقفل/);
  });

  it('asks for both fields before it asks the server', async () => {
    const spy = fakeServer(() => json(MEI));
    const screen = await renderSignIn();
    await expect.element(screen.getByLabelText('Password')).toBeVisible();
    await screen.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Enter your e-mail address and password.');
    expect(spy.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });
});

/** A server that e-mails the code 048213 and signs in with it once; every call is recorded. */
function fakeCodeServer() {
  let used = false;
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    if (url === '/pos/api/session' && method === 'GET') {
      return Promise.resolve(json({ error: 'Sign in first', error_id: 'staff_unauthorized' }, 401));
    }
    if (url === '/pos/api/session/code' && method === 'POST') {
      return Promise.resolve(new Response(null, { status: 204 }));
    }
    if (url === '/pos/api/session/code/sign-in' && method === 'POST') {
      const { code } = JSON.parse(init?.body as string) as { code: string };
      if (code === '048213' && !used) {
        used = true;
        return Promise.resolve(json(MEI));
      }
      return Promise.resolve(
        json({ error: 'Wrong e-mail address or code', error_id: 'staff_sign_in_failed' }, 401),
      );
    }
    return Promise.reject(new Error(`unexpected ${method} ${url}`));
  });
}

const bodiesTo = (spy: ReturnType<typeof fakeCodeServer>, path: string) =>
  spy.mock.calls
    .filter(([url, init]) => url === path && init?.method === 'POST')
    .map(([, init]) => JSON.parse(init?.body as string) as unknown);

describe('signing in with a code e-mailed to the person', () => {
  it('asks for a code in the console’s language, then signs in with its six digits', async () => {
    const spy = fakeCodeServer();
    const screen = await renderSignIn();
    await screen.getByLabelText('E-mail address').fill('mei@kopikaya.example.com');
    await screen.getByRole('button', { name: 'Get a code by e-mail instead' }).click();
    // The address typed for the password stays.
    await expect
      .element(screen.getByLabelText('E-mail address'))
      .toHaveValue('mei@kopikaya.example.com');
    await screen.getByRole('button', { name: 'E-mail me a code' }).click();
    await expect
      .element(
        screen.getByText(/If mei@kopikaya.example.com may sign in here, a code is on its way/),
      )
      .toBeVisible();
    expect(bodiesTo(spy, '/pos/api/session/code')).toEqual([
      { email: 'mei@kopikaya.example.com', language: 'en' },
    ]);
    await expect
      .element(screen.getByRole('button', { name: 'Send a new code (after 30 seconds)' }))
      .toBeDisabled();

    await screen.getByLabelText('Code from the e-mail').fill('048 21');
    await screen.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Enter the 6 digits from the e-mail.');
    expect(bodiesTo(spy, '/pos/api/session/code/sign-in')).toHaveLength(0);

    await screen.getByLabelText('Code from the e-mail').fill('000000');
    await screen.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Wrong or expired code. Check the newest e-mail, or ask for a new code.');
    await expect.element(screen.getByLabelText('Code from the e-mail')).toHaveValue('');

    await screen.getByLabelText('Code from the e-mail').fill('048213');
    await screen.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.element(screen.getByText('signed in as Mei Tan')).toBeVisible();
    expect(readCsrfToken()).toBe('csrf-of-this-session');
    expect(bodiesTo(spy, '/pos/api/session/code/sign-in').at(-1)).toEqual({
      email: 'mei@kopikaya.example.com',
      code: '048213',
    });
  });

  it('writes the e-mail in Arabic for an Arabic console, and reads Arabic-Indic digits', async () => {
    const spy = fakeCodeServer();
    const screen = await renderSignIn('ar');
    await screen
      .getByRole('button', { name: 'احصل على رمز عبر البريد الإلكتروني بدلًا من ذلك' })
      .click();
    await screen.getByLabelText('البريد الإلكتروني').fill('mei@kopikaya.example.com');
    await screen.getByRole('button', { name: 'أرسل لي رمزًا بالبريد الإلكتروني' }).click();
    await screen.getByLabelText('الرمز الوارد في البريد الإلكتروني').fill('٠٤٨٢١٣');
    await screen.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await expect.element(screen.getByText('signed in as Mei Tan')).toBeVisible();
    expect(bodiesTo(spy, '/pos/api/session/code')).toEqual([
      { email: 'mei@kopikaya.example.com', language: 'ar' },
    ]);
    expect(bodiesTo(spy, '/pos/api/session/code/sign-in')).toEqual([
      { email: 'mei@kopikaya.example.com', code: '048213' },
    ]);
  });

  it('lets the person ask for a new code once 30 seconds have passed', async () => {
    const spy = fakeCodeServer();
    const screen = await renderSignIn();
    await screen.getByRole('button', { name: 'Get a code by e-mail instead' }).click();
    await screen.getByLabelText('E-mail address').fill('mei@kopikaya.example.com');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await screen.getByRole('button', { name: 'E-mail me a code' }).click();
      await vi.waitFor(() => {
        expect(document.body.textContent).toContain('after 30 seconds');
      });
      vi.advanceTimersByTime(29_000);
      expect(document.body.textContent).toContain('after 30 seconds');
      vi.advanceTimersByTime(1_000);
    } finally {
      vi.useRealTimers();
    }
    await screen.getByRole('button', { name: 'Send a new code', exact: true }).click();
    await expect.poll(() => bodiesTo(spy, '/pos/api/session/code')).toHaveLength(2);
    await screen.getByRole('button', { name: 'Use another address' }).click();
    await expect.element(screen.getByRole('button', { name: 'E-mail me a code' })).toBeVisible();
  });
});
