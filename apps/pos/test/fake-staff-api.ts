import { vi, type MockInstance } from 'vitest';

/*
 * The staff API as a component test plays it: reads answered from what the test says the server
 * holds, writes answered by the test, and every write the component sent, in order.
 */

/** A JSON answer. */
export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The URL of a fetch call's input. */
export const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/**
 * Stands in for fetch: a GET of a URL `reads` names answers its current value; any other call is
 * answered by `write`.
 */
export function fakeStaffApi(
  reads: Readonly<Record<string, () => unknown>>,
  write: (method: string, url: string, body: unknown) => Response,
): MockInstance<typeof fetch> {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = urlOf(input);
    const method = init?.method ?? 'GET';
    const read = reads[url];
    if (method === 'GET' && read !== undefined) return Promise.resolve(json(read()));
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return Promise.resolve(write(method, url, body));
  });
}

/** Every call but the reads, as `{ method, url, body }`, in the order sent. */
export const writesOf = (spy: MockInstance<typeof fetch>) =>
  spy.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') !== 'GET')
    .map(([input, init]) => ({
      method: init?.method,
      url: urlOf(input),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }));
