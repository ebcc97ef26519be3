import { allEndpoints } from '@tabula/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';
import { caseSlot, fuzzCase } from '../support/contract-fuzz/fuzz-case';
import { describeFailure, FuzzTally } from '../support/contract-fuzz/fuzz-tally';
import { harnessCallers } from '../support/contract-fuzz/harness-callers';
import { fuzzSeed, runCases } from '../support/contract-fuzz/run-cases';
import { captureServerErrors, type ServerErrors } from '../support/contract-fuzz/server-errors';

/*
 * Issue 34: a fuzz derived from the contract's zod schemas over every route. Each call of the
 * contract gets valid shapes with hostile values and invalid shapes (broken bodies, bodies that
 * are not JSON, other content types, path params that are no ids, broken queries, hostile
 * Idempotency-Keys), sent over HTTP as the app and the POS send them. No answer may be a 5xx, and
 * every request must be answered. 1,000 cases here, on the tests' database; `pnpm --filter
 * @tabula/server fuzz` runs 100,000 and watches the server's memory. FUZZ_SEED picks another run.
 */

/** The cases of the run. */
const CASES = 1000;
const seed = fuzzSeed();

describe('the fuzz cases', () => {
  it('spread evenly over every call of the contract, valid and invalid shapes alike', () => {
    const perEndpoint = new Map<string, number>();
    const kinds = { valid: 0, invalid: 0 };
    for (let index = 0; index < CASES; index += 1) {
      const { endpoint, kind } = caseSlot(allEndpoints, index);
      perEndpoint.set(endpoint.name, (perEndpoint.get(endpoint.name) ?? 0) + 1);
      kinds[kind] += 1;
    }
    expect(perEndpoint.size).toBe(allEndpoints.length);
    const counts = [...perEndpoint.values()];
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    expect(Math.abs(kinds.valid - kinds.invalid)).toBeLessThanOrEqual(allEndpoints.length);
  });

  it('are the same requests for the same seed', () => {
    const first = fuzzCase(allEndpoints, seed, 123);
    const again = fuzzCase(allEndpoints, seed, 123);
    expect({ ...again, endpoint: again.endpoint.name }).toEqual({
      ...first,
      endpoint: first.endpoint.name,
    });
  });
});

describe.each(DATABASE_KINDS)('the contract fuzz on %s', (kind) => {
  let t: TestServer;
  let errors: ServerErrors;
  beforeAll(async () => {
    t = await startTestServer(kind);
    errors = captureServerErrors(t.server.log);
  });
  afterAll(async () => {
    errors.restore();
    await t.close();
  });

  it(`answers ${String(CASES)} cases over every route without a 5xx`, async () => {
    const tally = new FuzzTally();
    const callers = harnessCallers(t);
    const started = performance.now();
    await runCases(
      { baseUrl: t.url, endpoints: allEndpoints, seed, callers, errors, tally },
      0,
      CASES,
    );
    const seconds = (performance.now() - started) / 1000;
    console.info(
      `[fuzz] ${kind} FUZZ_SEED=${String(seed)}: ${String(tally.cases)} cases in ${seconds.toFixed(1)} s, ` +
        `${String(callers.dinersMade)} diners; valid ${tally.histogram(tally.byKind.valid)}; ` +
        `invalid ${tally.histogram(tally.byKind.invalid)}; ${String(tally.succeeded.size)} calls answered a 2xx`,
    );
    expect(tally.cases).toBe(CASES);
    expect(tally.failed, tally.failures.map(describeFailure).join('\n\n')).toBe(0);
  }, 240_000);
});
