/*
 * The contract fuzz at length (issue 34): starts the product as `pnpm start` runs it (the
 * launcher, the card sandbox, the built server in a process of its own) on a fresh PostgreSQL
 * database, sends it N cases derived from the contract (100,000 unless --cases says otherwise),
 * and prints after every 10,000 the cases done, the 5xx count, the statuses and the server's
 * memory as its /metrics tell (heap used and RSS, read after a full garbage collection the script
 * asks the server's inspector for). At the end it says how the server's memory moved after the
 * first 10,000 cases. Exit code 1 on any 5xx or unanswered request. Run, after building the
 * server and the sandbox:
 *   pnpm --filter @tabula/server fuzz [--cases 20000] [--seed 34034]
 * The script starts itself again with WebSocket (Node 20 keeps it behind a flag), which speaks to
 * the inspector. PostgreSQL: BENCH_DATABASE_URL, else the machine's own.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { allEndpoints } from '@tabula/api-client';
import { openDatabase, type OpenDatabase } from '../src/db/client';
import { seedDemo } from '../src/seed/seed-demo';
import { describeFailure, FuzzTally, requestIdOf } from '../test/support/contract-fuzz/fuzz-tally';
import { harnessCallers } from '../test/support/contract-fuzz/harness-callers';
import { fuzzSeed, runCases } from '../test/support/contract-fuzz/run-cases';
import { serverErrorsInLog } from '../test/support/contract-fuzz/server-errors';
import { remoteServer } from '../test/support/remote-server';
import { serverMemory, type ServerMemory } from './support/server-memory';
import { startProduct } from './support/product.mjs';

/** Cases between two reports. */
const REPORT_EVERY = 10_000;
const MB = 1024 * 1024;
const SERVER_ENTRY = fileURLToPath(new URL('../dist/main.js', import.meta.url));

const { values } = parseArgs({
  options: {
    cases: { type: 'string', default: '100000' },
    seed: { type: 'string' },
  },
});

if (typeof WebSocket === 'undefined') {
  // Again, with WebSocket (the inspector's protocol runs over it).
  const script = fileURLToPath(import.meta.url);
  const child = spawnSync(
    process.execPath,
    ['--experimental-websocket', ...process.execArgv, script, ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  process.exit(child.status ?? 1);
}

const total = Number(values.cases);
if (!Number.isSafeInteger(total) || total < 1)
  throw new Error('--cases must be a positive integer');
const seed = values.seed === undefined ? fuzzSeed() : Number(values.seed);
if (!existsSync(SERVER_ENTRY)) {
  throw new Error(
    `${SERVER_ENTRY} is missing: pnpm turbo run build --filter=@tabula/server... --filter=@tabula/sandbox... (from the repository root)`,
  );
}

/** A figure with one decimal, e.g. `226.4`. */
const oneDecimal = (value: number) =>
  new Intl.NumberFormat('en', { maximumFractionDigits: 1, useGrouping: false }).format(value);
/** A whole figure, e.g. `52`. */
const whole = (value: number) =>
  new Intl.NumberFormat('en', { maximumFractionDigits: 0, useGrouping: false }).format(value);
const mb = (bytes: number) => `${oneDecimal(bytes / MB)} MB`;
const signed = (bytes: number) => `${bytes >= 0 ? '+' : ''}${mb(bytes)}`;

console.log(
  `contract fuzz: ${String(total)} cases over ${String(allEndpoints.length)} calls, the server in its own process on PostgreSQL, FUZZ_SEED=${String(seed)}`,
);
const metricsToken = `fuzz-metrics-${String(process.pid)}-0123456789abcdef`;
const product = await startProduct('postgresql', {
  prefix: 'fuzz',
  env: {
    METRICS_TOKEN: metricsToken,
    // The inspector's port when the script opens it (SIGUSR1): any free one, never 9229's owner.
    NODE_OPTIONS: [process.env.NODE_OPTIONS, '--inspect-port=127.0.0.1:0']
      .filter(Boolean)
      .join(' '),
  },
});

const errors = serverErrorsInLog();
let readUpTo = 0;
/** Takes what the server logged since the last call. */
const readLog = () => {
  const output = product.output();
  errors.read(output.slice(readUpTo));
  readUpTo = output.length;
};

const tally = new FuzzTally();
let atFirstReport: ServerMemory | null = null;
let last: ServerMemory | null = null;
let database: OpenDatabase | null = null;
try {
  const [serverPid] = product.serverPids;
  const [origin] = product.origins;
  if (serverPid === undefined || origin === undefined) throw new Error('the server did not start');
  database = await openDatabase({ databaseUrl: product.databaseUrl ?? '', dataDir: 'memory://' });
  // The demo is seeded by the server's first start; seeding again changes nothing and says what is there.
  const { t } = remoteServer(database.db, await seedDemo(database.db), product.staffToken, origin);
  const callers = harnessCallers(t);
  const run = { baseUrl: origin, endpoints: allEndpoints, seed, callers, errors, tally };
  const memory = await serverMemory({
    pid: serverPid,
    inspectorAnnounced: () => product.errors(),
    metricsUrl: `${origin}/metrics`,
    metricsToken,
  });
  const before = await memory.read();
  console.log(`server before: heap ${mb(before.heapUsed)}, RSS ${mb(before.rss)}`);
  const started = performance.now();
  for (let from = 0; from < total; from += REPORT_EVERY) {
    const to = Math.min(total, from + REPORT_EVERY);
    await runCases(run, from, to);
    readLog();
    last = await memory.read();
    atFirstReport ??= last;
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${String(to).padStart(7)} cases  5xx ${String(tally.failed)}  server heap ${mb(last.heapUsed)}  RSS ${mb(last.rss)}  ` +
        `${whole(seconds)} s (${whole(to / seconds)}/s)  ${tally.histogram()}`,
    );
  }
  readLog();
  console.log(
    `valid shapes: ${tally.histogram(tally.byKind.valid)}\ninvalid shapes: ${tally.histogram(tally.byKind.invalid)}`,
  );
  console.log(
    `${String(callers.dinersMade)} diners; ${String(tally.succeeded.size)} of ${String(allEndpoints.length)} calls answered a 2xx at least once; the server logged ${String(errors.count)} errors and warnings`,
  );
} finally {
  await database?.close();
  await product.stop();
}

for (const [message, count] of errors.messages) console.log(`  ${String(count)}× ${message}`);
if (atFirstReport && last && total > REPORT_EVERY) {
  const heap = last.heapUsed - atFirstReport.heapUsed;
  console.log(
    `server memory after the first ${String(REPORT_EVERY)} cases to the end: heap ${signed(heap)} (${oneDecimal((heap / atFirstReport.heapUsed) * 100)}%), RSS ${signed(last.rss - atFirstReport.rss)}`,
  );
}
for (const failure of tally.failures) {
  // A line the server logged may have come after its answer: look again now that all is read.
  const requestId = requestIdOf(failure.answer);
  if (failure.logged.length === 0 && requestId !== undefined) {
    failure.logged = errors.forRequest(requestId);
  }
  console.log(`\n${describeFailure(failure)}`);
}
if (tally.failed > 0) {
  console.log(`\n${String(tally.failed)} cases failed (5xx or no answer)`);
  process.exitCode = 1;
} else {
  console.log('no 5xx, every request answered');
}
