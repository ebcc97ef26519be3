/* global process, console, setTimeout, fetch, URL */
/*
 * `pnpm --filter @tabula/diner bench` (issue 6, "Speed"): builds the app, starts the demo server,
 * then reports (a) the gzipped JavaScript and CSS the first load of / (the menu) fetches and
 * (b) Lighthouse's mobile performance score, LCP, TBT and CLS on / of a session, against the
 * targets. It asserts nothing: it prints a table and writes bench-results/latest.json. What it
 * measures and the recorded figures: docs/performance.md.
 *
 * Options: --runs N (Lighthouse runs, the median is reported; default 3).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { cpus, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, provideChromium } from './chromium.mjs';
import { freePort, startDemoServer } from './demo-server.mjs';
import { DINER_DIR, ensureBuilds } from './ensure-builds.mjs';

const require = createRequire(import.meta.url);

/** The targets of issue 6 ("Speed"). */
const TARGETS = { jsGzipKb: 120, performance: 95, lcpMs: 2000, cls: 0.05 };

/** A kB is 1000 bytes, as Vite prints sizes; the stricter reading of "120 KB". */
const kb = (bytes) => bytes / 1000;

function option(name, fallback) {
  const index = process.argv.indexOf(name);
  return index >= 0 && process.argv[index + 1] ? Number(process.argv[index + 1]) : fallback;
}

/** The phone the e2e journeys use (playwright.config.ts). */
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 3,
  locale: 'en',
};

/**
 * (a) Every JavaScript and CSS response of the first load of / after a scan, until the network is
 * idle (lazy route chunks and the language catalog included), each body gzipped at level 9.
 */
async function measureTransfer(executablePath, qrLink) {
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage(PHONE);
    const responses = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') responses.push({ type, response });
    });
    await page.goto(qrLink, { waitUntil: 'networkidle' });
    const files = [];
    const seen = new Set();
    for (const { type, response } of responses) {
      const url = new URL(response.url());
      if (seen.has(url.pathname)) continue;
      seen.add(url.pathname);
      const body = await response.body();
      files.push({
        file: url.pathname,
        kind: type === 'script' ? 'js' : 'css',
        bytes: body.length,
        gzipBytes: gzipSync(body, { level: 9 }).length,
      });
    }
    const total = (kind) =>
      files
        .filter((file) => file.kind === kind)
        .reduce(
          (sum, file) => ({
            bytes: sum.bytes + file.bytes,
            gzipBytes: sum.gzipBytes + file.gzipBytes,
          }),
          { bytes: 0, gzipBytes: 0 },
        );
    return { finalUrl: page.url(), files, js: total('js'), css: total('css') };
  } finally {
    await browser.close();
  }
}

/** Waits until a Chromium started with --remote-debugging-port answers; returns its version. */
async function waitForDevtools(port) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const answer = await fetch(`http://127.0.0.1:${String(port)}/json/version`);
      if (answer.ok) return (await answer.json()).Browser;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('Chromium did not open its debugging port');
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

/**
 * (b) Lighthouse with its default config (the mobile preset: a moto g power screen, simulated
 * slow 4G and 4x CPU slowdown) on / of a session. Lighthouse drives a headless system Chromium
 * that we start with a profile of its own; the QR link is opened in it first, so / is audited
 * with the session cookie, as a diner who scanned sees it.
 */
async function runLighthouse(executablePath, origin, qrLink, runs) {
  const profile = await mkdtemp(join(tmpdir(), 'tabula-lighthouse-'));
  const port = await freePort();
  const browserProcess = spawn(
    executablePath,
    [
      '--headless',
      ...CHROMIUM_ARGS,
      `--remote-debugging-port=${String(port)}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    const version = await waitForDevtools(port);
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${String(port)}`);
    const [context] = cdp.contexts();
    if (!context) throw new Error('Chromium has no default browser context');
    const scan = await context.newPage();
    await scan.goto(qrLink);
    const cookies = await context.cookies(origin);
    await scan.close();
    await cdp.close();
    if (cookies.length === 0) throw new Error('the QR link set no session cookie');

    const results = [];
    for (let run = 1; run <= runs; run += 1) {
      const result = await lighthouse(`${origin}/`, {
        port,
        hostname: '127.0.0.1',
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error('Lighthouse returned no result');
      const { lhr } = result;
      const audit = (id) => lhr.audits[id]?.numericValue ?? null;
      const requests = lhr.audits['network-requests']?.details?.items ?? [];
      const home = requests.find((item) => String(item.url).endsWith('/pages/home'));
      const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0];
      const figures = {
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        fcpMs: audit('first-contentful-paint'),
        speedIndexMs: audit('speed-index'),
        // The session must have been there: the server inlines the home page configuration
        // into the page only for a session; without one the app calls /pages/home and gets 401.
        homeStatus: home?.statusCode ?? 'inlined',
        lcpElement: lcpElement?.items?.[0]?.node?.snippet ?? lcpElement?.node?.snippet ?? null,
        warnings: lhr.runWarnings,
      };
      console.log(
        `[tabula] Lighthouse run ${String(run)}/${String(runs)}: performance ` +
          `${String(figures.performance)}, LCP ${String(figures.lcpMs)} ms`,
      );
      results.push(figures);
    }
    const sorted = [...results].sort((a, b) => a.performance - b.performance);
    return {
      chromium: version,
      runs: results,
      median: sorted[Math.floor((sorted.length - 1) / 2)],
    };
  } finally {
    browserProcess.kill('SIGTERM');
    await new Promise((done) => {
      if (browserProcess.exitCode !== null) done();
      else browserProcess.once('exit', done);
    });
    await rm(profile, { recursive: true, force: true });
  }
}

const pad = (text, width) => String(text).padEnd(width);
const padLeft = (text, width) => String(text).padStart(width);

function printReport(transfer, audit) {
  const lines = ['', `JavaScript and CSS of the first load of / (${transfer.finalUrl})`];
  lines.push(`  ${pad('file', 52)}${padLeft('raw kB', 10)}${padLeft('gzip kB', 10)}`);
  for (const file of transfer.files) {
    lines.push(
      `  ${pad(file.file, 52)}${padLeft(kb(file.bytes).toFixed(1), 10)}` +
        `${padLeft(kb(file.gzipBytes).toFixed(1), 10)}`,
    );
  }
  const jsKb = kb(transfer.js.gzipBytes);
  lines.push(
    `  ${pad('JavaScript total', 52)}${padLeft(kb(transfer.js.bytes).toFixed(1), 10)}` +
      `${padLeft(jsKb.toFixed(1), 10)}   target <= ${String(TARGETS.jsGzipKb)} kB: ` +
      `${jsKb <= TARGETS.jsGzipKb ? 'met' : 'MISSED'}`,
    `  ${pad('CSS total', 52)}${padLeft(kb(transfer.css.bytes).toFixed(1), 10)}` +
      `${padLeft(kb(transfer.css.gzipBytes).toFixed(1), 10)}`,
    '',
    `Lighthouse ${audit.lighthouse}, mobile preset, ${audit.chromium}, median of ` +
      `${String(audit.runs.length)} run(s)`,
  );
  const m = audit.median;
  const rows = [
    [
      'Performance',
      String(m.performance),
      `>= ${String(TARGETS.performance)}`,
      m.performance >= TARGETS.performance,
    ],
    ['LCP', `${(m.lcpMs / 1000).toFixed(2)} s`, '< 2 s', m.lcpMs < TARGETS.lcpMs],
    ['TBT', `${String(Math.round(m.tbtMs))} ms`, '(no target)', null],
    ['CLS', m.cls.toFixed(3), `< ${String(TARGETS.cls)}`, m.cls < TARGETS.cls],
    ['FCP', `${(m.fcpMs / 1000).toFixed(2)} s`, '(no target)', null],
  ];
  lines.push(`  ${pad('metric', 14)}${pad('value', 12)}${pad('target', 14)}`);
  for (const [name, value, target, met] of rows) {
    lines.push(
      `  ${pad(name, 14)}${pad(value, 12)}${pad(target, 14)}` +
        `${met === null ? '' : met ? 'met' : 'MISSED'}`,
    );
  }
  lines.push(
    `  home page configuration during the audit: ${String(m.homeStatus)} (inlined or 200: with a session; 401: without)`,
  );
  if (m.lcpElement) lines.push(`  LCP element: ${m.lcpElement}`);
  console.log(lines.join('\n'));
}

async function main() {
  const runs = option('--runs', 3);
  const executablePath = await provideChromium();
  if (executablePath === null)
    throw new Error('The benchmark needs Chromium: apt-get install -y chromium');
  ensureBuilds({ dinerAlways: true });
  const server = await startDemoServer();
  try {
    const qrLink = server.venues.cafe.links.Counter;
    if (!qrLink) throw new Error('the cafe has no counter QR link');
    const transfer = await measureTransfer(executablePath, qrLink);
    const audit = await runLighthouse(executablePath, server.origin, qrLink, runs);
    audit.lighthouse = require('lighthouse/package.json').version;
    printReport(transfer, audit);
    const results = {
      date: new Date().toISOString(),
      machine: {
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model ?? null,
        memoryGb: Math.round(totalmem() / 1e9),
        node: process.version,
        chromium: audit.chromium,
        lighthouse: audit.lighthouse,
      },
      targets: TARGETS,
      transfer,
      lighthouse: { median: audit.median, runs: audit.runs },
      commit: spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
        encoding: 'utf8',
      }).stdout.trim(),
    };
    const dir = join(DINER_DIR, 'bench-results');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\nWritten: ${join(dir, 'latest.json')}`);
  } finally {
    await server.stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
