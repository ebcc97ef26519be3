import { vi } from 'vitest';
import { homePageWith, type HomePage } from '@test/fixtures/home-page';
import { renderApp, type RenderAppResult } from '@test/render-app';
import { useHomePage } from '@/lib/venue/home-page';
import { GuestLoyaltyPanel } from '../components/guest-loyalty-panel';

/** One call the fake server received. */
export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

/** A JSON answer. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A failed call, in the API's error body. */
export function failure(status: number, error: string, errorId: string | null = null): Response {
  return json({ error, error_id: errorId }, status);
}

/**
 * Answers fetch like the server, by "METHOD /path", recording every call; a call without a
 * handler answers 500.
 */
export function fakeServer(routes: Record<string, (body: unknown) => Response>) {
  const calls: RecordedCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const request = input instanceof Request ? input : null;
    const address =
      input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    const url = new URL(address, location.origin);
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const text = typeof init?.body === 'string' ? init.body : null;
    const body: unknown = text === null ? null : JSON.parse(text);
    calls.push({ method, path: url.pathname, body });
    const handler = routes[`${method} ${url.pathname}`];
    return Promise.resolve(
      handler ? handler(body) : failure(500, `no fake for ${method} ${url.pathname}`),
    );
  });
  return {
    calls,
    /** The calls to one "METHOD /path". */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

export { addCsrfToken } from '@test/support/csrf-token';

/** Restores fetch, drops the token and the stored flags. */
export function cleanUp(): void {
  vi.restoreAllMocks();
  for (const meta of document.head.querySelectorAll('meta[name="csrf-token"]')) meta.remove();
  localStorage.clear();
  sessionStorage.clear();
}

/** The panel over the cached home page configuration, as a screen passes its page. */
function PanelOverHomePage({
  orderId,
  points,
}: {
  orderId: number | null;
  points?: string | null;
}) {
  const page = useHomePage();
  return <GuestLoyaltyPanel page={page} orderId={orderId} points={points} />;
}

/**
 * Renders the panel for a page configuration (the SG cafe's guest at the counter by default),
 * reading it from the query cache, so a refetch after the sign-up reaches the panel.
 */
export async function renderPanel(
  options: { page?: HomePage; orderId?: number | null; points?: string | null } = {},
): Promise<RenderAppResult> {
  const page = options.page ?? homePageWith({});
  return renderApp(
    <PanelOverHomePage
      orderId={options.orderId === undefined ? 7001 : options.orderId}
      points={options.points}
    />,
    { homePage: page, path: '/track-order' },
  );
}
