/* global process, console, setTimeout, clearTimeout, fetch, performance, Buffer */
/*
 * `pnpm --filter @tabula/server bench` (issue 16): how fast the built server answers a diner's
 * session, against a bare Fastify "hello world" measured in the same run on the same machine.
 * It asserts nothing: it prints a table and writes bench-results/latest.json. What it measures
 * and the recorded figures: docs/performance.md ("Performance of the server").
 *
 * Each round starts, one at a time and never two under load at once: the hello world
 * (bench/hello-server.mjs), then the real server (dist/main.js) on a fresh embedded PGlite, then
 * on a fresh PostgreSQL database. Against each it runs (i) a throughput run (`--connections`
 * connections, as fast as they go) and (ii) a latency run at a fixed overall rate (200 requests
 * per second), each after a 2-second warm-up; after every run the script waits until the server
 * has answered what the run left in flight. The server's targets are `GET /pages/home` with
 * the session cookie and `GET /` as a browser asks for it (HTML, gzip; the page inlines the home
 * page configuration). Each connection is a diner of its own: it scanned the counter's QR code
 * and sends its own session's cookie (`--diners`), as the diners of a restaurant do.
 *
 * Options:
 *   --duration S       seconds of each measured run (default 8)
 *   --rounds N         rounds of the whole sequence; the median is reported (default 2)
 *   --only DB          pglite or postgresql: the server on that database only
 *   --connections N    connections of the throughput run (default 50)
 *   --rate R           requests per second of the latency run (default 200)
 *   --diners N         diners (sessions) the connections take turns to be (default: one per
 *                      connection; 1: every connection sends the same session's cookie)
 *   --profile DIR      run the server under `node --cpu-prof` and write its profiles to DIR,
 *                      then print each profile's summary (bench/profile-summary.mjs)
 *
 * PostgreSQL: BENCH_DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/postgres) names a
 * database the script connects to to create `tabula_bench_<hex>` and to drop it afterwards.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get as httpGet } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, parseQrLinks } from '../../diner/scripts/demo-server.mjs';
import { printSummary, summarizeProfile } from './profile-summary.mjs';
import {
  connectAdmin,
  createDatabase,
  machineFacts,
  monotonicUs,
  wait,
} from './support/product.mjs';

/** apps/server. */
const SERVER_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The repository root. */
const REPO_ROOT = resolve(SERVER_DIR, '../..');
/** The built server, as `pnpm start` runs it. */
const SERVER_ENTRY = join(SERVER_DIR, 'dist/main.js');
const HELLO_ENTRY = join(SERVER_DIR, 'bench/hello-server.mjs');
const DINER_DIST = join(REPO_ROOT, 'apps/diner/dist');
const POS_DIST = join(REPO_ROOT, 'apps/pos/dist');
const RESULTS_FILE = join(SERVER_DIR, 'bench-results/latest.json');

/** The targets of issue 16. */
/** Issue 16's (against the hello world) and issue 34's (against the same bytes, bare). */
const TARGETS = { ratioPercent: 25, p99AtRateMs: 50, barePercent: 40 };

/**
 * Whether a line meets issue 34's target, which names one target on one database (GET
 * /pages/home on PostgreSQL, % of the same bytes served bare); null for every other line.
 */
function bareTargetMet(target, database, barePercent) {
  if (target !== 'GET /pages/home' || database !== 'postgresql') return null;
  return Number.isFinite(barePercent) && barePercent >= TARGETS.barePercent;
}
/** The latency run "kept up" when it achieved at least this share of the asked rate. */
const KEPT_UP_SHARE = 0.95;
/** Connections of the latency run; the rate is spread over them. */
const RATE_CONNECTIONS = 10;
const WARMUP_SECONDS = 2;
/** A first start migrates and seeds; on a busy 2-core machine that can take a while. */
const START_TIMEOUT_MS = 180_000;
/** SIGTERM, then SIGKILL after this long; a profiled server writes its profile first. */
const STOP_TIMEOUT_MS = 10_000;
const PROFILED_STOP_TIMEOUT_MS = 60_000;

const KOPI = 'Kopi & Kaya Cafe';

/**
 * @typedef {object} Options
 * @property {number} duration
 * @property {number} rounds
 * @property {('pglite' | 'postgresql')[]} databases
 * @property {number} connections
 * @property {number} rate
 * @property {number} diners
 * @property {string | null} profileDir
 */

/** @returns {Options} */
function parseOptions(argv) {
  /** @param {string} name */
  const value = (name) => {
    const index = argv.indexOf(name);
    if (index < 0) return undefined;
    const given = argv[index + 1];
    if (given === undefined || given.startsWith('--')) throw new Error(`${name} needs a value`);
    return given;
  };
  /** @param {string} name @param {number} fallback */
  const number = (name, fallback) => {
    const given = value(name);
    if (given === undefined) return fallback;
    const parsed = Number(given);
    if (!Number.isFinite(parsed) || parsed <= 0)
      throw new Error(`${name} must be a positive number`);
    return parsed;
  };
  const known = [
    '--duration',
    '--rounds',
    '--only',
    '--connections',
    '--rate',
    '--diners',
    '--profile',
  ];
  const unknown = argv.filter((arg) => arg.startsWith('--') && !known.includes(arg));
  if (unknown.length > 0) throw new Error(`unknown option ${unknown.join(', ')}`);
  const only = value('--only');
  if (only !== undefined && only !== 'pglite' && only !== 'postgresql') {
    throw new Error('--only takes pglite or postgresql');
  }
  const profile = value('--profile');
  const connections = Math.round(number('--connections', 50));
  return {
    duration: number('--duration', 8),
    rounds: Math.round(number('--rounds', 2)),
    databases: only ? [only] : ['pglite', 'postgresql'],
    connections,
    rate: number('--rate', 200),
    diners: Math.round(number('--diners', connections)),
    profileDir:
      profile === undefined ? null : resolve(process.env.INIT_CWD ?? process.cwd(), profile),
  };
}

/** The children alive now, so an interrupted run stops them too. */
const children = new Set();

/**
 * Starts a Node child process and resolves once `isReady(stdout so far)` holds.
 *
 * @param {{ name: string, args: string[], env: Record<string, string | undefined>,
 *   isReady: (output: string) => boolean, stopTimeoutMs?: number }} options
 */
async function startChild({ name, args, env, isReady, stopTimeoutMs = STOP_TIMEOUT_MS }) {
  const child = spawn(process.execPath, args, {
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
  const handle = {
    name,
    output: () => output,
    errors: () => errors,
    /** Stops the child: SIGTERM, then SIGKILL when it has not exited in time. */
    stop: async () => {
      if (exited === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => {
          console.error(
            `[bench] ${name} did not stop in ${String(stopTimeoutMs / 1000)} s: SIGKILL`,
          );
          child.kill('SIGKILL');
        }, stopTimeoutMs);
        await exit;
        clearTimeout(timer);
      }
      children.delete(handle);
      return exited;
    },
  };
  children.add(handle);
  try {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (!isReady(output)) {
      if (exited !== null) throw new Error(`${name} exited (${JSON.stringify(exited)})`);
      if (Date.now() > deadline) throw new Error(`${name} was not ready in time`);
      await wait(100);
    }
    return handle;
  } catch (error) {
    console.error(`[bench] ${name} did not start. Its output:\n${output}\n${errors}`.trimEnd());
    await handle.stop();
    throw error;
  }
}

/** Stops every child still alive, then exits: Ctrl+C leaves no server behind. */
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`[bench] ${signal}: stopping the servers`);
    void Promise.allSettled([...children].map((child) => child.stop())).then(() =>
      process.exit(130),
    );
  });
}

/** The hello world on a free port. */
async function startHello() {
  const port = await freePort();
  const handle = await startChild({
    name: 'hello world',
    args: [HELLO_ENTRY],
    env: { ...process.env, PORT: String(port), CARD_SANDBOX_PORT: '0', NODE_ENV: 'production' },
    isReady: (output) => output.includes('listening'),
  });
  return { ...handle, origin: `http://127.0.0.1:${String(port)}` };
}

/** Headers of an answer that belong to its connection or its moment, not to the answer. */
const UNREPLAYED_HEADERS = new Set([
  'connection',
  'content-length',
  'date',
  'keep-alive',
  'set-cookie',
  'transfer-encoding',
]);

/**
 * One answer of the real server exactly as it went over the wire (its body still compressed when
 * it was), so the bare Fastify can replay it (node's fetch would decompress it).
 *
 * @param {string} url
 * @param {Record<string, string>} headers
 * @returns {Promise<{ headers: Record<string, string>, body: string }>} the body in base64
 */
function captureAnswer(url, headers) {
  return new Promise((done, fail) => {
    const request = httpGet(url, { headers }, (answer) => {
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('error', fail);
      answer.on('end', () => {
        /** @type {Record<string, string>} */
        const kept = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value === undefined || UNREPLAYED_HEADERS.has(name)) continue;
          kept[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        done({ headers: kept, body: Buffer.concat(chunks).toString('base64') });
      });
    });
    request.on('error', fail);
  });
}

/**
 * The bare Fastify replaying one captured answer (issue 34's reference: the same bytes served
 * with none of the server's work), on a free port.
 *
 * @param {{ headers: Record<string, string>, body: string }} answer
 */
async function startBare(answer) {
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'tabula-bare-'));
  const file = join(dir, 'answer.json');
  await writeFile(file, JSON.stringify(answer));
  try {
    const handle = await startChild({
      name: 'the same bytes, bare',
      args: [HELLO_ENTRY],
      env: { ...process.env, PORT: String(port), BARE_ANSWER: file, NODE_ENV: 'production' },
      isReady: (output) => output.includes('listening'),
    });
    return {
      ...handle,
      origin: `http://127.0.0.1:${String(port)}`,
      stop: async () => {
        try {
          return await handle.stop();
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The real server as `pnpm start` runs it, on a free port of 127.0.0.1, on a fresh database
 * (a temporary PGlite folder, or a fresh PostgreSQL database), so it migrates and seeds the
 * demo restaurants. Resolves once the start banner's last block (`Outbox…`) is printed.
 *
 * @param {'pglite' | 'postgresql'} database
 * @param {{ profileDir: string | null, profileName: string }} profile
 */
async function startTabula(database, { profileDir, profileName }) {
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'tabula-bench-'));
  /** @type {Awaited<ReturnType<typeof createDatabase>> | null} */
  let postgres = null;
  try {
    if (database === 'postgresql') postgres = await createDatabase('bench');
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const origin = `http://127.0.0.1:${String(port)}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    CARD_SANDBOX_PORT: '0',
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    DINER_DIST,
    POS_DIST,
    STAFF_TOKEN: randomBytes(24).toString('base64url'),
    // The session secret is kept here on both databases; PGlite's files too.
    DATA_DIR: join(dir, 'data'),
    DATABASE_URL: postgres?.url,
  };
  if (!postgres) delete env.DATABASE_URL;
  const args = profileDir
    ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=${profileName}`]
    : [];
  const cleanUp = async () => {
    await rm(dir, { recursive: true, force: true });
    await postgres?.drop();
  };
  try {
    const handle = await startChild({
      name: `Tabula on ${database}`,
      args: [...args, SERVER_ENTRY],
      env,
      isReady: (output) => /^Outbox/m.test(output),
      stopTimeoutMs: profileDir ? PROFILED_STOP_TIMEOUT_MS : STOP_TIMEOUT_MS,
    });
    return {
      ...handle,
      origin,
      database: postgres?.name ?? 'pglite',
      stop: async () => {
        try {
          return await handle.stop();
        } finally {
          await cleanUp();
        }
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/**
 * `count` diners' sessions: each a scan of the Kopi & Kaya Cafe counter QR link, not followed;
 * its Set-Cookie is the session cookie.
 */
async function dinerCookies(server, count) {
  const link = parseQrLinks(server.output()).find(
    (code) => code.company === KOPI && code.label === 'Counter',
  );
  if (!link) throw new Error(`the start banner lists no Counter QR link of ${KOPI}`);
  const scan = async () => {
    const answer = await fetch(link.url, { redirect: 'manual' });
    if (answer.status !== 302) throw new Error(`${link.url} answered ${String(answer.status)}`);
    const cookies = answer.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
    if (cookies.length === 0) throw new Error(`${link.url} set no cookie`);
    return cookies.join('; ');
  };
  const diners = [];
  for (let i = 0; i < count; i += 1) diners.push(await scan());
  return diners;
}

/**
 * autocannon's `setupClient` that makes each connection the next diner: its headers carry that
 * diner's session cookie.
 *
 * @param {Record<string, string>} headers
 * @param {string[]} cookies
 */
function eachConnectionADiner(headers, cookies) {
  let next = 0;
  return (client) => {
    client.setHeaders({ ...headers, cookie: cookies[next % cookies.length] });
    next += 1;
  };
}

/**
 * What is measured against the server: the path, the headers, and a check of one answer first.
 * Each check throws when the answer is not what a diner's app gets.
 */
function tabulaTargets(cookie) {
  const checkJson = async (answer) => {
    const type = answer.headers.get('content-type') ?? '';
    const body = await answer.text();
    if (answer.status !== 200 || !type.includes('application/json')) {
      throw new Error(`answered ${String(answer.status)} ${type}: ${body.slice(0, 300)}`);
    }
    JSON.parse(body);
  };
  return [
    {
      // As the diner app's fetch sends it: every browser takes gzip.
      target: 'GET /pages/home',
      path: '/pages/home',
      headers: { cookie, accept: 'application/json', 'accept-encoding': 'gzip' },
      check: checkJson,
    },
    {
      // The same call from a client that takes no compression (the first figures).
      target: 'GET /pages/home, identity',
      path: '/pages/home',
      headers: { cookie, accept: 'application/json' },
      check: checkJson,
    },
    {
      target: 'GET / (HTML)',
      path: '/',
      headers: { cookie, accept: 'text/html', 'accept-encoding': 'gzip' },
      check: async (answer) => {
        const body = await answer.text();
        if (answer.status !== 200) {
          throw new Error(`answered ${String(answer.status)}: ${body.slice(0, 300)}`);
        }
        if (answer.headers.get('content-encoding') !== 'gzip') {
          throw new Error('answered without gzip');
        }
        // Every script element carries the answer's CSP nonce: <script nonce="…" type="…">.
        if (!/<script\b[^>]*\btype="application\/json"/.test(body)) {
          throw new Error('the page does not inline the home page configuration');
        }
      },
    },
  ];
}

/** The figures of one autocannon run. */
function figures(result) {
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p90Ms: result.latency.p90,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    meanMs: result.latency.average,
    bytesPerSecond: result.throughput.average,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    seconds: result.duration,
  };
}

/** A drain gives up after this long (and says so). */
const DRAIN_TIMEOUT_MS = 60_000;

/**
 * Waits until the server has worked through what a finished run left behind. autocannon closes
 * its connections at the end of a run, but the server still answers the requests it has read,
 * and on PGlite those queue for seconds; the next run would start behind them. So one request at
 * a time is sent (three at least) until the last two answer within twice the quickest answer
 * seen, or within 20 ms of it.
 *
 * @param {string} url
 * @param {Record<string, string>} headers
 * @returns the milliseconds it took
 */
async function drain(url, headers) {
  const started = performance.now();
  /** @type {number[]} */
  const times = [];
  const quick = (ms) => ms <= Math.max(2 * Math.min(...times), Math.min(...times) + 20);
  while (times.length < 3 || !times.slice(-2).every(quick)) {
    if (performance.now() - started > DRAIN_TIMEOUT_MS) {
      console.warn(
        `[bench]   ${url} still answers slowly after ${String(DRAIN_TIMEOUT_MS / 1000)} s`,
      );
      break;
    }
    const sent = performance.now();
    const answer = await fetch(url, { headers });
    await answer.arrayBuffer();
    times.push(performance.now() - sent);
  }
  return performance.now() - started;
}

/** One autocannon run, then a drain (see drain). */
async function autocannonRun(url, headers, extra) {
  const result = figures(await autocannon({ url, headers, pipelining: 1, ...extra }));
  return { ...result, drainMs: await drain(url, headers) };
}

/**
 * A warm-up, then the throughput run, each followed by a drain (see drain).
 *
 * @param {string} url
 * @param {Record<string, string>} headers
 * @param {Options} options
 * @param {{ setupClient?: (client: unknown) => void }} [clients] autocannon's per-connection setup
 */
async function measureThroughput(url, headers, options, clients = {}) {
  const run = (extra) => autocannonRun(url, headers, { ...clients, ...extra });
  await run({ connections: options.connections, duration: WARMUP_SECONDS });
  return run({ connections: options.connections, duration: options.duration });
}

/**
 * A warm-up, then the throughput run; a warm-up, then the latency run at the fixed rate. After
 * each the server is drained (see drain), so no run starts behind the previous one's requests.
 *
 * @param {string} url
 * @param {Record<string, string>} headers
 * @param {Options} options
 * @param {string[]} [cookies] the diners' session cookies, one per connection in turn
 */
async function measure(url, headers, options, cookies) {
  const clients = cookies ? { setupClient: eachConnectionADiner(headers, cookies) } : {};
  const throughput = await measureThroughput(url, headers, options, clients);
  const run = (extra) => autocannonRun(url, headers, { ...clients, ...extra });
  const rateConnections = Math.min(RATE_CONNECTIONS, options.connections);
  await run({ connections: rateConnections, duration: WARMUP_SECONDS, overallRate: options.rate });
  const atRate = await run({
    connections: rateConnections,
    duration: options.duration,
    overallRate: options.rate,
  });
  return { throughput, atRate: { ...atRate, askedRate: options.rate } };
}

/** One line of the report from a measurement, against the hello world of the same round. */
function row(round, target, database, measured, hello, bare = null) {
  const ratioPercent = (100 * measured.throughput.requestsPerSecond) / hello.requestsPerSecond;
  const bareRequestsPerSecond = bare?.requestsPerSecond ?? NaN;
  const barePercent = (100 * measured.throughput.requestsPerSecond) / bareRequestsPerSecond;
  const keptUp = measured.atRate.requestsPerSecond >= KEPT_UP_SHARE * measured.atRate.askedRate;
  const clean =
    measured.throughput.non2xx + measured.throughput.errors + measured.atRate.non2xx === 0 &&
    measured.atRate.errors === 0;
  return {
    round,
    target,
    database,
    requestsPerSecond: measured.throughput.requestsPerSecond,
    p50Ms: measured.throughput.p50Ms,
    p99Ms: measured.throughput.p99Ms,
    ratioPercent,
    bareRequestsPerSecond,
    barePercent,
    p99AtRateMs: measured.atRate.p99Ms,
    p50AtRateMs: measured.atRate.p50Ms,
    achievedRate: measured.atRate.requestsPerSecond,
    keptUp,
    non2xx: measured.throughput.non2xx + measured.atRate.non2xx,
    errors:
      measured.throughput.errors +
      measured.throughput.timeouts +
      measured.atRate.errors +
      measured.atRate.timeouts,
    met:
      target === 'hello world'
        ? null
        : ratioPercent >= TARGETS.ratioPercent &&
          measured.atRate.p99Ms < TARGETS.p99AtRateMs &&
          keptUp &&
          clean,
    bareMet: bareTargetMet(target, database, barePercent),
    raw: bare ? { ...measured, bare } : measured,
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Per target and database, the median of each figure over the rounds. */
function medians(rows) {
  const keys = [...new Set(rows.map((r) => `${r.target}|${r.database}`))];
  return keys.map((key) => {
    const group = rows.filter((r) => `${r.target}|${r.database}` === key);
    const pick = (field) => median(group.map((r) => r[field]));
    const ratioPercent = pick('ratioPercent');
    const p99AtRateMs = pick('p99AtRateMs');
    const keptUp = group.every((r) => r.keptUp);
    const clean = group.every((r) => r.non2xx === 0 && r.errors === 0);
    const { target, database } = group[0];
    const barePercent = pick('barePercent');
    return {
      round: 'median',
      target,
      database,
      requestsPerSecond: pick('requestsPerSecond'),
      p50Ms: pick('p50Ms'),
      p99Ms: pick('p99Ms'),
      ratioPercent,
      bareRequestsPerSecond: pick('bareRequestsPerSecond'),
      barePercent,
      p99AtRateMs,
      p50AtRateMs: pick('p50AtRateMs'),
      achievedRate: pick('achievedRate'),
      keptUp,
      non2xx: group.reduce((sum, r) => sum + r.non2xx, 0),
      errors: group.reduce((sum, r) => sum + r.errors, 0),
      met:
        target === 'hello world'
          ? null
          : ratioPercent >= TARGETS.ratioPercent &&
            p99AtRateMs < TARGETS.p99AtRateMs &&
            keptUp &&
            clean,
      bareMet: bareTargetMet(target, database, barePercent),
    };
  });
}

/** A plain-text table. */
function table(rows, rate) {
  const header = [
    'round',
    'target',
    'database',
    'req/s',
    'p50 ms',
    'p99 ms',
    '% of hello',
    'bare req/s',
    '% of bare',
    `p99 ms @${String(rate)}/s`,
    'achieved/s',
    'non-2xx',
    'errors',
    'met?',
    `≥ ${String(TARGETS.barePercent)} % of bare?`,
  ];
  const fixed = (value, digits) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
  const lines = rows.map((r) => [
    String(r.round),
    r.target,
    r.database,
    fixed(r.requestsPerSecond, 0),
    fixed(r.p50Ms, 1),
    fixed(r.p99Ms, 1),
    `${fixed(r.ratioPercent, r.ratioPercent < 10 ? 2 : 1)} %`,
    fixed(r.bareRequestsPerSecond, 0),
    Number.isFinite(r.barePercent) ? `${fixed(r.barePercent, 1)} %` : '-',
    fixed(r.p99AtRateMs, 1),
    `${fixed(r.achievedRate, 0)}${r.keptUp ? '' : ' (behind)'}`,
    String(r.non2xx),
    String(r.errors),
    r.met === null ? '' : r.met ? 'yes' : 'no',
    r.bareMet === null ? '' : r.bareMet ? 'yes' : 'no',
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...lines.map((line) => line[i].length)),
  );
  const format = (cells) =>
    cells.map((cell, i) => (i < 3 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join(
    '\n',
  );
}

/** The newest modification time (ms) of the files under these paths. */
function newestSource(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) visit(join(path, entry));
    } else if (stat.mtimeMs > newest) newest = stat.mtimeMs;
  };
  paths.forEach((path) => visit(join(REPO_ROOT, path)));
  return newest;
}

/** Fails when a build is missing; warns when the server's build is older than its sources. */
function checkBuilds() {
  const build =
    'pnpm turbo run build --filter=@tabula/server... --filter=@tabula/diner... (from the repository root)';
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: ${build}`);
  if (!existsSync(join(DINER_DIST, 'index.html'))) {
    throw new Error(`${DINER_DIST}/index.html is missing: ${build}`);
  }
  const sources = ['apps/server/src', 'packages/engine/src', 'packages/api-client/src'];
  if (statSync(SERVER_ENTRY).mtimeMs < newestSource(sources)) {
    console.warn(
      `[bench] WARNING: apps/server/dist is older than its sources; to rebuild: ${build}`,
    );
  }
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  checkBuilds();
  if (options.duration < 5) {
    console.warn(
      '[bench] WARNING: runs shorter than 5 s give one or two per-second samples each; ' +
        'their requests/s and ratios are not comparable (use them to try the script only).',
    );
  }
  if (options.databases.includes('postgresql')) await (await connectAdmin()).client.end();
  if (options.profileDir) await mkdir(options.profileDir, { recursive: true });
  const startedAt = new Date();
  const machine = machineFacts();
  console.log(
    `[bench] ${String(options.rounds)} round(s) of ${String(options.duration)} s runs, ` +
      `${String(options.connections)} connections, ${String(options.rate)} req/s for latency; ` +
      `databases: ${options.databases.join(', ')}; ${String(machine.cores)} cores, ${machine.cpu}, ` +
      `Node ${machine.node}`,
  );

  const rows = [];
  const rounds = [];
  const profiles = [];
  for (let round = 1; round <= options.rounds; round += 1) {
    const load = loadavg().map((value) => Number(value.toFixed(2)));
    console.log(`[bench] round ${String(round)} (load average ${load.join(', ')})`);

    const helloServer = await startHello();
    let hello;
    try {
      console.log('[bench]   hello world');
      hello = await measure(`${helloServer.origin}/`, {}, options);
    } finally {
      await helloServer.stop();
    }
    rows.push(row(round, 'hello world', '-', hello, hello.throughput));

    for (const database of options.databases) {
      const profileName = `tabula-${database}-round${String(round)}-${String(process.pid)}.cpuprofile`;
      const server = await startTabula(database, { profileDir: options.profileDir, profileName });
      /** @type {{ code: number | null, signal: string | null } | null} */
      let exited;
      // The part of the profile under load: from the first warm-up to the end of the last run.
      const window = { fromUs: 0, toUs: 0 };
      try {
        const cookies = await dinerCookies(server, options.diners);
        window.fromUs = monotonicUs();
        for (const { target, path, headers, check } of tabulaTargets(cookies[0])) {
          const url = `${server.origin}${path}`;
          try {
            await check(await fetch(url, { headers }));
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            throw new Error(`${target} on ${database}: ${message}\n${server.errors()}`, {
              cause: error,
            });
          }
          console.log(`[bench]   ${target} on ${database}`);
          const measured = await measure(url, headers, options, cookies);
          // The same answer's bytes from a bare Fastify, while the server sits idle.
          const bare = await startBare(await captureAnswer(url, headers));
          let bareThroughput;
          try {
            console.log(`[bench]   ${target}: the same bytes, bare`);
            bareThroughput = await measureThroughput(`${bare.origin}/`, {}, options);
          } finally {
            await bare.stop();
          }
          rows.push(row(round, target, database, measured, hello.throughput, bareThroughput));
        }
        window.toUs = monotonicUs();
      } finally {
        exited = await server.stop();
      }
      if (server.errors().trim() !== '') {
        console.warn(`[bench]   the server on ${database} wrote to stderr:\n${server.errors()}`);
      }
      if (options.profileDir) {
        const file = join(options.profileDir, profileName);
        if (!existsSync(file)) {
          throw new Error(
            `no CPU profile at ${file}: the server exited with ${JSON.stringify(exited)}`,
          );
        }
        const summary = await summarizeProfile(file, { top: 25, window });
        console.log(`\n[bench] CPU profile of Tabula on ${database}, round ${String(round)}:`);
        printSummary(summary);
        console.log(
          `Again: node apps/server/bench/profile-summary.mjs ${file} --top 25 ` +
            `--window ${String(window.fromUs)},${String(window.toUs)}`,
        );
        profiles.push({ database, round, file, window, summary });
      }
    }
    rounds.push({ round, loadAverageAtStart: load });
  }

  const summary = medians(rows);
  console.log(`\nPer round:\n${table(rows, options.rate)}`);
  console.log(`\nMedian of ${String(options.rounds)} round(s):\n${table(summary, options.rate)}`);
  console.log(
    `\nTargets (met?): at least ${String(TARGETS.ratioPercent)} % of the hello world's requests/s, and ` +
      `p99 under ${String(TARGETS.p99AtRateMs)} ms at ${String(options.rate)} req/s ` +
      `(kept up: at least ${String(KEPT_UP_SHARE * 100)} % of that rate achieved; ` +
      `no non-2xx answers or errors). Issue 34 (the last column): GET /pages/home on PostgreSQL at least ` +
      `${String(TARGETS.barePercent)} % of the requests/s of a bare Fastify sending the same ` +
      `bytes (% of bare).`,
  );

  await mkdir(dirname(RESULTS_FILE), { recursive: true });
  const report = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    machine,
    options: { ...options, warmupSeconds: WARMUP_SECONDS, rateConnections: RATE_CONNECTIONS },
    targets: { ...TARGETS, keptUpShare: KEPT_UP_SHARE },
    rounds,
    median: summary,
    runs: rows,
    profiles,
  };
  await writeFile(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`[bench] wrote ${relative(process.cwd(), RESULTS_FILE) || RESULTS_FILE}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
  // Servers still alive after a failure (the finally blocks stop them, this is the last resort).
  void Promise.allSettled([...children].map((child) => child.stop()));
});
