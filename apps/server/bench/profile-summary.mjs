/* global process, console */
/*
 * `node apps/server/bench/profile-summary.mjs FILE.cpuprofile [--top 25]`: what a V8 CPU profile
 * (`node --cpu-prof`, as `pnpm --filter @tabula/server bench -- --profile DIR` writes) spent its
 * time on. It prints (a) the functions with the most self time, each with its package (the
 * package name for node_modules, the path for the repository's own built files) and line, and the
 * source file and line a source map next to the built file gives; (b) the self time by area:
 * node's internals, PGlite's WebAssembly, zod, fastify, drizzle, pg, the server's own code, the
 * garbage collector, idle time and so on. `--window FROM_US,TO_US` (monotonic microseconds, as the
 * benchmark prints them) summarizes only that part of the profile.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { SourceMap } from 'node:module';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The repository root (this file is apps/server/bench/profile-summary.mjs). */
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Packages reported under one area with the package that pulls them in. */
const AREA_OF_PACKAGE = [
  [
    /^(fastify|@fastify\/.*|find-my-way|avvio|light-my-request|fast-json-stringify|fast-querystring|fast-uri|fast-decode-uri-component|pino|pino-std-serializers|secure-json-parse|toad-cache|rfdc|abstract-logging|process-warning|ret|safe-regex2|json-schema-ref-resolver|@lukeed\/ms|cookie|cookie-signature|helmet)$/,
    'fastify',
  ],
  [/^(drizzle-orm)$/, 'drizzle'],
  [/^(pg|pg-.*|pgpass|postgres-.*|split2|buffer-writer|packet-reader)$/, 'pg'],
  [/^(socket\.io|socket\.io-.*|engine\.io|engine\.io-.*|ws)$/, 'socket.io'],
];

/**
 * Where a frame's code lives: `node internals`, `pglite wasm`, a package name, a path under the
 * repository, or a V8 pseudo-frame such as `(garbage collector)`.
 *
 * @param {{ functionName: string, url: string }} frame
 * @returns {{ place: string, area: string }}
 */
export function placeOf(frame) {
  const { functionName, url } = frame;
  if (url === '' && /^\(.*\)$/.test(functionName)) return { place: '', area: functionName };
  // PGlite's PostgreSQL is the process's only WebAssembly.
  if (url.startsWith('wasm://')) return { place: '(wasm)', area: 'pglite wasm' };
  if (url === '' || url.startsWith('node:')) {
    return { place: url === '' ? '(native)' : url, area: 'node internals and V8 builtins' };
  }
  const path = url.startsWith('file://') ? fileURLToPath(url) : url;
  const modules = path.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const parts = path.slice(modules + '/node_modules/'.length).split('/');
    const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    if (name.startsWith('@tabula/')) return { place: name, area: name };
    const family = AREA_OF_PACKAGE.find(([pattern]) => pattern.test(name));
    const area =
      name === '@electric-sql/pglite' ? 'pglite (JavaScript)' : family ? family[1] : name;
    return { place: name, area };
  }
  const inRepo = relative(REPO_ROOT, path);
  if (!inRepo.startsWith('..')) {
    if (inRepo.startsWith('apps/server/'))
      return { place: inRepo, area: 'the server (apps/server)' };
    const pkg = /^packages\/([^/]+)\//.exec(inRepo);
    if (pkg) return { place: inRepo, area: `@tabula/${pkg[1]}` };
    return { place: inRepo, area: inRepo.split('/').slice(0, 2).join('/') };
  }
  return { place: path, area: 'other' };
}

/** Source maps of built files, read once each; null where a file has none. */
const sourceMaps = new Map();

/** The source file and line (1-based) of a built file's position, from its source map. */
function originalPosition(url, line, column) {
  if (!url.startsWith('file://') || url.includes('/node_modules/')) return null;
  if (!sourceMaps.has(url)) {
    const mapFile = `${fileURLToPath(url)}.map`;
    let map = null;
    if (existsSync(mapFile)) {
      try {
        map = new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8')));
      } catch {
        map = null;
      }
    }
    sourceMaps.set(url, map);
  }
  const map = sourceMaps.get(url);
  if (!map) return null;
  const entry = map.findEntry(line, column);
  if (!entry || !('originalSource' in entry) || !entry.originalSource) return null;
  const sourceUrl = entry.originalSource.startsWith('file://')
    ? entry.originalSource
    : pathToFileURL(resolve(dirname(fileURLToPath(url)), entry.originalSource)).href;
  const source = relative(REPO_ROOT, fileURLToPath(sourceUrl));
  return `${source}:${String(entry.originalLine + 1)}`;
}

/**
 * @typedef {object} ProfileSummary
 * @property {string} file
 * @property {number} profiledMs - the profile's span
 * @property {{ fromMs: number, toMs: number } | null} window - the part summarized, from the
 *   profile's start; null for all of it
 * @property {boolean} windowIgnored - a window was asked for but lies outside the profile
 * @property {number} totalMs - the time summarized
 * @property {number} idleMs
 * @property {{ selfMs: number, selfPercent: number, busyPercent: number, functionName: string,
 *   place: string, line: number, source: string | null, area: string }[]} top
 * @property {{ area: string, selfMs: number, selfPercent: number, busyPercent: number }[]} areas
 */

/**
 * Self time per function (frames of the same function on different stacks are added up) and
 * per area. A sample's time is the interval to the next sample, as Chrome's DevTools count it.
 *
 * `window` keeps only the samples taken between two instants of the monotonic clock, in
 * microseconds: the profile's timestamps are V8's, which on Linux read the same clock as
 * `process.hrtime` in any process, so the benchmark can leave out the server's start. A window
 * that does not overlap the profile is ignored (the summary says so).
 *
 * @param {string} file - a .cpuprofile
 * @param {{ top?: number, window?: { fromUs: number, toUs: number } | null }} [options]
 * @returns {Promise<ProfileSummary>}
 */
export async function summarizeProfile(file, { top = 25, window = null } = {}) {
  const profile = JSON.parse(await readFile(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map();
  const { samples, timeDeltas, startTime, endTime } = profile;
  const usable = window !== null && window.fromUs < endTime && window.toUs > startTime;
  let at = startTime;
  for (let i = 0; i < samples.length; i += 1) {
    at += timeDeltas[i];
    if (usable && (at < window.fromUs || at >= window.toUs)) continue;
    const next = timeDeltas[i + 1] ?? 0;
    selfUs.set(samples[i], (selfUs.get(samples[i]) ?? 0) + Math.max(0, next));
  }
  const byFunction = new Map();
  for (const [id, us] of selfUs) {
    const { callFrame } = nodes.get(id);
    const key = `${callFrame.functionName}|${callFrame.url}|${String(callFrame.lineNumber)}|${String(callFrame.columnNumber)}`;
    const entry = byFunction.get(key) ?? { callFrame, us: 0 };
    entry.us += us;
    byFunction.set(key, entry);
  }
  const totalUs = [...selfUs.values()].reduce((sum, us) => sum + us, 0);
  const idleUs = [...byFunction.values()]
    .filter((entry) => entry.callFrame.functionName === '(idle)' && entry.callFrame.url === '')
    .reduce((sum, entry) => sum + entry.us, 0);
  const busyUs = Math.max(1, totalUs - idleUs);
  const percent = (us, of) => (100 * us) / of;

  const functions = [...byFunction.values()].map(({ callFrame, us }) => ({
    callFrame,
    us,
    ...placeOf(callFrame),
  }));
  functions.sort((a, b) => b.us - a.us);
  const areas = new Map();
  for (const entry of functions) areas.set(entry.area, (areas.get(entry.area) ?? 0) + entry.us);

  return {
    file,
    profiledMs: (endTime - startTime) / 1000,
    window: usable
      ? { fromMs: (window.fromUs - startTime) / 1000, toMs: (window.toUs - startTime) / 1000 }
      : null,
    windowIgnored: window !== null && !usable,
    totalMs: totalUs / 1000,
    idleMs: idleUs / 1000,
    top: functions.slice(0, top).map(({ callFrame, us, place, area }) => ({
      selfMs: us / 1000,
      selfPercent: percent(us, totalUs),
      busyPercent: callFrame.functionName === '(idle)' ? NaN : percent(us, busyUs),
      functionName: callFrame.functionName || '(anonymous)',
      place,
      line: callFrame.lineNumber + 1,
      source: originalPosition(callFrame.url, callFrame.lineNumber, callFrame.columnNumber),
      area,
    })),
    areas: [...areas.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([area, us]) => ({
        area,
        selfMs: us / 1000,
        selfPercent: percent(us, totalUs),
        busyPercent: area === '(idle)' ? NaN : percent(us, busyUs),
      })),
  };
}

/** Left- or right-aligned columns. */
function columns(header, lines, rightAligned) {
  const widths = header.map((title, i) =>
    Math.max(title.length, ...lines.map((line) => line[i].length)),
  );
  const format = (cells) =>
    cells
      .map((cell, i) =>
        rightAligned.includes(i) ? cell.padStart(widths[i]) : cell.padEnd(widths[i]),
      )
      .join('  ')
      .trimEnd();
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join(
    '\n',
  );
}

const pct = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} %` : '-');

/**
 * Prints a summary: the span, the top functions by self time, the self time by area. "% busy"
 * is the share of the time the process was not idle.
 *
 * @param {ProfileSummary} summary
 */
export function printSummary(summary) {
  const seconds = (ms) => (ms / 1000).toFixed(1);
  if (summary.window) {
    console.log(
      `Summarized: ${seconds(summary.window.fromMs)} s to ${seconds(summary.window.toMs)} s of the ` +
        `${seconds(summary.profiledMs)} s profiled (the window; the rest is left out).`,
    );
  } else if (summary.windowIgnored) {
    console.log(
      'The window lies outside the profile: all of it is summarized, the start included.',
    );
  }
  console.log(
    `${summary.file}: ${(summary.totalMs / 1000).toFixed(1)} s summarized, ` +
      `${(summary.idleMs / 1000).toFixed(1)} s idle, ${((summary.totalMs - summary.idleMs) / 1000).toFixed(1)} s busy\n`,
  );
  console.log(`Top ${String(summary.top.length)} functions by self time:`);
  console.log(
    columns(
      ['self %', '% busy', 'self ms', 'function', 'file:line', 'source'],
      summary.top.map((entry) => [
        pct(entry.selfPercent),
        pct(entry.busyPercent),
        entry.selfMs.toFixed(0),
        entry.functionName,
        entry.place === '' || entry.place.startsWith('(')
          ? entry.place
          : `${entry.place}:${String(entry.line)}`,
        entry.source ?? '',
      ]),
      [0, 1, 2],
    ),
  );
  console.log('\nSelf time by area:');
  console.log(
    columns(
      ['self %', '% busy', 'self ms', 'area'],
      summary.areas.map((entry) => [
        pct(entry.selfPercent),
        pct(entry.busyPercent),
        entry.selfMs.toFixed(0),
        entry.area,
      ]),
      [0, 1, 2],
    ),
  );
}

/** Run as a script: the file, `--top N` and `--window FROM_US,TO_US`. */
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const valueOf = (name) => {
    const index = args.indexOf(name);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const valueIndexes = new Set(
    ['--top', '--window']
      .map((name) => args.indexOf(name))
      .filter((index) => index >= 0)
      .map((index) => index + 1),
  );
  const top = Number(valueOf('--top') ?? 25);
  const windowArg = valueOf('--window');
  const [fromUs, toUs] = (windowArg ?? '').split(',').map(Number);
  const file = args.find((arg, i) => !arg.startsWith('--') && !valueIndexes.has(i));
  const badWindow = windowArg !== undefined && !(Number.isFinite(fromUs) && Number.isFinite(toUs));
  if (!file || !Number.isInteger(top) || top <= 0 || badWindow) {
    console.error(
      'usage: node profile-summary.mjs FILE.cpuprofile [--top N] [--window FROM_US,TO_US]',
    );
    process.exit(2);
  }
  printSummary(
    await summarizeProfile(resolve(process.env.INIT_CWD ?? process.cwd(), file), {
      top,
      window: windowArg === undefined ? null : { fromUs, toUs },
    }),
  );
}
