import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/http/api-error';
import type { ApiClientOptions } from '../../src/http/client-types';
import { createApiClient } from '../../src/http/create-api-client';
import { homePage, joinTable, payAtCashier, tableStatus } from './endpoints';
import { closedPortUrl, json, startTestServer, type TestServer } from './test-server';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});

afterEach(async () => {
  await server.close();
});

const client = (options: Partial<ApiClientOptions> = {}) =>
  createApiClient({ baseUrl: server.baseUrl, csrfToken: () => 'csrf-123', ...options });

const join = (options: Partial<ApiClientOptions> = {}) =>
  client(options)
    .request(joinTable, { params: { id: 4 }, body: { items: [{ id: 1, count: 1 }] } })
    .then(
      () => {
        throw new Error('expected the call to fail');
      },
      (error: unknown) => {
        expect(error).toBeInstanceOf(ApiError);
        return error as ApiError;
      },
    );

const placeOrder = () =>
  client()
    .request(payAtCashier, {
      body: { order_details: { total_amount: '10.00' } },
      idempotencyKey: 'k-1',
    })
    .then(
      () => {
        throw new Error('expected the call to fail');
      },
      (error: unknown) => error as ApiError,
    );

describe('http errors', () => {
  it.each([
    [401, { error: 'You need to sign in or sign up before continuing.' }, null],
    [404, { error: 'Not found', error_id: null }, null],
    [409, { error: 'Split already done', error_id: 'split_already_done' }, 'split_already_done'],
    [422, { error: 'Payment for this table is being processed' }, null],
    [422, { error: 'Multiple order' }, null],
    [422, { error: 'Another order exists', error_id: null }, null],
  ])('a %i answer is an http ApiError with the body text and id', async (status, body, id) => {
    server.route('POST /dine-in/open-tab/v1/tables/4/join', () => json(status, body));
    const error = await join();
    expect(error).toMatchObject({
      kind: 'http',
      status,
      errorId: id,
      serverMessage: body.error,
      endpoint: 'test.joinTable',
      path: '/dine-in/open-tab/v1/tables/4/join',
    });
  });

  it.each([
    [422, 'out_of_stock_error', 'Items are out of stock'],
    [500, 'out_of_stock_error', 'Items are out of stock'],
    [422, 'payment_in_progress', 'Payment in progress'],
    [422, 'payment_in_progress_group_user', 'Another member is paying'],
    [422, 'promotion_available', 'A promotion is applied on this table'],
    [422, 'order_total_amount_mismatch', 'Order total mismatch'],
    [422, 'orders_total_amount_mismatch', 'Orders total mismatch'],
  ])('a %i with error id %s keeps the id, text and details', async (status, id, text) => {
    server.route('POST /payments/pay_at_cashier', () =>
      json(status, { error: text, error_id: id, details: { items: [12] } }),
    );
    const error = await placeOrder();
    expect(error).toMatchObject({
      kind: 'http',
      status,
      errorId: id,
      serverMessage: text,
      details: { items: [12] },
    });
  });

  it('a 500 with an HTML body is still an http error with its status and no id', async () => {
    server.route('POST /payments/pay_at_cashier', () => ({
      status: 500,
      headers: { 'Content-Type': 'text/html' },
      body: '<html><body><h1>We are sorry</h1></body></html>',
    }));
    const error = await placeOrder();
    expect(error).toMatchObject({ kind: 'http', status: 500, errorId: null, serverMessage: null });
  });

  it('a JSON error body of another shape gives no id and no text', async () => {
    server.route('POST /payments/pay_at_cashier', () => json(503, { message: 'down' }));
    const error = await placeOrder();
    expect(error).toMatchObject({ kind: 'http', status: 503, errorId: null, serverMessage: null });
  });
});

describe('answers that break the contract', () => {
  it('a 2xx that is not JSON is malformed_json', async () => {
    server.route('GET /pages/home', () => ({
      status: 200,
      headers: { 'Content-Type': 'application/json' },
      body: '{"currency": "AED"',
    }));
    const error = (await client()
      .request(homePage)
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ kind: 'malformed_json', status: 200 });
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });

  it('a 2xx that fails the schema is invalid_response with the path and issues, logged once', async () => {
    server.route('GET /dine-in/v1/tables/7/status', () =>
      json(200, { status: 'available', total_amount: 12.5 }),
    );
    const warn = vi.fn();
    const api = client({ logger: { warn } });
    const call = () => api.request(tableStatus, { params: { id: 7 }, query: {} });
    for (let i = 0; i < 2; i += 1) {
      const error = (await call().catch((e: unknown) => e)) as ApiError;
      expect(error).toMatchObject({
        kind: 'invalid_response',
        endpoint: 'test.tableStatus',
        path: '/dine-in/v1/tables/7/status',
      });
      expect(error.issues?.[0]?.path).toEqual(['total_amount']);
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('test.tableStatus'), {
      endpoint: 'test.tableStatus',
      path: '/dine-in/v1/tables/7/status',
      issues: [expect.objectContaining({ path: ['total_amount'] })],
    });
  });

  it('a logger that throws does not change the error', async () => {
    server.route('GET /pages/home', () => json(200, { currency: 7 }));
    const warn = () => {
      throw new Error('log sink down');
    };
    await expect(client({ logger: { warn } }).request(homePage)).rejects.toMatchObject({
      kind: 'invalid_response',
    });
  });

  it('logs again for another endpoint or another broken field', async () => {
    let body: unknown = { status: 'available', total_amount: 12.5 };
    server.route('GET /dine-in/v1/tables/7/status', () => json(200, body));
    server.route('GET /pages/home', () => json(200, { currency: 7 }));
    const warn = vi.fn();
    const api = client({ logger: { warn } });
    const status = () => api.request(tableStatus, { params: { id: 7 }, query: {} });
    await expect(status()).rejects.toBeInstanceOf(ApiError);
    body = { status: 3, total_amount: '1.00' };
    await expect(status()).rejects.toBeInstanceOf(ApiError);
    await expect(api.request(homePage)).rejects.toBeInstanceOf(ApiError);
    expect(warn).toHaveBeenCalledTimes(3);
  });
});

describe('no answer', () => {
  it('a server that never answers times out at the call limit', async () => {
    server.route('GET /pages/home', () => 'hang');
    const started = Date.now();
    // Long enough for the request to reach the test server on a busy machine, so it is counted.
    await expect(client().request(homePage, { timeoutMs: 1_000 })).rejects.toMatchObject({
      kind: 'timeout',
      endpoint: 'test.pagesHome',
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(server.requests).toHaveLength(1);
  });

  it('the client default limit applies when the call sets none', async () => {
    server.route('GET /pages/home', () => 'hang');
    await expect(client({ timeoutMs: 60 }).request(homePage)).rejects.toMatchObject({
      kind: 'timeout',
    });
  });

  it('a body that stops half way times out too', async () => {
    server.route('GET /pages/home', () => 'stall');
    await expect(client().request(homePage, { timeoutMs: 80 })).rejects.toMatchObject({
      kind: 'timeout',
    });
  });

  it('the caller aborting is aborted, not a timeout', async () => {
    server.route('GET /pages/home', () => 'hang');
    const controller = new AbortController();
    const pending = client().request(homePage, { signal: controller.signal, timeoutMs: 5_000 });
    setTimeout(() => {
      controller.abort();
    }, 30);
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('an already aborted signal sends nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(client().request(homePage, { signal: controller.signal })).rejects.toMatchObject({
      kind: 'aborted',
    });
    expect(server.requests).toHaveLength(0);
  });

  it('a closed port is a network error', async () => {
    const api = createApiClient({ baseUrl: await closedPortUrl(), csrfToken: () => 't' });
    const error = (await api.request(homePage).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ kind: 'network', status: null, endpoint: 'test.pagesHome' });
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('a finished call leaves no listener on the caller signal', async () => {
    server.route('GET /pages/home', () => json(200, { currency: 'AED' }));
    const controller = new AbortController();
    const add = vi.spyOn(controller.signal, 'addEventListener');
    const remove = vi.spyOn(controller.signal, 'removeEventListener');
    await client().request(homePage, { signal: controller.signal });
    expect(add).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenCalledWith('abort', add.mock.calls[0]?.[1]);
  });
});
