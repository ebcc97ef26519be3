/*
 * The contract fuzz at length (issue 34): starts a test server in this process (the demo seeded,
 * an in-memory PGlite, or a fresh PostgreSQL database with --postgres), sends it N cases derived
 * from the contract (100,000 unless --cases says otherwise), and prints after every 10,000 the
 * cases done, the 5xx count, the statuses and the server's memory (heap used and RSS, measured
 * after a forced garbage collection). At the end it says whether memory stayed flat after the
 * first 10,000 cases. Exit code 1 on any 5xx or unanswered request. Run:
 *   pnpm --filter @tabula/server fuzz [--cases 20000] [--postgres] [--seed 34034]
 * The script starts itself again with --expose-gc (and the card sandbox's certificate authority
 * trusted, as the tests' processes do), so the figures are the live heap, not garbage.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { allEndpoints } from '@tabula/api-client';
import { trustFile } from '../../sandbox/src/certs';
import { startTestServer } from '../test/support/harness';
import { describeFailure, FuzzTally } from '../test/support/contract-fuzz/fuzz-tally';
import { harnessCallers } from '../test/support/contract-fuzz/harness-callers';
import { fuzzSeed, runCases } from '../test/support/contract-fuzz/run-cases';
import { captureServerErrors } from '../test/support/contract-fuzz/server-errors';

/** Cases between two reports. */
const REPORT_EVERY = 10_000;
const MB = 1024 * 1024;

const { values } = parseArgs({
  options: {
    cases: { type: 'string', default: '100000' },
    postgres: { type: 'boolean', default: false },
    seed: { type: 'string' },
  },
});

const collect = (globalThis as { gc?: () => void }).gc;
if (collect === undefined) {
  // Again, with the garbage collector exposed and the sandbox's authority trusted.
  const script = fileURLToPath(import.meta.url);
  const child = spawnSync(
    process.execPath,
    ['--expose-gc', ...process.execArgv, script, ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: { ...process.env, NODE_EXTRA_CA_CERTS: trustFile(process.env.NODE_EXTRA_CA_CERTS) },
    },
  );
  process.exit(child.status ?? 1);
}

const total = Number(values.cases);
if (!Number.isSafeInteger(total) || total < 1)
  throw new Error('--cases must be a positive integer');
const seed = values.seed === undefined ? fuzzSeed() : Number(values.seed);
const kind = values.postgres ? 'postgresql' : 'pglite';

interface Memory {
  heapUsed: number;
  rss: number;
}

/** The process's memory after a full collection: the server, its database and the fuzz. */
function memory(): Memory {
  collect?.();
  collect?.();
  const { heapUsed, rss } = process.memoryUsage();
  return { heapUsed, rss };
}

/** A figure with one decimal, e.g. `226.4`. */
const oneDecimal = (value: number) =>
  new Intl.NumberFormat('en', { maximumFractionDigits: 1, useGrouping: false }).format(value);
/** A whole figure, e.g. `52`. */
const whole = (value: number) =>
  new Intl.NumberFormat('en', { maximumFractionDigits: 0, useGrouping: false }).format(value);
const mb = (bytes: number) => `${oneDecimal(bytes / MB)} MB`;

console.log(
  `contract fuzz: ${String(total)} cases over ${String(allEndpoints.length)} calls on ${kind}, FUZZ_SEED=${String(seed)}`,
);
const t = await startTestServer(kind);
const errors = captureServerErrors(t.server.log);
const tally = new FuzzTally();
const callers = harnessCallers(t);
const run = { baseUrl: t.url, endpoints: allEndpoints, seed, callers, errors, tally };
const started = performance.now();
const before = memory();
console.log(`before: heap ${mb(before.heapUsed)}, RSS ${mb(before.rss)}`);
let atFirstReport: Memory | null = null;
let last = before;
try {
  for (let from = 0; from < total; from += REPORT_EVERY) {
    const to = Math.min(total, from + REPORT_EVERY);
    await runCases(run, from, to);
    // The test harness keeps every message the server sent; that is the harness's, not the server's.
    t.messages.length = 0;
    last = memory();
    atFirstReport ??= last;
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${String(to).padStart(7)} cases  5xx ${String(tally.failed)}  heap ${mb(last.heapUsed)}  RSS ${mb(last.rss)}  ` +
        `${whole(seconds)} s (${whole(to / seconds)}/s)  ${tally.histogram()}`,
    );
  }
} finally {
  errors.restore();
  await t.close();
}

console.log(
  `valid shapes: ${tally.histogram(tally.byKind.valid)}\ninvalid shapes: ${tally.histogram(tally.byKind.invalid)}`,
);
console.log(
  `${String(callers.dinersMade)} diners; ${String(tally.succeeded.size)} of ${String(allEndpoints.length)} calls answered a 2xx at least once; the server logged ${String(errors.count)} errors and warnings`,
);
for (const [message, count] of errors.messages) console.log(`  ${String(count)}× ${message}`);
if (atFirstReport && total > REPORT_EVERY) {
  const heap = last.heapUsed - atFirstReport.heapUsed;
  const rss = last.rss - atFirstReport.rss;
  const percent = (heap / atFirstReport.heapUsed) * 100;
  console.log(
    `memory after the first ${String(REPORT_EVERY)} cases to the end: heap ${heap >= 0 ? '+' : ''}${mb(heap)} (${oneDecimal(percent)}%), RSS ${rss >= 0 ? '+' : ''}${mb(rss)}`,
  );
}
for (const failure of tally.failures) console.log(`\n${describeFailure(failure)}`);
if (tally.failed > 0) {
  console.log(`\n${String(tally.failed)} cases failed (5xx or no answer)`);
  process.exitCode = 1;
} else {
  console.log('no 5xx, every request answered');
}
