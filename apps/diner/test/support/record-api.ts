import { vi } from 'vitest';
import { json } from './order-screens';

/** One call the app made. */
export interface SentCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/** Answers by path, each handler given the call; unknown paths answer 500. */
export type Routes = Record<string, (call: SentCall) => Response>;

/**
 * Answers fetch by path and records every call (method, path, query and parsed body), so a test
 * checks what the app sent and in which order.
 */
export function recordApi(routes: Routes): SentCall[] {
  const sent: SentCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const request = input instanceof Request ? input : null;
    const address =
      input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    const url = new URL(address, location.origin);
    const text = typeof init?.body === 'string' ? init.body : null;
    const call: SentCall = {
      method: (init?.method ?? request?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      search: url.search,
      body: text === null ? null : JSON.parse(text),
    };
    sent.push(call);
    const handler = routes[url.pathname];
    return Promise.resolve(
      handler ? handler(call) : json({ error: `no mock for ${url.pathname}` }, 500),
    );
  });
  return sent;
}

/** A 204 answer. */
export function noContent(): Response {
  return new Response(null, { status: 204 });
}
