/* global URL */
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/*
 * What the first load of a page downloads, measured the same way by the bench
 * (scripts/bench.mjs) and by the journey that holds it to its budget
 * (e2e/first-load-budget.spec.ts): every script and stylesheet response until the network is
 * idle, each body gzipped at level 9. docs/performance.md, "Issue 33".
 */

/** The budget of the first load of / after a scan: gzipped kB of JavaScript and of CSS. */
export const FIRST_LOAD_BUDGET_FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  'first-load-budget.json',
);

/** A kB is 1000 bytes, as Vite prints sizes; the stricter reading of "130 KB". */
export const kb = (bytes) => bytes / 1000;

/** The phone the e2e journeys use (playwright.config.ts). */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 3,
  locale: 'en',
};

/** The sums of the files of one kind. */
function total(files, kind) {
  return files
    .filter((file) => file.kind === kind)
    .reduce(
      (sum, file) => ({ bytes: sum.bytes + file.bytes, gzipBytes: sum.gzipBytes + file.gzipBytes }),
      { bytes: 0, gzipBytes: 0 },
    );
}

/**
 * Opens the URL in the page and records every script and stylesheet response until the network
 * is idle (lazy route chunks and the language catalog included), each file once, its body gzipped
 * at level 9.
 *
 * @param page - a Playwright page, fresh: what it loaded before is not counted
 * @param url - what to open (a QR link, which redirects to /)
 * @returns the final URL, each file with its raw and gzipped bytes, and the totals per kind
 */
export async function measureFirstLoad(page, url) {
  const responses = [];
  const record = (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') responses.push({ type, response });
  };
  page.on('response', record);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
  } finally {
    page.off('response', record);
  }
  const files = [];
  const seen = new Set();
  for (const { type, response } of responses) {
    const { pathname } = new URL(response.url());
    if (seen.has(pathname)) continue;
    seen.add(pathname);
    const body = await response.body();
    files.push({
      file: pathname,
      kind: type === 'script' ? 'js' : 'css',
      bytes: body.length,
      gzipBytes: gzipSync(body, { level: 9 }).length,
    });
  }
  return { finalUrl: page.url(), files, js: total(files, 'js'), css: total(files, 'css') };
}

/** The budget file's figures: `{ jsGzipKb, cssGzipKb }`. */
export async function readFirstLoadBudget() {
  const budget = JSON.parse(await readFile(FIRST_LOAD_BUDGET_FILE, 'utf8'));
  for (const key of ['jsGzipKb', 'cssGzipKb']) {
    if (typeof budget[key] !== 'number') {
      throw new Error(`${FIRST_LOAD_BUDGET_FILE}: ${key} must be a number of kB`);
    }
  }
  return budget;
}

/**
 * The first load against its budget, per kind: the measured and allowed kB, by how much it is
 * over (0 when within), and a line that says so.
 */
export function compareWithBudget(transfer, budget) {
  const kinds = [
    {
      kind: 'js',
      name: 'JavaScript',
      measured: kb(transfer.js.gzipBytes),
      allowed: budget.jsGzipKb,
    },
    { kind: 'css', name: 'CSS', measured: kb(transfer.css.gzipBytes), allowed: budget.cssGzipKb },
  ];
  return kinds.map(({ kind, name, measured, allowed }) => {
    const overKb = Math.max(0, measured - allowed);
    const verdict = overKb > 0 ? `over budget by ${overKb.toFixed(1)} kB` : `within budget`;
    return {
      kind,
      measuredKb: measured,
      allowedKb: allowed,
      overKb,
      line: `${name} ${measured.toFixed(1)} kB gzip, budget ${String(allowed)} kB: ${verdict}`,
    };
  });
}

/** The files of one kind as lines "  /assets/index-abc.js  41.2 kB gzip (130.5 kB raw)", largest first. */
export function describeFiles(transfer, kind) {
  return transfer.files
    .filter((file) => file.kind === kind)
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map(
      (file) =>
        `  ${file.file}  ${kb(file.gzipBytes).toFixed(1)} kB gzip (${kb(file.bytes).toFixed(1)} kB raw)`,
    );
}
