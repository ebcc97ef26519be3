import { allEndpoints } from '@tabula/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POS_ACTIONS } from '../../src/features/pos/order-transitions';
import { staff } from '../pos/support/staff';
import { signedInDiner } from '../support/accounts';
import { addPerson, signIn } from '../staff-accounts/support/people';
import { DATABASE_KINDS } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import {
  ABOVE_PG_INTEGER,
  ABOVE_SAFE_INTEGER,
  HOSTILE_KINDS,
  hostileRequest,
} from '../support/hostile-input';

/*
 * Issue 12 item 4: an id beyond a PostgreSQL integer or a NUL byte in text is the client's mistake,
 * so every route answers it with a 4xx, never a 500. The contract's calls are walked from the
 * contract itself (a new call is covered automatically); the routes outside it are listed.
 */

/** The error ids that mean the request never reached validation: the test would prove nothing. */
const NOT_REACHED = new Set(['session_missing', 'csrf_invalid', 'staff_unauthorized']);

/** The staff calls only a signed-in person makes (about themself): the machine token is no one. */
const PERSON_CALLS = new Set(['pos.changePassword']);

const cases = allEndpoints
  .flatMap((endpoint) =>
    HOSTILE_KINDS.map((kind) => ({ endpoint, kind, request: hostileRequest(endpoint, kind) })),
  )
  .filter(({ request }) => request.hostile > 0);

describe('the hostile requests derived from the contract', () => {
  it('carry every kind of hostile value on many calls', () => {
    for (const kind of HOSTILE_KINDS) {
      expect(cases.filter((c) => c.kind === kind).length).toBeGreaterThan(30);
    }
  });

  it('put the value in path, query and body', () => {
    const verification = cases.find(
      (c) => c.endpoint.name === 'payments.verify' && c.kind === 'int 2^31',
    );
    expect(JSON.stringify(verification?.request.body)).toContain(String(ABOVE_PG_INTEGER));
    const invoice = cases.find(
      (c) => c.endpoint.name === 'invoices.download' && c.kind === 'int 2^53',
    );
    expect(invoice?.request.url).toMatch(`/invoices/${String(ABOVE_SAFE_INTEGER)}.pdf`);
    const discount = cases.find(
      (c) => c.endpoint.name === 'discounts.lookup' && c.kind === 'NUL in text',
    );
    expect(discount?.request.url).toContain('%00');
  });
});

describe.each(DATABASE_KINDS)('hostile input on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  /** A member of the cafe's staff, signed in over HTTP. */
  const signedInPerson = async () =>
    signIn(t, await addPerson(t, 'staff', t.seed.cafe.companyId, t.seed.cafe.outletId));

  it.each(cases.map((c) => [c.endpoint.name, c.kind, c] as const))(
    '%s with %s answers a 4xx',
    async (_name, _kind, { endpoint, request }) => {
      // A staff call is sent as a script sends it, with the machine token, no diner session; a
      // call about the signed-in person themself, as the POS sends it, with a person's session.
      const answer =
        endpoint.auth === 'staff'
          ? await staff<{ error_id?: string }>(
              t,
              request.method as 'GET' | 'POST',
              request.url,
              request.body,
              PERSON_CALLS.has(endpoint.name) ? (await signedInPerson()).as : {},
            )
          : await (
              await signedInDiner(t)
            ).diner.request<{ error_id?: string }>(
              request.method,
              request.url,
              request.body,
              endpoint.idempotent ? Diner.idempotent() : {},
            );
      expect(answer.status, answer.text).toBeLessThan(500);
      expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
      expect(NOT_REACHED.has(answer.body.error_id ?? ''), answer.text).toBe(false);
    },
  );

  const big = [ABOVE_PG_INTEGER, ABOVE_SAFE_INTEGER];
  it.each(big)('the POS API refuses order and outlet id %d with a 400', async (id) => {
    type Call = readonly [method: 'GET' | 'POST', path: string, body?: unknown];
    const calls: Call[] = [
      ['GET', `/pos/api/outlets/${String(id)}/menu`],
      ['POST', `/pos/api/outlets/${String(id)}/stock`, { item_id: 1, sold_out: true }],
      ['POST', `/pos/api/outlets/1/stock`, { item_id: id, sold_out: true }],
      ['GET', `/pos/api/orders?outlet_id=${String(id)}`],
      ['GET', `/pos/api/orders/${String(id)}`],
      ...POS_ACTIONS.map((action): Call => ['POST', `/pos/api/orders/${String(id)}/${action}`]),
      ['POST', `/pos/api/orders/${String(id)}/payments`, { payment_type: 'cash' }],
      ['POST', `/pos/api/orders/${String(id)}/discount`, { percent: '10' }],
      ['POST', `/pos/api/orders/${String(id)}/loyalty`, { points: '0' }],
    ];
    for (const [method, path, body] of calls) {
      const answer = await staff(t, method, path, body);
      expect(answer.status, `${method} ${path}: ${answer.text}`).toBe(400);
    }
  });

  it('the POS API refuses a NUL in a coupon code or an id with a 400', async () => {
    const coupon = await staff(t, 'POST', '/pos/api/orders/1/discount', {
      coupon_code: 'SAVE10\u0000',
    });
    expect(coupon.status, coupon.text).toBe(400);
    expect(coupon.text).toContain('NUL');
    const order = await staff(t, 'GET', '/pos/api/orders/%00');
    expect(order.status, order.text).toBe(400);
  });

  it.each([...big.map(String), '%00'])(
    'the outbox attachment and the invoice refuse id %s with a 400',
    async (id) => {
      const attachment = await fetch(`${t.url}/dev/outbox/${id}/attachment`);
      expect(attachment.status).toBe(400);
      const { diner } = await signedInDiner(t);
      const invoice = await diner.get(`/invoices/${id}.pdf`);
      expect(invoice.status, invoice.text).toBe(400);
    },
  );
});
