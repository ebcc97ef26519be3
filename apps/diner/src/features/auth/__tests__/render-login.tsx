import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { vi } from 'vitest';
import { homePageWith, type HomePage } from '@test/fixtures/home-page';
import { renderApp, type RenderAppResult } from '@test/render-app';
import { LoginScreen } from '../components/login-screen';
import { signInPageQuery, type SignInPage } from '../hooks/use-sign-in-page';
import { FAKE_TURNSTILE_SCRIPT, FAKE_TURNSTILE_SITE_KEY } from './fake-turnstile';

/** A clock the test moves by hand (the resend countdown reads it). */
export interface TestClock {
  now: number;
  read: () => number;
}

/** A clock at a fixed time, moved with `clock.now += ms`. */
export function testClock(start = 1_700_000_000_000): TestClock {
  const clock: TestClock = { now: start, read: () => clock.now };
  return clock;
}

/** One call the fake server received. */
export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

/** Answers a call: the request's body and headers in, a Response out. */
export type FakeHandler = (body: unknown, headers: Headers) => Response;

/** A JSON answer. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** An empty 204 answer. */
export function noContent(): Response {
  return new Response(null, { status: 204 });
}

/** A server error answer, in the API's error body. */
export function failure(status: number, error: string, errorId: string | null = null): Response {
  return json({ error, error_id: errorId }, status);
}

/**
 * Answers fetch like the server, by "METHOD /path"; every call is recorded. The page
 * configurations answer the fixtures (they are read again after sign-in).
 */
export function fakeServer(page: HomePage, routes: Record<string, FakeHandler>) {
  const calls: RecordedCall[] = [];
  const pages: Record<string, FakeHandler> = {
    'GET /pages/home': () => json(page),
    'GET /pages/sign_in': () => json(signInPageOf(page)),
  };
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const request = input instanceof Request ? input : null;
    const address =
      input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    const url = new URL(address, location.origin);
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init?.headers ?? request?.headers);
    const text = typeof init?.body === 'string' ? init.body : null;
    const body: unknown = text === null ? null : JSON.parse(text);
    calls.push({ method, path: url.pathname, body, headers });
    const key = `${method} ${url.pathname}`;
    const handler = routes[key] ?? pages[key];
    return Promise.resolve(handler ? handler(body, headers) : failure(500, `no fake for ${key}`));
  });
  return {
    calls,
    spy,
    /** The calls to one "METHOD /path". */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

/**
 * The sign-in page configuration of a home page: its shared fields, and the Turnstile widget of
 * the tests (fake-turnstile.ts) when the company enables the captcha.
 */
export function signInPageOf(page: HomePage, scriptUrl = FAKE_TURNSTILE_SCRIPT): SignInPage {
  return {
    user: page.user,
    session: page.session,
    company: page.company,
    outlet: page.outlet,
    feature_flags: page.feature_flags,
    captcha: page.company.configuration.captcha_enabled
      ? { provider: 'turnstile', site_key: FAKE_TURNSTILE_SITE_KEY, script_url: scriptUrl }
      : null,
  };
}

/** Renders /login over a home page configuration (the SG cafe's visitor by default). */
export async function renderLogin(
  options: { page?: HomePage; clock?: TestClock; returnTo?: string | null } = {},
): Promise<RenderAppResult & { clock: TestClock }> {
  const page = options.page ?? homePageWith({});
  const clock = options.clock ?? testClock();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  queryClient.setQueryData(signInPageQuery().queryKey, signInPageOf(page));
  const result = await renderApp(
    <LoginScreen clock={clock.read} returnTo={options.returnTo ?? null} />,
    {
      homePage: page,
      path: '/login',
      queryClient,
      store: createStore(),
    },
  );
  return { ...result, clock };
}

export { addCsrfToken } from '@test/support/csrf-token';

/** The page's CSRF token now. */
export function csrfToken(): string | null {
  return document.head.querySelector('meta[name="csrf-token"]')?.getAttribute('content') ?? null;
}

/** Undoes what the tests leave behind. */
export function cleanUp(): void {
  vi.restoreAllMocks();
  for (const meta of document.head.querySelectorAll('meta[name="csrf-token"]')) meta.remove();
  localStorage.clear();
  sessionStorage.clear();
}
