import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorId } from '../../src/errors/error-ids';
import type { ApiOperation } from '../../src/errors/operations';
import { resolveError } from '../../src/errors/resolve-error';
import { createApiClient } from '../../src/http/create-api-client';
import { joinTable } from './endpoints';
import { closedPortUrl, json, type Reply, startTestServer, type TestServer } from './test-server';

let server: TestServer;
let reply: Reply = json(200, { status: 'requested' });

beforeAll(async () => {
  server = await startTestServer();
  server.route('POST /dine-in/open-tab/v1/tables/4/join', () => reply);
});

afterAll(async () => {
  await server.close();
});

const join = (baseUrl = server.baseUrl) =>
  createApiClient({ baseUrl, csrfToken: () => 'csrf' })
    .request(joinTable, { params: { id: 4 }, body: { items: [] } })
    .then(
      () => null,
      (error: unknown) => error,
    );

describe('what the client throws is what the error map reads', () => {
  it.each<[string, Reply, ApiOperation, ErrorId]>([
    [
      '422 out_of_stock_error',
      json(422, { error: 'Sold out', error_id: 'out_of_stock_error' }),
      'place_order',
      'items_unavailable',
    ],
    [
      '422 payment_in_progress',
      json(422, { error: 'Paying', error_id: 'payment_in_progress' }),
      'join_table',
      'table_payment_in_progress',
    ],
    [
      '422 payment text',
      json(422, { error: 'Payment for this table is being processed' }),
      'join_table',
      'table_payment_in_progress',
    ],
    [
      '422 promotion_available',
      json(422, { error: 'Promotion', error_id: 'promotion_available' }),
      'table_status',
      'join_blocked_by_promotion',
    ],
    [
      'other 422 on join',
      json(422, { error: 'Nope' }),
      'join_table',
      'system_configuration_changed',
    ],
    [
      '500 HTML on join',
      { status: 500, headers: { 'Content-Type': 'text/html' }, body: '<h1>oops</h1>' },
      'join_table',
      'join_failed',
    ],
    [
      '409 preference',
      json(409, { error: 'Split already done' }),
      'payment_preference',
      'payment_preference_locked',
    ],
    ['401 anywhere', json(401, { error: 'Signed out' }), 'order_update', 'unauthorized'],
    ['malformed JSON', { status: 200, body: '{' }, 'join_table', 'join_failed'],
  ])('%s', async (_name, answer, operation, id) => {
    reply = answer;
    const error = await join();
    expect(resolveError(error, { operation }).id).toBe(id);
  });

  it('a closed port on join is the connection error', async () => {
    const error = await join(await closedPortUrl());
    expect(resolveError(error, { operation: 'join_table' }).id).toBe('join_network_error');
  });

  it("a 401 shows the server's text", async () => {
    reply = json(401, { error: 'You need to sign in.' });
    const resolved = resolveError(await join(), { operation: 'order_update' });
    expect(resolved.serverMessage).toBe('You need to sign in.');
    expect(resolved.entry.action).toEqual({ type: 'redirect', to: '/' });
  });
});
