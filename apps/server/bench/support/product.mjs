/* global process, console, setTimeout, clearTimeout, URL */
/*
 * What the benchmarks share (bench/rush.mjs, bench/burst.mjs, bench/http-bench.mjs): the product
 * started as `pnpm start` runs it (apps/sandbox's launcher: the card sandbox, then the built
 * server configured with the sandbox's addresses) on a fresh database (a temporary PGlite folder
 * or a fresh PostgreSQL database), stopped on Ctrl+C, and the server processes' CPU time read
 * from /proc.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../../diner/scripts/demo-server.mjs';
import {
  DINER_DIST,
  DINER_SSR,
  LAUNCHER_ENTRY,
  POS_DIST,
  REPO_ROOT,
} from '../../../diner/scripts/ensure-builds.mjs';

/** A first start migrates and seeds; on a busy 2-core machine that can take a while. */
const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 10_000;
export const DEFAULT_DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/postgres';

export const wait = (ms) => new Promise((done) => setTimeout(done, ms));

/** Now on the monotonic clock, in microseconds: the clock of V8's CPU profiles on Linux. */
export const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

/** The machine a benchmark runs on, for its report. */
export function machineFacts() {
  return {
    cores: availableParallelism(),
    cpu: cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(totalmem() / 1e9),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
  };
}

/**
 * Reads a benchmark's numeric options after refusing any option not in `known`: `number(name,
 * fallback, minimum)` is the value after `name`, or `fallback` when it is not given.
 *
 * @param {string[]} argv @param {string[]} known
 */
export function numberOptions(argv, known) {
  const unknown = argv.filter((arg) => arg.startsWith('--') && !known.includes(arg));
  if (unknown.length > 0) throw new Error(`unknown option ${unknown.join(', ')}`);
  /** @param {string} name @param {number} fallback @param {number} minimum */
  return (name, fallback, minimum = Number.MIN_VALUE) => {
    const index = argv.indexOf(name);
    if (index < 0) return fallback;
    const parsed = Number(argv[index + 1]);
    if (!Number.isFinite(parsed) || parsed < minimum) {
      throw new Error(`${name} needs a number of at least ${String(minimum)}`);
    }
    return parsed;
  };
}

/** The nearest-rank percentile of sorted values. */
export function percentile(sorted, share) {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil(share * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1];
}

/** Connects to BENCH_DATABASE_URL, with an error that says what to do when it cannot. */
export async function connectAdmin() {
  const baseUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const client = new pg.Client({ connectionString: baseUrl });
  try {
    await client.connect();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `PostgreSQL at ${baseUrl} is not reachable (${reason}): set BENCH_DATABASE_URL, or run the benchmark on PGlite`,
      { cause: error },
    );
  }
  return { baseUrl, client };
}

/**
 * Creates a fresh PostgreSQL database `tabula_<prefix>_<hex>`; returns its URL and a function
 * that drops it.
 *
 * @param {string} [prefix] what the benchmark is called (rush, burst)
 */
export async function createDatabase(prefix = 'rush') {
  const name = `tabula_${prefix}_${randomBytes(6).toString('hex')}`;
  const { baseUrl, client: admin } = await connectAdmin();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const { client } = await connectAdmin();
    try {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
  return { name, url: url.toString(), drop };
}

/** The ids of a process's children (from /proc: the fourth field of each process's stat). */
export function childPids(parentPid) {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) === parentPid) pids.push(Number(entry));
    } catch {
      // The process ended while the folder was read.
    }
  }
  return pids;
}

/**
 * The ids of every descendant of a process (children, their children, …): a server group's
 * primary and the workers it forked (node:cluster).
 */
export function descendantPids(rootPid) {
  const found = [];
  const queue = [rootPid];
  while (queue.length > 0) {
    const children = childPids(/** @type {number} */ (queue.shift()));
    found.push(...children);
    queue.push(...children);
  }
  return found;
}

/** Clock ticks per second of /proc's CPU times. */
export const CLOCK_TICKS = (() => {
  const answer = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
  const ticks = Number(answer.stdout?.trim());
  return Number.isFinite(ticks) && ticks > 0 ? ticks : 100;
})();

/** A process's CPU time so far (user + system), in ms, or null once it is gone. */
export function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of stat (utime, stime) are the 12th and 13th after the name.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** The products alive now, so an interrupted run stops them too. */
export const running = new Set();

/**
 * The product as `pnpm start` runs it (apps/sandbox/dist/launcher.js: the card sandbox in its
 * own process, the server as its child, configured with the sandbox's addresses), on a free port
 * of 127.0.0.1 and a fresh database: a temporary PGlite folder, or a fresh PostgreSQL database.
 * Resolves once the server's banner is printed (its last block, `Outbox…`, comes after listen();
 * with WEB_CONCURRENCY above 1, after every worker listens).
 *
 * The server runs without NODE_ENV (the launcher plays no provider in production) and with
 * CHECK_ANSWERS=false, as production has it.
 *
 * @param {'pglite' | 'postgresql'} database
 * @param {{ prefix?: string, env?: Record<string, string> }} [options] the log prefix (and the
 *   name of a PostgreSQL database's prefix), and environment variables for the launcher and
 *   the server on top of the bench's (e.g. WEB_CONCURRENCY and REDIS_URL)
 */
export async function startProduct(database, { prefix = 'rush', env: extraEnv = {} } = {}) {
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), `tabula-${prefix}-`));
  /** @type {Awaited<ReturnType<typeof createDatabase>> | null} */
  let postgres = null;
  const cleanUp = async () => {
    await rm(dir, { recursive: true, force: true });
    await postgres?.drop();
  };
  try {
    if (database === 'postgresql') postgres = await createDatabase(prefix);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  const origin = `http://127.0.0.1:${String(port)}`;
  const staffToken = randomBytes(24).toString('base64url');
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    DATA_DIR: join(dir, 'data'),
    DINER_DIST,
    DINER_SSR,
    POS_DIST,
    STAFF_TOKEN: staffToken,
    // The card sandbox on a free port of its own, never the port after the server's.
    CARD_SANDBOX_PORT: '0',
    LOG_LEVEL: 'warn',
    // As production has it: the contract's check of answers is a development aid.
    CHECK_ANSWERS: 'false',
    DATABASE_URL: postgres?.url,
    ...extraEnv,
  };
  if (!postgres) delete env.DATABASE_URL;
  // The launcher plays no provider with NODE_ENV=production; the demo runs without it.
  delete env.NODE_ENV;
  const processes = Number(env.WEB_CONCURRENCY ?? 1);

  const child = spawn(process.execPath, [LAUNCHER_ENTRY], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  /** @type {{ code: number | null, signal: string | null } | null} */
  let exited = null;
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (errors += String(chunk)));
  const exit = new Promise((done) => {
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      done(exited);
    });
  });
  const product = {
    prefix,
    database: postgres?.name ?? 'pglite',
    /** The PostgreSQL database's URL, for a benchmark that reads or writes it too; null on PGlite. */
    databaseUrl: postgres?.url ?? null,
    /** Every address diners are sent to; one port, whatever the number of processes. */
    origins: [origin],
    staffToken,
    launcherPid: child.pid ?? 0,
    /**
     * The server processes, known once the banner is printed: the launcher's descendants (one
     * server, or a group's primary and its workers).
     */
    serverPids: /** @type {number[]} */ ([]),
    output: () => output,
    errors: () => errors,
    /** Stops the launcher (it forwards SIGTERM to the server), then removes the database. */
    stop: async () => {
      try {
        if (exited === null) {
          child.kill('SIGTERM');
          const timer = setTimeout(() => {
            console.error(
              `[${prefix}] the server did not stop in ${String(STOP_TIMEOUT_MS / 1000)} s`,
            );
            for (const pid of product.serverPids) {
              try {
                process.kill(pid, 'SIGKILL');
              } catch {
                // Already gone.
              }
            }
            child.kill('SIGKILL');
          }, STOP_TIMEOUT_MS);
          await exit;
          clearTimeout(timer);
        }
      } finally {
        running.delete(product);
        await cleanUp();
      }
    },
  };
  running.add(product);
  try {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (!/^Outbox/m.test(output)) {
      if (exited !== null) throw new Error(`the launcher exited (${JSON.stringify(exited)})`);
      if (Date.now() > deadline) throw new Error('the server printed no banner in time');
      await wait(200);
    }
    product.serverPids = descendantPids(product.launcherPid);
    // One server, or a group's primary and its workers.
    const expected = processes > 1 ? processes + 1 : 1;
    if (product.serverPids.length !== expected) {
      console.warn(
        `[${prefix}] the launcher has ${String(product.serverPids.length)} descendant processes ` +
          `(${String(expected)} expected); CPU time is summed over them`,
      );
    }
    return product;
  } catch (error) {
    console.error(
      `[${prefix}] the server did not start. Its output:\n${output}\n${errors}`.trimEnd(),
    );
    await product.stop();
    throw error;
  }
}

/** Stops the products on Ctrl+C, so no server is left behind. */
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    const prefixes = [...new Set([...running].map((product) => product.prefix))];
    console.error(`[${prefixes.join(', ') || 'bench'}] ${signal}: stopping the server`);
    void Promise.allSettled([...running].map((product) => product.stop())).then(() =>
      process.exit(130),
    );
  });
}
