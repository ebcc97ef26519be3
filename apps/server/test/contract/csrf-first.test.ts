import { allEndpoints } from '@tabula/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toFastifyPath } from '../../src/http/contract-route';
import { scannedDiner } from '../support/accounts';
import { DATABASE_KINDS } from '../support/databases';
import type { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import { hostileRequest } from '../support/hostile-input';

/*
 * Issue 12 item 8: the CSRF token is checked before the input. A call the contract marks mutating,
 * sent without its token, is a 403 csrf_invalid whatever its body, and never a 400 that describes
 * the schema. Every such call of the contract is tried.
 */

const mutating = allEndpoints.filter((endpoint) => endpoint.csrf);

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
