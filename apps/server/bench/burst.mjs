/* global process, console, performance, fetch, AbortSignal, URL, Buffer */
/*
 * `pnpm --filter @tabula/server bench:burst` (issue 34): the lunch-rush burst. Every table of a
 * full restaurant is billed at once and every diner at those tables follows their bill live. It
 * starts the product as `pnpm start` does (bench/support/product.mjs: the launcher, the card
 * sandbox and the built server) on a fresh database, then, all through the real HTTP API and
 * socket.io:
 *
 *   setup   as staff (the launcher's staff token, as bench/rush.mjs's POS actor): `--tables`
 *           scan-and-pay tables added to Kopi & Kaya Cafe's outlet (POST
 *           /pos/api/outlets/{id}/tables, numbers "Burst 1"…), a bill opened on each (POST
 *           /pos/api/tables/{id}/bill, one menu item); then `--diners` diners per table, each
 *           scanning the table's code (GET /q/{token}: the session cookie), connecting socket.io
 *           (websocket, the cookie in the handshake, as the app does) and subscribing to its
 *           bill's channel track_order_{id} (a scan-and-pay diner follows the table's bill),
 *           `CONNECT_BATCH` diners at a time
 *   burst   the POS adds one item to every table's bill (POST /pos/api/tables/{id}/bill again),
 *           the `--tables` calls sent evenly spread over `--burst-ms`, as many at once as the
 *           server takes (a keep-alive pool of `POOL_SIZE` connections); each addition publishes
 *           order_updated on the bill's channel, which each of the table's diners hears
 *   paced   then `--paced-rate` additions a second for `--paced-seconds`, round-robin over the
 *           tables, the same measures
 *
 * Delivery is timed from the moment the table's POS call is handed to the HTTP client (sent)
 * to the moment a diner's socket hears order_updated on that bill's channel: the bench's only
 * work per event is one timestamp. A diner's n-th event of a phase is matched to the n-th call of
 * its table in that phase (a table's calls of one phase are seconds apart, each answered before
 * the next is sent). An event not heard `DRAIN_TIMEOUT_MS` after the phase's last call answered
 * is lost. The delivery times include the bench's own event loop: with thousands of sockets in
 * one process, its event loop delay (p99) and CPU time are printed beside the figures.
 *
 * The server's CPU time (user + system from /proc, summed over the launcher's descendants: the
 * server, or a group's primary and its workers) is read just before each phase and once its
 * events are delivered; a phase holds only POS calls and their deliveries, so CPU per POS action
 * is close to one action's own cost (the fan-out to `--diners` sockets included). The server's
 * CPU at rest (ms a second, over 2 s before each phase) is printed beside it. With --postgres,
 * PostgreSQL's own processes are not counted. The target of ≤ 3 ms is held against the burst's
 * figure, the measure of the issue's 11–13 ms (21 ms on PGlite): a server busy with a rush, where
 * that cost times 500 tables is the burst's delivery p95 (PGlite's 21 ms × 500 = 10.5 s, its p95
 * 10.1 s). The paced phase's figure is printed beside it without a target: at 25 additions a
 * second the process sleeps between them, and each of an addition's round trips (the request,
 * six queries) wakes it on its own, on cold caches, which costs about twice the burst's figure
 * for the same work (docs/performance.md, "On a fast day").
 *
 * It asserts nothing about speed: it prints each figure beside the issue's target, writes
 * bench-results/burst-latest.json, and exits non-zero only when an event was lost, a call
 * failed or a diner's socket dropped.
 *
 * Options:
 *   --tables N         scan-and-pay tables billed at once (default 500)
 *   --diners N         diners following each table's bill (default 6)
 *   --burst-ms MS      the burst's calls spread over this long (default 1000)
 *   --paced-rate R     paced POS actions a second (default 25)
 *   --paced-seconds S  how long the paced phase lasts (default 20)
 *   --postgres         a fresh PostgreSQL database (BENCH_DATABASE_URL, as bench/rush.mjs)
 *                      instead of the embedded PGlite
 *   --profile DIR      run the server under `node --cpu-prof` (the launcher's
 *                      SERVER_CPU_PROFILE_DIR), its profiles written to DIR, and print what each
 *                      process spent its CPU on in each phase (bench/profile-summary.mjs)
 *   --processes N      server processes (WEB_CONCURRENCY, default 1); above 1 it needs
 *                      --postgres and Redis at REDIS_URL (default redis://127.0.0.1:6379); the
 *                      run uses a REDIS_PREFIX of its own and removes its keys afterwards
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { SOCKET_EVENTS, channelName } from '@tabula/api-client';
import { createClient } from 'redis';
import { io } from 'socket.io-client';
import { DINER_DIST, LAUNCHER_ENTRY, SERVER_ENTRY } from '../../diner/scripts/ensure-builds.mjs';
import { printSummary, summarizeProfile } from './profile-summary.mjs';
import {
  connectAdmin,
  cpuMs,
  machineFacts,
  monotonicUs,
  numberOptions,
  percentile,
  running,
  startProduct,
  wait,
} from './support/product.mjs';

/** apps/server. */
const SERVER_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_FILE = join(SERVER_DIR, 'bench-results/burst-latest.json');

const CAFE = 'Kopi & Kaya Cafe';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
/** One HTTP request fails after this long. */
const REQUEST_TIMEOUT_MS = 30_000;
/** How long after a phase's last call answered its events may still arrive. */
const DRAIN_TIMEOUT_MS = 30_000;
/** Diners scanning and subscribing at once during the setup. */
const CONNECT_BATCH = 100;
/** Staff calls at once during the setup (adding tables, opening bills). */
const SETUP_CONCURRENCY = 16;
/** The POS's keep-alive connections: a sane pool, enough for a burst. */
const POOL_SIZE = 128;

/** The issue's targets. */
const TARGETS = {
  burstP95Ms: 1000,
  pacedP95Ms: 50,
  cpuMsPerAction: 3,
};

/**
 * @typedef {object} Options
 * @property {number} tables
 * @property {number} diners
 * @property {number} burstMs
 * @property {number} pacedRate
 * @property {number} pacedSeconds
 * @property {number} processes
 * @property {'pglite' | 'postgresql'} database
 */

/** @returns {Options} */
function parseOptions(argv) {
  const known = [
    '--tables',
    '--diners',
    '--burst-ms',
    '--paced-rate',
    '--paced-seconds',
    '--postgres',
    '--processes',
    '--profile',
  ];
  const number = numberOptions(argv, known);
  const options = {
    tables: Math.round(number('--tables', 500, 1)),
    diners: Math.round(number('--diners', 6, 1)),
    burstMs: number('--burst-ms', 1000, 0),
    pacedRate: number('--paced-rate', 25),
    pacedSeconds: number('--paced-seconds', 20, 0),
    processes: Math.round(number('--processes', 1, 1)),
    profileDir: argv.includes('--profile')
      ? resolve(argv[argv.indexOf('--profile') + 1] ?? '')
      : null,
    database: /** @type {'pglite' | 'postgresql'} */ (
      argv.includes('--postgres') ? 'postgresql' : 'pglite'
    ),
  };
  if (options.processes > 1 && options.database !== 'postgresql') {
    throw new Error('--processes above 1 needs --postgres (and Redis at REDIS_URL)');
  }
  return options;
}

/* ------------------------------------------------------------------------------------------ */
/* The staff's HTTP calls.                                                                     */
/* ------------------------------------------------------------------------------------------ */

/** A call that did not get the expected answer. */
class CallError extends Error {
  /** @param {string} code an HTTP status, or what went wrong */
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

/**
 * The POS's HTTP client: JSON calls under /pos/api with the staff token, over a keep-alive pool
 * of node:http (less of the bench's CPU per call than fetch).
 */
class Staff {
  /** @param {string} origin @param {string} token */
  constructor(origin, token) {
    const url = new URL(origin);
    this.host = url.hostname;
    this.port = Number(url.port);
    this.token = token;
    this.agent = new Agent({ keepAlive: true, maxSockets: POOL_SIZE });
  }

  /**
   * @param {string} method
   * @param {string} path
   * @param {unknown} [body]
   * @returns {Promise<{ status: number, text: string }>}
   */
  send(method, path, body) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((done, fail) => {
      const call = request(
        {
          host: this.host,
          port: this.port,
          method,
          path,
          agent: this.agent,
          headers: {
            authorization: `Bearer ${this.token}`,
            accept: 'application/json',
            ...(payload === undefined
              ? {}
              : {
                  'content-type': 'application/json',
                  'content-length': Buffer.byteLength(payload),
                }),
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => done({ status: response.statusCode ?? 0, text }));
          response.on('error', fail);
        },
      );
      call.setTimeout(REQUEST_TIMEOUT_MS, () =>
        call.destroy(new CallError('timeout', `${method} ${path}: no answer in time`)),
      );
      call.on('error', fail);
      call.end(payload);
    });
  }

  /** The answer's JSON, or a CallError naming the status when it is not 200. */
  async json(method, path, body) {
    const answer = await this.send(method, path, body);
    if (answer.status !== 200) {
      throw new CallError(
        String(answer.status),
        `${method} ${path}: ${String(answer.status)} ${answer.text.slice(0, 300)}`,
      );
    }
    return JSON.parse(answer.text);
  }

  close() {
    this.agent.destroy();
  }
}

/** Runs work over the items, `limit` at a time; resolves with the results in order. */
async function inPool(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index], index);
    }
  });
  await Promise.all(lanes);
  return results;
}

/* ------------------------------------------------------------------------------------------ */
/* The restaurant: tables, bills and their diners.                                             */
/* ------------------------------------------------------------------------------------------ */

/**
 * @typedef {object} Table
 * @property {number} id
 * @property {string} number
 * @property {string} token its code's token
 * @property {number} billId its bill's order id
 * @property {Diner[]} diners
 */

/**
 * @typedef {object} Diner
 * @property {Table} table
 * @property {import('socket.io-client').Socket} socket
 * @property {number[]} heard when each order_updated of its bill was heard (performance.now())
 */

/** The cafe's outlet (the POS's outlets call), and the items a bill may hold without a pick. */
async function cafeOutlet(staff) {
  const { outlets } = await staff.json('GET', '/pos/api/outlets');
  const outlet = outlets.find((candidate) => candidate.company_name === CAFE);
  if (!outlet) throw new Error(`the POS lists no outlet of ${CAFE}`);
  const { categories } = await staff.json('GET', `/pos/api/outlets/${String(outlet.id)}/menu`);
  const items = categories
    .flatMap((category) => category.items)
    .filter((item) => !item.sold_out && item.items.length === 0);
  if (items.length === 0) throw new Error(`${CAFE}'s menu has no item to bill`);
  return { outlet, items };
}

/**
 * An item the POS can put on a bill as it is (no modifier group asks for a choice): the first of
 * the menu the first table's bill takes; the bill is then open.
 */
async function openFirstBill(staff, table, items, covers) {
  for (const item of items) {
    const answer = await staff.send('POST', `/pos/api/tables/${String(table.id)}/bill`, {
      covers,
      items: [{ item_id: item.id, count: 1 }],
    });
    if (answer.status === 200) {
      table.billId = JSON.parse(answer.text).order.id;
      return item;
    }
    if (answer.status !== 422) {
      throw new CallError(String(answer.status), `open the first bill: ${answer.text}`);
    }
  }
  throw new Error('no item of the menu goes on a bill without a modifier choice');
}

/** The cookies an answer sets, as a Cookie header. */
function cookiesOf(headers) {
  const pairs = [];
  for (const cookie of headers.getSetCookie()) {
    const [pair = ''] = cookie.split(';');
    if (pair.indexOf('=') > 0 && !/max-age=0/i.test(cookie)) pairs.push(pair.trim());
  }
  return pairs.join('; ');
}

/** Counts every order_updated heard by any diner (the drain's test). */
const heardCount = { value: 0, disconnects: 0 };

/**
 * A diner at the table: scans its code (the session cookie), connects socket.io with the cookie
 * (websocket, as the app) and subscribes to the bill's channel. Per event the handler only takes
 * a timestamp.
 *
 * @param {string} origin
 * @param {Table} table
 * @returns {Promise<Diner>}
 */
async function seatDiner(origin, table) {
  const scanned = await fetch(`${origin}/q/${table.token}`, {
    headers: { accept: 'text/html' },
    redirect: 'manual',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  await scanned.arrayBuffer();
  if (scanned.status !== 302) throw new CallError(String(scanned.status), `scan ${table.number}`);
  const cookie = cookiesOf(scanned.headers);
  const channel = channelName('track_order', table.billId);
  const socket = io(origin, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    extraHeaders: { cookie },
  });
  /** @type {Diner} */
  const diner = { table, socket, heard: [] };
  socket.on(SOCKET_EVENTS.event, (envelope) => {
    if (envelope.event === 'order_updated' && envelope.channel === channel) {
      diner.heard.push(performance.now());
      heardCount.value += 1;
    }
  });
  await new Promise((done, fail) => {
    socket.once('connect', done);
    socket.once('connect_error', fail);
  });
  socket.on('disconnect', () => {
    heardCount.disconnects += 1;
  });
  const ack = await socket.timeout(REQUEST_TIMEOUT_MS).emitWithAck(SOCKET_EVENTS.subscribe, {
    channel,
  });
  if (!ack?.ok) {
    socket.disconnect();
    throw new CallError('refused', `subscribe ${channel}: ${JSON.stringify(ack)}`);
  }
  return diner;
}

/* ------------------------------------------------------------------------------------------ */
/* A phase: POS calls on a schedule, their deliveries, the server's CPU.                       */
/* ------------------------------------------------------------------------------------------ */

/** The server processes' CPU time so far (ms), summed. */
function serverCpu(pids) {
  return pids.reduce((sum, pid) => sum + (cpuMs(pid) ?? 0), 0);
}

/**
 * The server's CPU time while nothing is asked of it (ms a second), over `ms`: the background
 * (timers, the database's own work) a phase's figure holds too.
 */
async function idleCpuRate(pids, ms) {
  const before = serverCpu(pids);
  const start = performance.now();
  await wait(ms);
  return ((serverCpu(pids) - before) * 1000) / (performance.now() - start);
}

/** The bench process's own CPU time so far (ms). */
function benchCpu() {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/** Count, p50, p95 and max of a list of times (ms). */
function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    maxMs: sorted.length > 0 ? sorted[sorted.length - 1] : null,
  };
}

/**
 * Sends one bill addition per slot of the schedule (the slot's table and when it is due after
 * the start, ms), without waiting for the answers: an open loop, as a restaurant's tills. Then
 * waits for the answers and for every diner of an answered call to hear it, at most
 * DRAIN_TIMEOUT_MS after the last answer, and matches the events to the calls.
 *
 * @param {{ name: string, staff: Staff, tables: Table[], schedule: { table: Table, dueMs: number }[],
 *   itemId: number, covers: number, serverPids: number[] }} phase
 */
async function runPhase({ name, staff, tables, schedule, itemId, covers, serverPids }) {
  const offsets = new Map();
  for (const table of tables) {
    for (const diner of table.diners) offsets.set(diner, diner.heard.length);
  }
  const heardBefore = heardCount.value;
  const delay = monitorEventLoopDelay({ resolution: 10 });
  const body = { covers, items: [{ item_id: itemId, count: 1 }] };
  /** @type {{ table: Table, sentAt: number, answerMs: number | null, ok: boolean }[]} */
  const calls = [];
  const errors = new Map();
  const errorSamples = [];
  const cpuBefore = serverCpu(serverPids);
  const benchBefore = benchCpu();
  delay.enable();
  // The phase on the monotonic clock a V8 CPU profile is stamped with (profile-summary --window).
  const windowFromUs = monotonicUs();
  const start = performance.now();
  let latestMs = 0;
  const answers = [];
  for (const slot of schedule) {
    const left = start + slot.dueMs - performance.now();
    if (left > 1) await wait(left);
    else latestMs = Math.max(latestMs, -left);
    const call = { table: slot.table, sentAt: performance.now(), answerMs: null, ok: false };
    calls.push(call);
    answers.push(
      staff.send('POST', `/pos/api/tables/${String(slot.table.id)}/bill`, body).then(
        (answer) => {
          call.answerMs = performance.now() - call.sentAt;
          if (answer.status === 200) {
            call.ok = true;
            return;
          }
          const code = String(answer.status);
          errors.set(code, (errors.get(code) ?? 0) + 1);
          if (errorSamples.length < 5) errorSamples.push(`${code} ${answer.text.slice(0, 300)}`);
        },
        (error) => {
          call.answerMs = performance.now() - call.sentAt;
          const code = error instanceof CallError ? error.code : 'network';
          errors.set(code, (errors.get(code) ?? 0) + 1);
          if (errorSamples.length < 5) errorSamples.push(String(error));
        },
      ),
    );
  }
  const sentMs = performance.now() - start;
  await Promise.all(answers);
  const answeredMs = performance.now() - start;
  const expected = calls.filter((call) => call.ok).length * covers;
  const deadline = performance.now() + DRAIN_TIMEOUT_MS;
  while (heardCount.value - heardBefore < expected && performance.now() < deadline) {
    await wait(20);
  }
  const drainedMs = performance.now() - start;
  const windowToUs = monotonicUs();
  delay.disable();
  const cpuAfter = serverCpu(serverPids);
  const benchAfter = benchCpu();

  // Each table's answered calls in order; a diner's n-th event of the phase is the n-th call's.
  const callsOf = new Map();
  for (const call of calls) {
    if (!call.ok) continue;
    const list = callsOf.get(call.table) ?? [];
    list.push(call);
    callsOf.set(call.table, list);
  }
  const deliveries = [];
  let heard = 0;
  let extra = 0;
  for (const [table, list] of callsOf) {
    for (const diner of table.diners) {
      const events = diner.heard.slice(offsets.get(diner));
      events.forEach((at, index) => {
        const call = list[index];
        if (call === undefined) {
          extra += 1;
          return;
        }
        heard += 1;
        deliveries.push(at - call.sentAt);
      });
    }
  }
  const serverCpuMs = cpuAfter - cpuBefore;
  const answered = calls.filter((call) => call.ok).length;
  return {
    phase: name,
    calls: calls.length,
    answered,
    failed: calls.length - answered,
    errors: Object.fromEntries(errors),
    errorSamples,
    sentInMs: sentMs,
    answeredInMs: answeredMs,
    deliveredInMs: drainedMs,
    latestSendLateMs: latestMs,
    expected,
    heard,
    lost: expected - heard,
    unexpected: extra,
    delivery: stats(deliveries),
    answer: stats(calls.filter((call) => call.answerMs !== null).map((call) => call.answerMs)),
    serverCpuMs,
    serverCpuMsPerAction: serverCpuMs / Math.max(1, answered),
    profileWindow: { fromUs: windowFromUs, toUs: windowToUs },
    benchCpuMs: benchAfter - benchBefore,
    benchEventLoopDelayP99Ms: delay.percentile(99) / 1e6,
  };
}

/* ------------------------------------------------------------------------------------------ */
/* Redis for a group of server processes.                                                      */
/* ------------------------------------------------------------------------------------------ */

/** Connects to Redis, with an error that says what to do when it cannot. */
async function connectRedis(url) {
  const client = createClient({ url, socket: { reconnectStrategy: false } });
  client.on('error', () => {
    // Reported by connect() below.
  });
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Redis at ${url} is not reachable (${reason}): set REDIS_URL`, {
      cause: error,
    });
  }
  return client;
}

/** Removes the run's keys from Redis (its own REDIS_PREFIX). */
async function removeRedisKeys(url, prefix) {
  const client = await connectRedis(url);
  try {
    const keys = [];
    for await (const key of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) {
      keys.push(key);
    }
    if (keys.length > 0) await client.del(keys);
  } finally {
    await client.quit();
  }
}

/* ------------------------------------------------------------------------------------------ */
/* The run.                                                                                    */
/* ------------------------------------------------------------------------------------------ */

const fixed = (value, digits = 1) => (value === null ? '-' : value.toFixed(digits));

/** The results beside the issue's targets. */
function resultsTable(burst, paced, options) {
  const rows = [
    ['measure', 'figure', 'target', 'met'],
    [
      `burst: ${String(options.tables)} tables in ${String(options.burstMs)} ms, delivery p50`,
      `${fixed(burst.delivery.p50Ms)} ms`,
      '',
      '',
    ],
    [
      'burst: delivery p95',
      `${fixed(burst.delivery.p95Ms)} ms`,
      `< ${String(TARGETS.burstP95Ms)} ms`,
      burst.delivery.p95Ms !== null && burst.delivery.p95Ms < TARGETS.burstP95Ms ? 'yes' : 'NO',
    ],
    ['burst: delivery max', `${fixed(burst.delivery.maxMs)} ms`, '', ''],
    [
      'burst: events heard / expected (lost)',
      `${String(burst.heard)} / ${String(burst.expected)} (${String(burst.lost)})`,
      '0 lost',
      burst.lost === 0 && burst.failed === 0 ? 'yes' : 'NO',
    ],
    [
      'burst: POS answer p50 / p95',
      `${fixed(burst.answer.p50Ms)} / ${fixed(burst.answer.p95Ms)} ms`,
      '',
      '',
    ],
    [
      'burst: server CPU per POS action',
      `${fixed(burst.serverCpuMsPerAction, 2)} ms`,
      `<= ${String(TARGETS.cpuMsPerAction)} ms`,
      burst.serverCpuMsPerAction <= TARGETS.cpuMsPerAction ? 'yes' : 'NO',
    ],
  ];
  if (paced) {
    rows.push(
      [
        `paced: ${String(options.pacedRate)}/s for ${String(options.pacedSeconds)} s, delivery p50`,
        `${fixed(paced.delivery.p50Ms)} ms`,
        '',
        '',
      ],
      [
        'paced: delivery p95',
        `${fixed(paced.delivery.p95Ms)} ms`,
        `< ${String(TARGETS.pacedP95Ms)} ms`,
        paced.delivery.p95Ms !== null && paced.delivery.p95Ms < TARGETS.pacedP95Ms ? 'yes' : 'NO',
      ],
      ['paced: delivery max', `${fixed(paced.delivery.maxMs)} ms`, '', ''],
      [
        'paced: events heard / expected (lost)',
        `${String(paced.heard)} / ${String(paced.expected)} (${String(paced.lost)})`,
        '0 lost',
        paced.lost === 0 && paced.failed === 0 ? 'yes' : 'NO',
      ],
      [
        'paced: POS answer p50 / p95',
        `${fixed(paced.answer.p50Ms)} / ${fixed(paced.answer.p95Ms)} ms`,
        '',
        '',
      ],
      ['paced: server CPU per POS action', `${fixed(paced.serverCpuMsPerAction, 2)} ms`, '', ''],
    );
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const format = (cells) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ');
  return [
    format(rows[0]),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.slice(1).map(format),
  ].join('\n');
}

/** One line on a phase's timing, errors and the bench's own load. */
function phaseLine(result) {
  const errors =
    Object.entries(result.errors)
      .map(([code, count]) => `${code}×${String(count)}`)
      .join(' ') || 'none';
  return (
    `[burst] ${result.phase}: ${String(result.calls)} calls sent in ${fixed(result.sentInMs, 0)} ms ` +
    `(up to ${fixed(result.latestSendLateMs, 0)} ms late), answered in ${fixed(result.answeredInMs, 0)} ms, ` +
    `delivered in ${fixed(result.deliveredInMs, 0)} ms; errors ${errors}; unexpected events ${String(result.unexpected)}; ` +
    `server CPU ${fixed(result.serverCpuMs, 0)} ms; bench CPU ${fixed(result.benchCpuMs, 0)} ms, ` +
    `bench event loop delay p99 ${fixed(result.benchEventLoopDelayP99Ms)} ms; ` +
    `profile window ${String(result.profileWindow.fromUs)},${String(result.profileWindow.toUs)}`
  );
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  for (const file of [LAUNCHER_ENTRY, SERVER_ENTRY, join(DINER_DIST, 'index.html')]) {
    if (!existsSync(file)) {
      throw new Error(
        `${file} is missing: pnpm turbo run build --filter=@tabula/server... --filter=@tabula/sandbox... --filter=@tabula/diner... (from the repository root)`,
      );
    }
  }
  if (options.database === 'postgresql') await (await connectAdmin()).client.end();
  /** @type {{ url: string, prefix: string } | null} */
  let redis = null;
  if (options.processes > 1) {
    const url = process.env.REDIS_URL ?? DEFAULT_REDIS_URL;
    await (await connectRedis(url)).quit();
    redis = { url, prefix: `bench_burst_${randomBytes(6).toString('hex')}:` };
  }
  const machine = machineFacts();
  const loadAtStart = loadavg().map((value) => Number(value.toFixed(2)));
  console.log(
    `[burst] ${String(options.tables)} tables × ${String(options.diners)} diners, burst over ` +
      `${String(options.burstMs)} ms, then ${String(options.pacedRate)}/s for ${String(options.pacedSeconds)} s; ` +
      `on ${options.database}, ${String(options.processes)} server process(es)${redis ? ` behind Redis ${redis.url}` : ''}; ` +
      `${String(machine.cores)} cores, ${machine.cpu}, Node ${machine.node}, load average ${loadAtStart.join(', ')}`,
  );

  const startedAt = new Date();
  const benchCpuAtStart = benchCpu();
  const product = await startProduct(options.database, {
    prefix: 'burst',
    env: {
      ...(redis
        ? {
            WEB_CONCURRENCY: String(options.processes),
            REDIS_URL: redis.url,
            REDIS_PREFIX: redis.prefix,
          }
        : {}),
      ...(options.profileDir ? { SERVER_CPU_PROFILE_DIR: options.profileDir } : {}),
    },
  });
  const origin = product.origins[0];
  const staff = new Staff(origin, product.staffToken);
  /** @type {Table[]} */
  const tables = [];
  let report;
  try {
    console.log(`[burst] server ${origin} (pid ${product.serverPids.join(', ')})`);
    const setupStart = performance.now();
    const { outlet, items } = await cafeOutlet(staff);
    await inPool(
      Array.from({ length: options.tables }, (_, i) => i),
      SETUP_CONCURRENCY,
      async (i) => {
        const { table } = await staff.json('POST', `/pos/api/outlets/${String(outlet.id)}/tables`, {
          number: `Burst ${String(i + 1)}`,
          qr_source: 'scan_and_pay',
        });
        tables[i] = {
          id: table.id,
          number: table.number,
          token: table.code.token,
          billId: 0,
          diners: [],
        };
      },
    );
    const tablesMs = performance.now() - setupStart;
    const item = await openFirstBill(staff, tables[0], items, options.diners);
    const body = { covers: options.diners, items: [{ item_id: item.id, count: 1 }] };
    await inPool(tables.slice(1), SETUP_CONCURRENCY, async (table) => {
      const answer = await staff.json('POST', `/pos/api/tables/${String(table.id)}/bill`, body);
      table.billId = answer.order.id;
    });
    const billsMs = performance.now() - setupStart - tablesMs;
    const seats = tables.flatMap((table) => Array.from({ length: options.diners }, () => table));
    for (let i = 0; i < seats.length; i += CONNECT_BATCH) {
      const batch = await Promise.all(
        seats.slice(i, i + CONNECT_BATCH).map((table) => seatDiner(origin, table)),
      );
      for (const diner of batch) diner.table.diners.push(diner);
    }
    const setupMs = performance.now() - setupStart;
    console.log(
      `[burst] setup in ${(setupMs / 1000).toFixed(1)} s: ${String(tables.length)} tables added in ` +
        `${(tablesMs / 1000).toFixed(1)} s, bills opened (item "${item.name}") in ${(billsMs / 1000).toFixed(1)} s, ` +
        `${String(seats.length)} diners scanned, connected and subscribed in ${((setupMs - tablesMs - billsMs) / 1000).toFixed(1)} s`,
    );
    // Let the setup's tail (sessions written, sockets settled) pass before the first reading.
    await wait(1000);
    const idleBeforeBurst = await idleCpuRate(product.serverPids, 2000);
    const common = {
      staff,
      tables,
      itemId: item.id,
      covers: options.diners,
      serverPids: product.serverPids,
    };
    const burst = await runPhase({
      ...common,
      name: 'burst',
      schedule: tables.map((table, i) => ({
        table,
        dueMs: (i * options.burstMs) / tables.length,
      })),
    });
    console.log(phaseLine(burst));
    const pacedCalls = Math.round(options.pacedRate * options.pacedSeconds);
    let paced = null;
    let idleBeforePaced = null;
    if (pacedCalls > 0) {
      idleBeforePaced = await idleCpuRate(product.serverPids, 2000);
      paced = await runPhase({
        ...common,
        name: 'paced',
        schedule: Array.from({ length: pacedCalls }, (_, i) => ({
          table: tables[i % tables.length],
          dueMs: (i * 1000) / options.pacedRate,
        })),
      });
      console.log(phaseLine(paced));
    }
    const benchCpuMs = benchCpu() - benchCpuAtStart;
    const disconnects = heardCount.disconnects;
    console.log(`\n${resultsTable(burst, paced, options)}`);
    console.log(
      `\nSetup: ${String(options.tables)} tables × ${String(options.diners)} diners in ${(setupMs / 1000).toFixed(1)} s; ` +
        `server pids ${product.serverPids.join(', ')}; bench process CPU ${benchCpuMs.toFixed(0)} ms in all ` +
        `(burst ${burst.benchCpuMs.toFixed(0)} ms${paced ? `, paced ${paced.benchCpuMs.toFixed(0)} ms` : ''}); ` +
        `diner sockets dropped: ${String(disconnects)}; server CPU at rest ` +
        `${idleBeforeBurst.toFixed(0)} ms/s before the burst` +
        `${idleBeforePaced === null ? '' : `, ${idleBeforePaced.toFixed(0)} ms/s before the paced phase`}`,
    );
    const samples = [...burst.errorSamples, ...(paced?.errorSamples ?? [])];
    if (samples.length > 0) console.log(`\nFirst errors:\n  ${samples.join('\n  ')}`);
    const serverErrors = product.errors().trim();
    if (serverErrors !== '') {
      console.warn(`[burst] the server wrote to stderr:\n${serverErrors.slice(-3000)}`);
    }
    const failed =
      burst.lost > 0 ||
      burst.failed > 0 ||
      (paced !== null && (paced.lost > 0 || paced.failed > 0)) ||
      disconnects > 0;
    if (failed) process.exitCode = 1;
    report = {
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      machine,
      loadAverageAtStart: loadAtStart,
      options,
      database: product.database,
      serverProcesses: product.serverPids.length,
      redis: redis ? { url: redis.url, prefix: redis.prefix } : null,
      targets: TARGETS,
      setup: {
        tables: tables.length,
        diners: seats.length,
        seconds: setupMs / 1000,
        tablesSeconds: tablesMs / 1000,
        billsSeconds: billsMs / 1000,
      },
      burst,
      paced,
      serverIdleCpuMsPerSecond: { beforeBurst: idleBeforeBurst, beforePaced: idleBeforePaced },
      benchCpuMs,
      dinerSocketsDropped: disconnects,
    };
  } finally {
    for (const table of tables) {
      for (const diner of table?.diners ?? []) diner.socket.disconnect();
    }
    staff.close();
    await product.stop();
    if (redis) {
      await removeRedisKeys(redis.url, redis.prefix).catch((error) => {
        console.warn(`[burst] could not remove the run's Redis keys: ${String(error)}`);
      });
    }
  }
  await mkdir(dirname(RESULTS_FILE), { recursive: true });
  await writeFile(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`[burst] wrote ${relative(process.cwd(), RESULTS_FILE) || RESULTS_FILE}`);
  if (options.profileDir && report) await printProfiles(options.profileDir, report);
}

/**
 * What the server's processes spent their CPU on in each phase: the summary of each profile
 * node wrote into `dir` (one per process), over the phase's window (bench/profile-summary.mjs).
 */
async function printProfiles(dir, report) {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.cpuprofile')).sort();
  if (files.length === 0) console.warn(`[burst] no CPU profile in ${dir}`);
  for (const name of files) {
    for (const phase of [report.burst, report.paced]) {
      if (phase === null) continue;
      const file = join(dir, name);
      console.log(`\n[burst] CPU profile ${name}, ${String(phase.phase)} phase:`);
      printSummary(await summarizeProfile(file, { top: 25, window: phase.profileWindow }));
      const { fromUs, toUs } = phase.profileWindow;
      console.log(
        `Again: node apps/server/bench/profile-summary.mjs ${file} --top 25 --window ${String(fromUs)},${String(toUs)}`,
      );
    }
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
  void Promise.allSettled([...running].map((product) => product.stop()));
});
