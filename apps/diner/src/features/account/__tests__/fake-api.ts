import { vi } from 'vitest';

/** A call the fake server received: its method, path and parsed body. */
export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

/** An answer of the fake server: a status and a JSON body (none for 204). */
export interface FakeAnswer {
  status: number;
  body?: unknown;
}

/**
 * Answers fetch by `METHOD /path` (e.g. `PUT /users/profiles/500`) and records every call; an
 * unknown call answers 500, so a test never reaches a real server.
 */
export function fakeApi(routes: Record<string, (body: unknown) => FakeAnswer>) {
  const calls: FakeCall[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), location.origin);
    const method = (init?.method ?? 'GET').toUpperCase();
    const text = typeof init?.body === 'string' ? init.body : null;
    const body: unknown = text === null ? null : JSON.parse(text);
    calls.push({ method, path: url.pathname, body });
    const handler = routes[`${method} ${url.pathname}`];
    const answer = handler ? handler(body) : { status: 404, body: { error: 'no fake' } };
    const headers = { 'Content-Type': 'application/json' };
    return Promise.resolve(
      answer.status === 204
        ? new Response(null, { status: 204 })
        : new Response(JSON.stringify(answer.body ?? {}), { status: answer.status, headers }),
    );
  });
  return { calls, spy };
}

export { addCsrfToken } from '@test/support/csrf-token';

/** Undoes what the account tests leave behind. */
export function cleanUp(): void {
  vi.restoreAllMocks();
  document.head.querySelector('meta[name="csrf-token"]')?.remove();
  localStorage.clear();
  sessionStorage.clear();
}
