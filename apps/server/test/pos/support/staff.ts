import type { Answer } from '../../support/diner';
import type { TestServer } from '../../support/harness';

/**
 * A member of staff's call to the POS API over real HTTP, with the staff token unless `token`
 * says otherwise (null: no Authorization header; a string: that bearer token).
 */
export async function staff<T = unknown>(
  t: TestServer,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  options: { token?: string | null; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const token = options.token === undefined ? t.staffToken : options.token;
  if (token !== null) headers.authorization = `Bearer ${token}`;
  let payload: string | undefined;
  if (options.rawBody !== undefined) payload = options.rawBody;
  else if (body !== undefined) payload = JSON.stringify(body);
  if (payload !== undefined) headers['content-type'] ??= 'application/json';
  const response = await fetch(`${t.url}${path}`, { method, headers, body: payload });
  const text = await response.text();
  const json =
    (response.headers.get('content-type') ?? '').includes('application/json') && text !== '';
  return {
    status: response.status,
    headers: response.headers,
    body: (json ? JSON.parse(text) : text) as T,
    text,
  };
}

/** An error answer. */
export interface ErrorBody {
  error: string;
  error_id?: string;
  details?: Record<string, unknown>;
}
