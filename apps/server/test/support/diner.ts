import { randomUUID } from 'node:crypto';

/** An answer read by the test browser. */
export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/**
 * A diner's browser against a running server, over real HTTP: it keeps the session cookie,
 * reads the CSRF token from the page's meta tag like the app does, and sends it on every
 * mutating call.
 */
export class Diner {
  private cookies = new Map<string, string>();
  csrfToken: string | null = null;

  constructor(readonly baseUrl: string) {}

  /** Opens a QR link (`/q/{token}`), follows it to the app and reads the CSRF token. */
  async scan(token: string): Promise<Answer> {
    const answer = await this.request('GET', `/q/${token}`);
    await this.refreshCsrf();
    return answer;
  }

  /** Reloads the app page and reads its CSRF token (after sign-in the session is renewed). */
  async refreshCsrf(): Promise<void> {
    const page = await this.request('GET', '/', undefined, { accept: 'text/html' });
    const match = /<meta name="csrf-token" content="([^"]*)">/.exec(page.text);
    const token = match?.[1] ?? '';
    this.csrfToken = token === '' ? null : token;
  }

  get<T = unknown>(path: string, headers: Record<string, string> = {}): Promise<Answer<T>> {
    return this.request<T>('GET', path, undefined, headers);
  }

  post<T = unknown>(
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    return this.request<T>('POST', path, body, headers);
  }

  put<T = unknown>(
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    return this.request<T>('PUT', path, body, headers);
  }

  delete<T = unknown>(
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    return this.request<T>('DELETE', path, body, headers);
  }

  /**
   * The same browser, cookies and CSRF token kept, talking to another server address (cookies do
   * not depend on the port): a server restarted on the same database.
   */
  at(baseUrl: string): Diner {
    const moved = new Diner(baseUrl);
    moved.cookies = new Map(this.cookies);
    moved.csrfToken = this.csrfToken;
    return moved;
  }

  /** A fresh Idempotency-Key header. */
  static idempotent(key: string = randomUUID()): Record<string, string> {
    return { 'idempotency-key': key };
  }

  /** The session cookie header, for a socket.io client of the same diner. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const sendHeaders: Record<string, string> = { accept: 'application/json', ...headers };
    if (this.cookies.size > 0) sendHeaders.cookie = this.cookieHeader();
    if (method !== 'GET' && this.csrfToken && !('x-csrf-token' in headers)) {
      sendHeaders['x-csrf-token'] = this.csrfToken;
    }
    let payload: string | undefined;
    if (body !== undefined) {
      payload = typeof body === 'string' ? body : JSON.stringify(body);
      sendHeaders['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: sendHeaders,
      body: payload,
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      if (!name) continue;
      const value = rest.join('=');
      if (value === '' || /max-age=0|expires=Thu, 01 Jan 1970/i.test(cookie))
        this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('application/json') && text) {
      parsed = JSON.parse(text);
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }
}
