import type { AnyEndpoint } from '@tabula/api-client';
import { scannedDiner, signInDiner } from '../accounts';
import type { Diner } from '../diner';
import type { TestServer } from '../harness';
import type { Callers } from './send-case';

/*
 * The callers of the fuzz on a test server: staff calls carry the staff token; diner calls come
 * from a diner who scanned one of the demo's QR codes (counters, pay-first, open-tab and
 * scan-and-pay tables of both venues), every other one signed in. A diner serves a few dozen
 * calls and is replaced, and at once when an answer says its session or CSRF token is gone (a
 * sign-out, a sign-in that renewed the session, a rate limit on the session): the fuzz's cases
 * then reach validation and the handlers, not the session check.
 */

/** How many calls one diner makes before a fresh one takes over. */
export const CALLS_PER_DINER = 25;

/** The staff token and a pool of diners on `t`, for {@link sendCase}. */
export function harnessCallers(
  t: TestServer,
  callsPerDiner = CALLS_PER_DINER,
): Callers & {
  /** How many diners were made. */
  readonly dinersMade: number;
} {
  const cafe = t.seed.cafe;
  const kuwait = t.seed.kuwait;
  const tokens = [
    cafe.counterToken,
    ...cafe.tables.map((table) => table.token),
    ...cafe.openTabTables.map((table) => table.token),
    cafe.scanAndPayTable.token,
    ...cafe.emptyScanAndPayTables.map((table) => table.token),
    kuwait.counterToken,
    ...kuwait.tables.map((table) => table.token),
    ...kuwait.openTabTables.map((table) => table.token),
    ...cafe.cardCounterTokens,
  ];
  let diner: Diner | null = null;
  let calls = 0;
  let made = 0;

  /** A diner at the next QR code that still scans (staff calls may retire or rotate a code). */
  const freshDiner = async (): Promise<Diner> => {
    for (let attempt = 0; attempt < tokens.length; attempt += 1) {
      const token = tokens[(made + attempt) % tokens.length] ?? cafe.counterToken;
      try {
        const scanned = await scannedDiner(t, token);
        made += 1;
        if (made % 2 === 0) await signInDiner(t, scanned);
        return scanned;
      } catch {
        // The code was retired or rotated by an earlier case: the next one.
      }
    }
    throw new Error('no QR code of the demo scans any more');
  };

  return {
    get dinersMade() {
      return made;
    },
    async credentials(endpoint: AnyEndpoint) {
      if (endpoint.auth === 'staff') return { authorization: `Bearer ${t.staffToken}` };
      if (diner === null || calls >= callsPerDiner) {
        diner = await freshDiner();
        calls = 0;
      }
      calls += 1;
      const headers: Record<string, string> = { cookie: diner.cookieHeader() };
      if (endpoint.csrf && diner.csrfToken) headers['x-csrf-token'] = diner.csrfToken;
      return headers;
    },
    answered(endpoint: AnyEndpoint, status: number) {
      if (endpoint.auth !== 'staff' && (status === 401 || status === 403 || status === 429)) {
        diner = null;
      }
    },
  };
}
