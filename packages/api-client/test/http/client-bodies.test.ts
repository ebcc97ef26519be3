import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/http/create-api-client';
import { cancelWaiter, invoicePdf, payAtCashier, tableStatus } from './endpoints';
import { json, startTestServer, type TestServer } from './test-server';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});

afterEach(async () => {
  await server.close();
});

const client = () => createApiClient({ baseUrl: server.baseUrl, csrfToken: () => 'csrf-123' });

const PDF = Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n1 0 obj\n<<>>\nendobj\n%%EOF\n', 'latin1');

describe('response kinds', () => {
  it('a file endpoint reads the answer as a Blob', async () => {
    server.route('GET /invoices/A-12.pdf', () => ({
      status: 200,
      headers: { 'Content-Type': 'application/pdf' },
      body: PDF,
    }));
    const blob = await client().request(invoicePdf, {
      params: { sapaad_order_id: 'A-12' },
      query: { download: true },
    });
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('application/pdf');
    expect(Buffer.from(await blob.arrayBuffer()).equals(PDF)).toBe(true);
    expect(server.requests[0]?.headers.accept).toBe('*/*');
  });

  it('a file endpoint that fails still reads the JSON error body', async () => {
    server.route('GET /invoices/A-12.pdf', () => json(404, { error: 'Invoice not found' }));
    await expect(
      client().request(invoicePdf, {
        params: { sapaad_order_id: 'A-12' },
        query: { download: true },
      }),
    ).rejects.toMatchObject({ kind: 'http', status: 404, serverMessage: 'Invoice not found' });
  });

  it('an empty endpoint resolves with undefined on a 204', async () => {
    server.route('DELETE /dine-in/open-tab/v1/call_waiter/cancel', () => ({ status: 204 }));
    await expect(
      client().request(cancelWaiter, { query: { table_id: 3, sapaad_outlet_id: 9 } }),
    ).resolves.toBeUndefined();
    expect(server.requests[0]?.url).toBe(
      '/dine-in/open-tab/v1/call_waiter/cancel?table_id=3&sapaad_outlet_id=9',
    );
  });

  it('an empty endpoint ignores a body the server sends anyway', async () => {
    server.route('DELETE /dine-in/open-tab/v1/call_waiter/cancel', () => json(200, { ok: true }));
    await expect(
      client().request(cancelWaiter, { query: { table_id: 3, sapaad_outlet_id: 9 } }),
    ).resolves.toBeUndefined();
  });
});

describe('money', () => {
  it('amounts stay the strings the server sent, trailing zeros included', async () => {
    server.route('GET /dine-in/v1/tables/7/status', () => ({
      status: 200,
      headers: { 'Content-Type': 'application/json' },
      body: '{"status":"occupied","total_amount":"12.50"}',
    }));
    const answer = await client().request(tableStatus, { params: { id: 7 }, query: {} });
    expect(answer.total_amount).toBe('12.50');
    expect(typeof answer.total_amount).toBe('string');
  });

  it('an amount sent as a JSON number is refused, never coerced', async () => {
    server.route('GET /dine-in/v1/tables/7/status', () =>
      json(200, { status: 'occupied', total_amount: 12.5 }),
    );
    await expect(
      client().request(tableStatus, { params: { id: 7 }, query: {} }),
    ).rejects.toMatchObject({ kind: 'invalid_response' });
  });

  it('amounts in a body go out as the same strings', async () => {
    server.route('POST /payments/pay_at_cashier', () =>
      json(200, { order_id: 5, total_amount: '40.10' }),
    );
    const answer = await client().request(payAtCashier, {
      body: { order_details: { total_amount: '40.10' } },
      idempotencyKey: 'k',
    });
    expect(server.requests[0]?.body).toBe('{"order_details":{"total_amount":"40.10"}}');
    expect(answer.total_amount).toBe('40.10');
  });
});
