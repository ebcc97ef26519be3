import type { OpenDatabase } from '../../src/db/client';
import type { DemoSeed } from '../../src/seed/seed-demo';
import type { TestServer } from './harness';

/*
 * A server in another process (test/faults/killed-process.test.ts, bench/contract-fuzz.ts) seen
 * through the parts of a TestServer the shared test steps read (diners, sign-ins, payloads,
 * bills): its address, the demo's seed, a database handle of this process on the same database,
 * the staff token, the clock, and the session id behind a signed cookie.
 */

/** What {@link remoteServer} returns: the fields to fill in, and the same object as a TestServer. */
export interface RemoteServer {
  /** Its fields; `url` is set once the process listens (and again after a restart). */
  remote: { url: string; seed: DemoSeed; staffToken: string };
  /** The same object, for the shared steps that take a TestServer. */
  t: TestServer;
}

/**
 * A TestServer of another process on `db`'s database. Only what the shared steps read is there:
 * a step that reaches for more (the messages, the card sandbox, the clock's advance) is for
 * in-process servers only.
 */
export function remoteServer(
  db: OpenDatabase['db'],
  seed: DemoSeed,
  staffToken: string,
  url = '',
): RemoteServer {
  const remote = {
    url,
    seed,
    staffToken,
    context: { db },
    clock: {
      get now() {
        return new Date();
      },
    },
    server: {
      // @fastify/cookie signs as `value.signature`; the value is all a test needs.
      unsignCookie(raw: string) {
        const dot = raw.lastIndexOf('.');
        return dot > 0 ? { valid: true, value: raw.slice(0, dot) } : { valid: false, value: null };
      },
    },
  };
  return { remote, t: remote as unknown as TestServer };
}
