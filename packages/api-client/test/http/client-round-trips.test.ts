import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/http/api-error';
import type { ApiClientOptions } from '../../src/http/client-types';
import { createApiClient } from '../../src/http/create-api-client';
import { endpoints } from '../../src/contract/index';
import {
  cancelWaiter,
  homePage,
  invoicePdf,
  joinTable,
  payAtCashier,
  signIn,
  signOut,
  tableStatus,
  updateProfile,
  verifyUser,
} from './endpoints';
import { json, startTestServer, type TestServer } from './test-server';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await server.close();
});

/** A JSON answer carrying a renewed session's CSRF token, as sign-in and sign-out answer. */
const withRenewedToken = (status: number, body: unknown, token: string) => ({
  status,
  headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': token },
  body: JSON.stringify(body),
});

const client = (options: Partial<ApiClientOptions> = {}) =>
  createApiClient({ baseUrl: server.baseUrl, csrfToken: () => 'csrf-123', ...options });

describe('round trips', () => {
  it('sends a GET with its path params and query, and parses the answer', async () => {
    server.route('GET /dine-in/v1/tables/7/status', () =>
      json(200, { status: 'available', total_amount: '12.50' }),
    );
    const answer = await client().request(tableStatus, {
      params: { id: 7 },
      query: { sapaad_outlet_id: 3, note: 'a b&c', tags: ['x', 'y'] },
    });
    expect(answer).toEqual({ status: 'available', total_amount: '12.50' });
    const [request] = server.requests;
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe(
      '/dine-in/v1/tables/7/status?sapaad_outlet_id=3&note=a+b%26c&tags=x&tags=y',
    );
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.headers['content-type']).toBeUndefined();
    expect(request?.body).toBe('');
  });

  it('skips undefined query values', async () => {
    server.route('GET /dine-in/v1/tables/7/status', () =>
      json(200, { status: 'available', total_amount: '0' }),
    );
    await client().request(tableStatus, { params: { id: 7 }, query: { note: undefined } });
    expect(server.requests[0]?.url).toBe('/dine-in/v1/tables/7/status');
  });

  it('encodes path params', async () => {
    server.route('GET /invoices/A%2F12%20B.pdf', () => ({
      status: 200,
      headers: { 'Content-Type': 'application/pdf' },
      body: '%PDF-1.4',
    }));
    await client().request(invoicePdf, {
      params: { sapaad_order_id: 'A/12 B' },
      query: { download: true },
    });
    expect(server.requests[0]?.url).toBe('/invoices/A%2F12%20B.pdf?download=true');
  });

  it('sends a POST with a JSON body and the content type', async () => {
    server.route('POST /dine-in/open-tab/v1/tables/4/join', () =>
      json(200, { status: 'requested' }),
    );
    const answer = await client().request(joinTable, {
      params: { id: 4 },
      body: { items: [{ id: 10, count: 2 }] },
    });
    expect(answer).toEqual({ status: 'requested' });
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ items: [{ id: 10, count: 2 }] });
  });

  it('sends what the schema outputs: unknown body keys are dropped', async () => {
    server.route('PUT /users/profiles/5', () => json(200, { ok: true }));
    const body = { user: { name: 'Ana', email: 'ana@example.com', admin: true } };
    await client().request(updateProfile, { params: { id: 5 }, body });
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({
      user: { name: 'Ana', email: 'ana@example.com' },
    });
  });

  it('adds the static headers and lets the protocol headers win', async () => {
    server.route('GET /pages/home', () => json(200, { currency: 'AED' }));
    await client({ headers: { 'X-App-Version': '3.1', accept: 'text/html' } }).request(homePage);
    expect(server.requests[0]?.headers['x-app-version']).toBe('3.1');
    expect(server.requests[0]?.headers.accept).toBe('application/json');
  });

  it('builds the full URL of a link without sending anything', () => {
    const url = client().url(invoicePdf, {
      params: { sapaad_order_id: 'A-12' },
      query: { download: true },
    });
    expect(url).toBe(`${server.baseUrl}/invoices/A-12.pdf?download=true`);
    expect(createApiClient({ baseUrl: '' }).url(homePage)).toBe('/pages/home');
    expect(createApiClient({ baseUrl: 'https://shop.example.com/' }).url(homePage)).toBe(
      'https://shop.example.com/pages/home',
    );
    expect(server.requests).toHaveLength(0);
  });

  it('refuses to build a URL from params that break the contract', () => {
    // @ts-expect-error id must be a number
    expect(() => client().url(tableStatus, { params: { id: 'x' }, query: {} })).toThrow(
      expect.objectContaining({ kind: 'invalid_request' }),
    );
  });
});

describe('headers on mutating calls', () => {
  it('sends X-CSRF-Token on every mutating call and never on a GET', async () => {
    server.route('GET /pages/home', () => json(200, { currency: 'AED' }));
    server.route('POST /dine-in/open-tab/v1/tables/4/join', () =>
      json(200, { status: 'requested' }),
    );
    server.route('PUT /users/profiles/5', () => json(200, { ok: true }));
    server.route('DELETE /users/sign_out', () => json(200, { redirect_url: '/' }));
    server.route('DELETE /dine-in/open-tab/v1/call_waiter/cancel', () => ({ status: 204 }));
    const api = client();
    await api.request(homePage);
    await api.request(joinTable, { params: { id: 4 }, body: { items: [] } });
    await api.request(updateProfile, {
      params: { id: 5 },
      body: { user: { name: 'Ana', email: 'ana@example.com' } },
    });
    await api.request(signOut);
    await api.request(cancelWaiter, { query: { table_id: 1, sapaad_outlet_id: 2 } });
    const seen = server.requests.map((r) => [r.method, r.headers['x-csrf-token']]);
    expect(seen).toEqual([
      ['GET', undefined],
      ['POST', 'csrf-123'],
      ['PUT', 'csrf-123'],
      ['DELETE', 'csrf-123'],
      ['DELETE', 'csrf-123'],
    ]);
  });

  it('fails before sending when a mutating call has no CSRF token', async () => {
    for (const csrfToken of [() => null, () => undefined, () => '  ']) {
      const error = await client({ csrfToken })
        .request(signOut)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: 'csrf_missing', endpoint: 'test.signOut' });
      expect((error as ApiError).message).toContain('CSRF token not found');
    }
    expect(server.requests).toHaveLength(0);
  });

  it('a token reader that throws counts as no token', async () => {
    const csrfToken = () => {
      throw new Error('no DOM');
    };
    await expect(client({ csrfToken }).request(signOut)).rejects.toMatchObject({
      kind: 'csrf_missing',
    });
    expect(server.requests).toHaveLength(0);
  });

  it('reads the token from the page meta tag by default, on each call', async () => {
    server.route('DELETE /users/sign_out', () => json(200, { redirect_url: '/' }));
    let token = 'from-meta';
    vi.stubGlobal('document', {
      querySelector: (selector: string) =>
        selector === 'meta[name="csrf-token"]' ? { getAttribute: () => token } : null,
    });
    const api = createApiClient({ baseUrl: server.baseUrl });
    await api.request(signOut);
    token = 'rotated';
    await api.request(signOut);
    expect(server.requests.map((r) => r.headers['x-csrf-token'])).toEqual(['from-meta', 'rotated']);
  });

  it('takes the renewed token a sign-in answers with, even from an error answer, for the next calls', async () => {
    let answered = 0;
    server.route('DELETE /users/sign_out', () => {
      answered += 1;
      return withRenewedToken(
        answered === 1 ? 200 : 401,
        answered === 1 ? { redirect_url: '/' } : { error: 'x' },
        `renewed-${String(answered)}`,
      );
    });
    let stored = 'first';
    const seen: string[] = [];
    const api = client({
      csrfToken: () => stored,
      onCsrfToken: (token) => {
        seen.push(token);
        stored = token;
      },
    });
    await api.request(signOut);
    await expect(api.request(signOut)).rejects.toMatchObject({ kind: 'http', status: 401 });
    expect(seen).toEqual(['renewed-1', 'renewed-2']);
    expect(server.requests.map((r) => r.headers['x-csrf-token'])).toEqual(['first', 'renewed-1']);
  });

  it('writes a renewed token into the page meta tag by default', async () => {
    server.route('DELETE /users/sign_out', () =>
      withRenewedToken(200, { redirect_url: '/' }, 'renewed'),
    );
    let content = 'from-meta';
    const meta = {
      getAttribute: () => content,
      setAttribute: (name: string, value: string) => {
        if (name === 'content') content = value;
      },
    };
    vi.stubGlobal('document', {
      querySelector: (selector: string) => (selector === 'meta[name="csrf-token"]' ? meta : null),
    });
    const api = createApiClient({ baseUrl: server.baseUrl });
    await api.request(signOut);
    await api.request(signOut);
    expect(server.requests.map((r) => r.headers['x-csrf-token'])).toEqual(['from-meta', 'renewed']);
  });

  it('without a document there is no token, so a mutating call fails and a GET still goes', async () => {
    server.route('GET /pages/home', () => json(200, { currency: 'AED' }));
    const api = createApiClient({ baseUrl: server.baseUrl });
    await expect(api.request(signOut)).rejects.toMatchObject({ kind: 'csrf_missing' });
    await expect(api.request(homePage)).resolves.toEqual({ currency: 'AED' });
    expect(server.requests.map((r) => r.method)).toEqual(['GET']);
  });

  it('sends the captcha token; a required captcha fails without one, an optional one is left out', async () => {
    server.route('POST /users/verifications', () => json(200, { ok: true }));
    server.route('POST /users/sign_in', () => json(200, { ok: true }));
    const api = client();
    const verification = { verification: { phone_number: '501234567' } };
    await expect(api.request(verifyUser, { body: verification })).rejects.toMatchObject({
      kind: 'invalid_request',
      issues: [expect.objectContaining({ path: ['captchaToken'] })],
    });
    expect(server.requests).toHaveLength(0);

    await api.request(verifyUser, { body: verification, captchaToken: 'cap-1' });
    const user = { user: { phone_number: '501234567', otp: '1234' } };
    await api.request(signIn, { body: user });
    await api.request(signIn, { body: user, captchaToken: 'cap-2' });
    expect(server.requests.map((r) => r.headers['x-captcha-token'])).toEqual([
      'cap-1',
      undefined,
      'cap-2',
    ]);
  });

  it('requires and sends the Idempotency-Key of an idempotent call', async () => {
    server.route('POST /payments/pay_at_cashier', () =>
      json(200, { order_id: 91, total_amount: '40.00' }),
    );
    const api = client();
    const body = { order_details: { total_amount: '40.00' } };
    await expect(api.request(payAtCashier, { body })).rejects.toMatchObject({
      kind: 'invalid_request',
      issues: [expect.objectContaining({ path: ['idempotencyKey'] })],
    });
    expect(server.requests).toHaveLength(0);
    await api.request(payAtCashier, { body, idempotencyKey: 'order-91-try-1' });
    expect(server.requests[0]?.headers['idempotency-key']).toBe('order-91-try-1');
  });

  it('sends cookies along (credentials include)', async () => {
    const calls: RequestInit[] = [];
    const api = createApiClient({
      baseUrl: server.baseUrl,
      fetch: (resource, init) => {
        calls.push(init ?? {});
        return globalThis.fetch(resource, init);
      },
    });
    server.route('GET /pages/home', () => json(200, { currency: 'AED' }));
    await api.request(homePage);
    expect(calls[0]?.credentials).toBe('include');
  });

  it('sends a staff call with the machine token alone, or with the session cookie and its CSRF token', async () => {
    const calls: RequestInit[] = [];
    const make = (staffToken: string | null) =>
      createApiClient({
        baseUrl: server.baseUrl,
        staffToken: () => staffToken,
        staffCsrfToken: () => 'staff-csrf',
        fetch: (resource, init) => {
          calls.push(init ?? {});
          return globalThis.fetch(resource, init);
        },
      });
    server.route('GET /pos/api/session', () =>
      json(200, {
        staff: {
          id: 3,
          company_id: 1,
          name: 'Aisyah',
          email: 'aisyah@kopikaya.example.com',
          role: 'manager',
          outlet_id: 1,
        },
        csrf_token: 'staff-csrf',
      }),
    );
    server.route('DELETE /pos/api/session', () => ({ status: 204 }));
    await make('machine-token').request(endpoints.pos.signOut);
    await make(null).request(endpoints.pos.currentStaff);
    await make(null).request(endpoints.pos.signOut);
    expect(calls.map((call) => call.credentials)).toEqual(['omit', 'same-origin', 'same-origin']);
    const [machine, read, change] = server.requests;
    expect(machine?.headers.authorization).toBe('Bearer machine-token');
    expect(machine?.headers['x-csrf-token']).toBeUndefined();
    expect(read?.headers.authorization).toBeUndefined();
    expect(read?.headers['x-csrf-token']).toBeUndefined();
    expect(change?.headers['x-csrf-token']).toBe('staff-csrf');
  });
});

describe('input checks', () => {
  it('checks params, query and body against their schemas and sends nothing when they fail', async () => {
    const api = client();
    const error = await api
      // @ts-expect-error item ids are numbers
      .request(joinTable, { params: { id: 0 }, body: { items: [{ id: 'x', count: 1 }] } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'invalid_request', endpoint: 'test.joinTable' });
    const paths = (error as ApiError).issues?.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(['params.id', 'body.items.0.id']);
    const tooMany = Array.from({ length: 5 }, (_, i) => ({ id: i + 1, count: 1 }));
    await expect(
      api.request(joinTable, { params: { id: 1 }, body: { items: tooMany } }),
    ).rejects.toMatchObject({ kind: 'invalid_request' });
    expect(server.requests).toHaveLength(0);
  });
});
