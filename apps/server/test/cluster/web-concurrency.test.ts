import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, DATABASE_KINDS } from '../support/databases';
import { Diner } from '../support/diner';
import {
  deleteRedisKeys,
  REDIS_REACHABLE,
  TEST_REDIS_URL,
  testRedisPrefix,
} from '../support/redis';
import { startServerProcess, type ServerProcess } from '../support/server-process';

/*
 * `WEB_CONCURRENCY=2 pnpm start` (ADR 0013): one primary migrates and seeds and prints the banner
 * once, two workers share the port and serve, a worker killed with SIGKILL is replaced, and
 * SIGTERM stops them all and exits 0.
 */

/** Migrations, the tsx transform and three start-ups on a busy 2-core machine. */
const START_TIMEOUT_MS = 120_000;

/** The pids of a group's workers: the primary's children running the server (not esbuild's). */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes('src/main.ts'))
      .map((line) => Number(line.trim().split(/\s+/)[0]))
      .filter((child) => child > 0);
  } catch {
    return [];
  }
}

/** Polls `check` until it holds or `ms` pass. */
async function eventually(check: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not in time: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const RUNS = DATABASE_KINDS.includes('postgresql') && REDIS_REACHABLE;

describe.skipIf(!RUNS)('WEB_CONCURRENCY=2', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tabula-web-concurrency-'));
  const prefix = testRedisPrefix();
  let database: { url: string; drop(): Promise<void> } | undefined;
  let server: ServerProcess | undefined;
  /** What the primary and its workers printed. */
  const output = () => server?.output() ?? '';
  let url = '';

  beforeAll(async () => {
    database = await createPostgresDatabase();
    server = await startServerProcess(
      {
        WEB_CONCURRENCY: '2',
        DATABASE_URL: database.url,
        REDIS_URL: TEST_REDIS_URL,
        REDIS_PREFIX: prefix,
        DATA_DIR: dataDir,
        STAFF_TOKEN: 'web-concurrency-staff-token-0123456789',
      },
      START_TIMEOUT_MS,
    );
    url = server.url;
  }, START_TIMEOUT_MS + 10_000);

  afterAll(async () => {
    const primary = server?.child;
    if (primary?.exitCode === null) {
      const pids = childrenOf(primary.pid ?? 0);
      primary.kill('SIGKILL');
      for (const pid of pids) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
    await database?.drop();
    await deleteRedisKeys(prefix);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints the banner once, with two processes serving a diner', async () => {
    expect(output().match(/^Outbox/gm)).toHaveLength(1);
    expect(output()).toContain('2 server processes are listening');
    expect(childrenOf(server?.child.pid ?? 0)).toHaveLength(2);
    const token = /\/q\/([\w-]+)/.exec(output())?.[1];
    expect(token).toBeDefined();
    const diner = new Diner(url);
    expect((await diner.scan(token ?? '')).status).toBe(302);
    // Both workers answer (connections are spread), each with the same session secret.
    for (let i = 0; i < 6; i += 1) {
      expect((await diner.get('/pages/home')).status).toBe(200);
    }
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
  });

  it(
    'replaces a worker killed with SIGKILL',
    async () => {
      const before = childrenOf(server?.child.pid ?? 0);
      const [victim] = before;
      if (victim === undefined) throw new Error('no worker');
      process.kill(victim, 'SIGKILL');
      // The primary says so before it forks, but its line reaches this process through a pipe
      // and may be read after the new worker shows in /proc: both are waited for.
      const said = `Server process ${String(victim)} ended (SIGKILL); starting another`;
      await eventually(
        () => {
          const now = childrenOf(server?.child.pid ?? 0);
          return now.length === 2 && !now.includes(victim) && output().includes(said);
        },
        START_TIMEOUT_MS,
        'a new worker, announced',
      );
      expect(output()).toContain(said);
    },
    START_TIMEOUT_MS,
  );

  it('stops every worker on SIGTERM and exits 0', async () => {
    const workers = childrenOf(server?.child.pid ?? 0);
    const exited = new Promise<number | null>((resolve) => server?.child.once('exit', resolve));
    server?.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of workers) {
      expect(() => process.kill(pid, 0)).toThrow();
    }
  }, 60_000);
});
