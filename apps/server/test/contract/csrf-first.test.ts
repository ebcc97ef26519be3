import { allEndpoints } from '@tabula/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toFastifyPath } from '../../src/http/contract-route';
import { scannedDiner } from '../support/accounts';
import { DATABASE_KINDS } from '../support/databases';
import type { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import { hostileRequest } from '../support/hostile-input';
import { staff } from '../pos/support/staff';

/*
 * Issue 12 item 8: the CSRF token is checked before the input. A call the contract marks mutating,
 * sent without its token, is a 403 csrf_invalid whatever its body, and never a 400 that describes
 * the schema. Every such call of the contract is tried.
 */

const mutating = allEndpoints.filter((endpoint) => endpoint.csrf);
/*
 * Staff calls (the POS) carry the staff token instead of a session and its CSRF token: the same
 * rule holds for that token. Sent without it, or with a wrong one, every staff call is a 401
 * staff_unauthorized whatever its input, and never a 400 that describes the schema.
 */
const staffCalls = allEndpoints.filter((endpoint) => endpoint.auth === 'staff');
/** The sign-in calls, made before there is a credential. */
const SIGNED_OUT = new Set(['pos.signIn', 'pos.sendSignInCode', 'pos.signInWithCode']);
/** Every staff call but the sign-in ones. */
const guardedCalls = staffCalls.filter((endpoint) => !SIGNED_OUT.has(endpoint.name));

interface ErrorBody {
  error_id?: string;
  details?: unknown;
}

describe.each(DATABASE_KINDS)('CSRF before the input on %s', (kind) => {
  let t: TestServer;
  let diner: Diner;
  beforeAll(async () => {
    t = await startTestServer(kind);
    diner = await scannedDiner(t);
    // The session cookie is sent, its token is not.
    diner.csrfToken = null;
  });
  afterAll(() => t.close());

  const answered = () =>
    mutating.filter((endpoint) =>
      t.server.hasRoute({ method: endpoint.method, url: toFastifyPath(endpoint.path) }),
    );

  it('covers every mutating call the server answers', () => {
    expect(answered().length).toBeGreaterThanOrEqual(28);
  });

  it.each(['a body the schema refuses', 'a body that is not JSON'])(
    'answers 403 csrf_invalid without schema details to %s',
    async (label) => {
      const wrong: string[] = [];
      for (const endpoint of answered()) {
        const { url } = hostileRequest(endpoint, 'int 2^53');
        const body = label === 'a body that is not JSON' ? '{"items": [' : { items: 'none' };
        const answer = await diner.request<ErrorBody>(endpoint.method, url, body);
        if (
          answer.status !== 403 ||
          answer.body.error_id !== 'csrf_invalid' ||
          answer.body.details !== undefined
        ) {
          wrong.push(`${endpoint.name}: ${String(answer.status)} ${answer.text}`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  it('still answers a 400 naming the field once the token is sent', async () => {
    const scanned = await scannedDiner(t);
    const answer = await scanned.post<ErrorBody>('/payments/verifications', {
      tmp_order_id: 'x',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error_id).toBe('invalid_request');
  });
});

describe.each(DATABASE_KINDS)('the staff token before the input on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  it('covers every staff call, and every one is answered', () => {
    expect(staffCalls.length).toBeGreaterThanOrEqual(13);
    const unanswered = staffCalls.filter(
      (endpoint) =>
        !t.server.hasRoute({ method: endpoint.method, url: toFastifyPath(endpoint.path) }),
    );
    expect(unanswered.map((endpoint) => endpoint.name)).toEqual([]);
  });

  it.each([
    ['no token', null],
    ['a wrong token', 'not-the-staff-token'],
    ['a diner session and its CSRF token', 'diner'],
  ] as const)(
    'answers 401 staff_unauthorized without schema details to %s',
    async (_label, token) => {
      const diner = token === 'diner' ? await scannedDiner(t) : null;
      const wrong: string[] = [];
      for (const endpoint of guardedCalls) {
        const { url } = hostileRequest(endpoint, 'int 2^53');
        const method = endpoint.method as 'GET' | 'POST';
        const body = method === 'GET' ? undefined : { items: 'none' };
        const answer =
          diner === null
            ? await staff<ErrorBody>(t, method, url, body, { token })
            : await diner.request<ErrorBody>(method, url, body);
        if (
          answer.status !== 401 ||
          answer.body.error_id !== 'staff_unauthorized' ||
          answer.body.details !== undefined
        ) {
          wrong.push(`${endpoint.name}: ${String(answer.status)} ${answer.text}`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  it('still answers a 400 naming the field once the token is sent', async () => {
    const answer = await staff<ErrorBody>(t, 'POST', '/pos/api/outlets/1/stock', {
      item_id: 'none',
      sold_out: true,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error_id).toBe('invalid_request');
  });
});
