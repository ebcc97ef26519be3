/* global process, console, setTimeout, fetch, URL */
/*
 * `pnpm --filter @tabula/diner bench` (issue 6, "Speed"; issue 33, "Targets"): builds the app,
 * starts the demo server, then reports (a) the gzipped JavaScript and CSS the first load of / (the
 * menu) fetches, against the budget of scripts/first-load-budget.json, and (b) Lighthouse's mobile
 * performance score, FCP, LCP, TBT and CLS on / of a session, against issue 33's targets, with the
 * same figures of a trivial Vite page (scripts/reference-page.mjs) beside them. With
 * --menu-items N it also imports a restaurant with an N-item menu (scripts/large-menu.mjs) and
 * measures its first load, its Lighthouse figures and the latency of opening an item and adding
 * one to the cart at a 4x CPU slowdown (scripts/interaction-latency.mjs). It asserts nothing: it
 * prints a table and writes bench-results/latest.json. What it measures and the recorded figures:
 * docs/performance.md.
 *
 * Options: --runs N (Lighthouse runs per page, the median is reported; default 3);
 * --menu-items N (the long menu, e.g. 1000; off by default); --interactions N (timed taps of each
 * kind on the long menu; default 7); --traces (keeps Chrome's trace of each Lighthouse run too,
 * bench-results/lighthouse/{page}-{run}.trace.json). Each Lighthouse report is kept beside the
 * figures (bench-results/lighthouse/{page}-{run}.json), to read what it counted.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { cpus, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, provideChromium } from './chromium.mjs';
import { freePort, startDemoServer } from './demo-server.mjs';
import { DINER_DIR, ensureBuilds } from './ensure-builds.mjs';
import {
  compareWithBudget,
  FIRST_LOAD_BUDGET_FILE,
  kb,
  measureFirstLoad,
  PHONE,
  readFirstLoadBudget,
} from './first-load.mjs';
import { CPU_SLOWDOWN, measureInteractions } from './interaction-latency.mjs';
import { LARGE_MENU_COMPANY, writeLargeMenuVenue } from './large-menu.mjs';
import { startReferencePage } from './reference-page.mjs';

const require = createRequire(import.meta.url);

/**
 * The targets of issue 33 ("Targets"). Issue 6's, which they replace: at most 120 kB of gzipped
 * JavaScript, performance at least 95, LCP under 2 s, CLS under 0.05.
 */
const TARGETS = {
  performance: 95,
  fcpMs: 1200,
  lcpMs: 1800,
  tbtMs: 150,
  cls: 0.02,
  jsGzipKb: 130,
  interactionMs: 100,
};

function option(name, fallback) {
  const index = process.argv.indexOf(name);
  return index >= 0 && process.argv[index + 1] ? Number(process.argv[index + 1]) : fallback;
}

/** (a) The first load of the URL in a fresh browser at the journeys' phone (scripts/first-load.mjs). */
async function measureTransfer(executablePath, url) {
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS] });
  try {
    return await measureFirstLoad(await browser.newPage(PHONE), url);
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

/** Runs Lighthouse may fail (and be run again) per page before the bench gives up. */
const MAX_FAILED_RUNS = 3;

/**
 * (b) Lighthouse with its default config (the mobile preset: a moto g power screen, simulated
 * slow 4G and 4x CPU slowdown) on a URL. Lighthouse drives a headless system Chromium that we
 * start with a profile of its own; when `scan` names a QR link it is opened in it first, so / is
 * audited with the session cookie, as a diner who scanned sees it.
 */
async function runLighthouse(executablePath, { name, url, scan }, runs) {
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
    if (scan !== null) {
      const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${String(port)}`);
      const [context] = cdp.contexts();
      if (!context) throw new Error('Chromium has no default browser context');
      const page = await context.newPage();
      await page.goto(scan);
      const cookies = await context.cookies(new URL(url).origin);
      await page.close();
      await cdp.close();
      if (cookies.length === 0) throw new Error('the QR link set no session cookie');
    }

    const results = [];
    let failedRuns = 0;
    for (let run = 1; run <= runs; run += 1) {
      const result = await lighthouse(url, {
        port,
        hostname: '127.0.0.1',
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error('Lighthouse returned no result');
      const { lhr } = result;
      const reports = join(DINER_DIR, 'bench-results', 'lighthouse');
      await mkdir(reports, { recursive: true });
      const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      await writeFile(join(reports, `${slug}-${String(run)}.json`), JSON.stringify(lhr));
      if (process.argv.includes('--traces') && result.artifacts?.Trace) {
        // Chrome's trace of the observed load, to open in DevTools' Performance panel.
        await writeFile(
          join(reports, `${slug}-${String(run)}.trace.json`),
          JSON.stringify(result.artifacts.Trace),
        );
      }
      // A run Lighthouse could not measure (its trace lost the navigation, NO_NAVSTART) scores
      // 0 with no metric: run it again rather than let it into the median.
      if (lhr.runtimeError) {
        failedRuns += 1;
        console.log(
          `[tabula] Lighthouse on ${name}, run ${String(run)}/${String(runs)} failed ` +
            `(${String(lhr.runtimeError.code)}): running it again`,
        );
        if (failedRuns > MAX_FAILED_RUNS) {
          throw new Error(`Lighthouse failed ${String(failedRuns)} runs on ${name}`);
        }
        run -= 1;
        continue;
      }
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
        homeStatus: scan === null ? null : (home?.statusCode ?? 'inlined'),
        lcpElement: lcpElement?.items?.[0]?.node?.snippet ?? lcpElement?.node?.snippet ?? null,
        warnings: lhr.runWarnings,
      };
      console.log(
        `[tabula] Lighthouse on ${name}, run ${String(run)}/${String(runs)}: performance ` +
          `${String(figures.performance)}, LCP ${String(Math.round(figures.lcpMs ?? 0))} ms`,
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
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms) => `${String(Math.round(ms))} ms`;

function printFiles(transfer, budgetLines) {
  const lines = ['', `JavaScript and CSS of the first load of / (${transfer.finalUrl})`];
  lines.push(`  ${pad('file', 52)}${padLeft('raw kB', 10)}${padLeft('gzip kB', 10)}`);
  for (const file of transfer.files) {
    lines.push(
      `  ${pad(file.file, 52)}${padLeft(kb(file.bytes).toFixed(1), 10)}` +
        `${padLeft(kb(file.gzipBytes).toFixed(1), 10)}`,
    );
  }
  for (const [name, sum] of [
    ['JavaScript total', transfer.js],
    ['CSS total', transfer.css],
  ]) {
    lines.push(
      `  ${pad(name, 52)}${padLeft(kb(sum.bytes).toFixed(1), 10)}` +
        `${padLeft(kb(sum.gzipBytes).toFixed(1), 10)}`,
    );
  }
  lines.push('', `First-load budget (${FIRST_LOAD_BUDGET_FILE}):`);
  for (const line of budgetLines) lines.push(`  ${line}`);
  console.log(lines.join('\n'));
}

/**
 * The table of issue 33's targets: a column per measured page (the app's, the long menu's when
 * measured, the reference's) and whether each app column meets the target.
 */
function printTargets(columns, { runs, lighthouseVersion, chromiumVersion, interactions }) {
  const median = (column) => column.audit.median;
  const latency = (kind) => (column) => {
    const figure = column.interactions?.[kind];
    return figure ? figure.medianMs : null;
  };
  const rows = [
    {
      name: `Lighthouse performance (median of ${String(runs)})`,
      value: (column) => median(column).performance,
      show: String,
      target: `>= ${String(TARGETS.performance)}`,
      met: (value) => value >= TARGETS.performance,
    },
    {
      name: 'FCP',
      value: (column) => median(column).fcpMs,
      show: seconds,
      target: `<= ${seconds(TARGETS.fcpMs)}`,
      met: (value) => value <= TARGETS.fcpMs,
    },
    {
      name: 'LCP',
      value: (column) => median(column).lcpMs,
      show: seconds,
      target: `<= ${seconds(TARGETS.lcpMs)}`,
      met: (value) => value <= TARGETS.lcpMs,
    },
    {
      name: 'TBT',
      value: (column) => median(column).tbtMs,
      show: millis,
      target: `<= ${millis(TARGETS.tbtMs)}`,
      met: (value) => value <= TARGETS.tbtMs,
    },
    {
      name: 'CLS',
      value: (column) => median(column).cls,
      show: (value) => value.toFixed(3),
      target: `<= ${String(TARGETS.cls)}`,
      met: (value) => value <= TARGETS.cls,
    },
    {
      name: 'JavaScript loaded before idle, gzip',
      value: (column) => kb(column.transfer.js.gzipBytes),
      show: (value) => `${value.toFixed(1)} kB`,
      target: `<= ${String(TARGETS.jsGzipKb)} kB`,
      met: (value) => value <= TARGETS.jsGzipKb,
    },
    {
      name: `Open an item, ${String(CPU_SLOWDOWN)}x CPU (median)`,
      value: latency('openItem'),
      show: millis,
      target: `<= ${millis(TARGETS.interactionMs)}`,
      met: (value) => value <= TARGETS.interactionMs,
    },
    {
      name: `Add to the cart, ${String(CPU_SLOWDOWN)}x CPU (median)`,
      value: latency('addToCart'),
      show: millis,
      target: `<= ${millis(TARGETS.interactionMs)}`,
      met: (value) => value <= TARGETS.interactionMs,
    },
  ];
  const width = 16;
  const apps = columns.filter((column) => !column.reference);
  const lines = [
    '',
    `Issue 33's targets. Lighthouse ${lighthouseVersion}, mobile preset, ${chromiumVersion}; ` +
      `${interactions}`,
    `  ${pad('measure', 40)}${columns.map((column) => pad(column.name, width)).join('')}` +
      `${pad('target', 12)}met? (${apps.map((column) => column.name).join(' / ')})`,
  ];
  for (const row of rows) {
    const values = columns.map((column) => row.value(column));
    const cells = values.map((value) => pad(value === null ? '—' : row.show(value), width));
    const verdicts = columns
      .map((column, index) => ({ column, value: values[index] }))
      .filter(({ column }) => !column.reference)
      .map(({ value }) => (value === null ? '—' : row.met(value) ? 'yes' : 'NO'));
    lines.push(
      `  ${pad(row.name, 40)}${cells.join('')}${pad(row.target, 12)}${verdicts.join(' / ')}`,
    );
  }
  lines.push(
    `  ${pad('Serious or critical axe violations', 40)}counted by the journeys ` +
      '(e2e/support/test.ts, `pnpm test`), not by the bench; target 0',
  );
  for (const column of apps) {
    const { homeStatus, lcpElement } = median(column);
    lines.push(
      `  ${column.name}: home page configuration during the audit: ${String(homeStatus)} ` +
        '(inlined or 200: with a session; 401: without)',
    );
    if (lcpElement) lines.push(`  ${column.name}: LCP element: ${lcpElement}`);
  }
  console.log(lines.join('\n'));
}

/** The runs of one series of taps, for the log. */
function printTaps(name, series) {
  const figure = (run) =>
    run.latencyMs === null
      ? '< 16 ms'
      : `${millis(run.latencyMs)}` +
        (run.shownMs === null ? '' : ` (shown ${millis(run.shownMs)})`);
  console.log(
    `  ${name}: first tap ${figure(series.first)}; timed: ${series.runs.map(figure).join(', ')}; ` +
      `median ${series.medianMs === null ? '—' : millis(series.medianMs)}, ` +
      `shown ${series.medianShownMs === null ? '—' : millis(series.medianShownMs)}`,
  );
}

async function main() {
  const runs = option('--runs', 3);
  const menuItems = option('--menu-items', 0);
  const repetitions = option('--interactions', 7);
  const executablePath = await provideChromium();
  if (executablePath === null)
    throw new Error('The benchmark needs Chromium: apt-get install -y chromium');
  ensureBuilds({ dinerAlways: true });
  const venueDir = await mkdtemp(join(tmpdir(), 'tabula-bench-venue-'));
  const venueFiles = menuItems > 0 ? [await writeLargeMenuVenue(venueDir, menuItems)] : [];
  const server = await startDemoServer({ venueFiles });
  const reference = await startReferencePage();
  try {
    const cafeLink = server.venues.cafe?.links.Counter;
    if (!cafeLink) throw new Error('the cafe has no counter QR link');
    const pages = [
      { name: 'Kopi & Kaya', url: `${server.origin}/`, scan: cafeLink, reference: false },
    ];
    if (menuItems > 0) {
      const longLink = server.venues[LARGE_MENU_COMPANY]?.links.Counter;
      if (!longLink) throw new Error(`${LARGE_MENU_COMPANY} has no counter QR link`);
      pages.push({
        name: `${menuItems.toLocaleString('en')} items`,
        url: `${server.origin}/`,
        scan: longLink,
        reference: false,
        long: true,
      });
    }
    pages.push({ name: 'reference', url: reference.url, scan: null, reference: true });

    const columns = [];
    for (const page of pages) {
      const transfer = await measureTransfer(executablePath, page.scan ?? page.url);
      const audit = await runLighthouse(executablePath, page, runs);
      const interactions = page.long
        ? await measureInteractions(executablePath, page.scan, repetitions)
        : null;
      columns.push({ ...page, transfer, audit, interactions });
    }
    const [cafe] = columns;
    if (!cafe) throw new Error('nothing was measured');
    const budget = await readFirstLoadBudget();
    const verdicts = compareWithBudget(cafe.transfer, budget);
    const lighthouseVersion = require('lighthouse/package.json').version;
    const chromiumVersion = cafe.audit.chromium;

    printFiles(
      cafe.transfer,
      verdicts.map((verdict) => verdict.line),
    );
    const long = columns.find((column) => column.interactions);
    if (long?.interactions) {
      console.log(
        `\nTaps on the ${long.name} menu at a ${String(CPU_SLOWDOWN)}x CPU slowdown ` +
          '(Event Timing duration; shown: tap to the first frame showing the result)',
      );
      printTaps('Open an item (Add on Dish 1, its modifier sheet)', long.interactions.openItem);
      printTaps('Add to the cart (Add on items without modifiers)', long.interactions.addToCart);
    }
    printTargets(columns, {
      runs,
      lighthouseVersion,
      chromiumVersion,
      interactions: long
        ? `taps: median of ${String(repetitions)} after a first untimed one`
        : 'the taps are measured with --menu-items 1000',
    });

    const results = {
      date: new Date().toISOString(),
      machine: {
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model ?? null,
        memoryGb: Math.round(totalmem() / 1e9),
        node: process.version,
        chromium: chromiumVersion,
        lighthouse: lighthouseVersion,
      },
      options: { runs, menuItems, interactions: repetitions },
      targets: TARGETS,
      budget: { ...budget, verdicts },
      pages: columns.map(
        ({ name, url, reference: isReference, transfer, audit, interactions }) => ({
          name,
          url,
          reference: isReference,
          transfer,
          lighthouse: { median: audit.median, runs: audit.runs },
          interactions,
        }),
      ),
      commit: spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
        encoding: 'utf8',
      }).stdout.trim(),
    };
    const dir = join(DINER_DIR, 'bench-results');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\nWritten: ${join(dir, 'latest.json')}`);
  } finally {
    await reference.stop();
    await server.stop();
    await rm(venueDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
