/* global process, console */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/diner. */
export const DINER_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The repository root. */
export const REPO_ROOT = resolve(DINER_DIR, '../..');
/** The diner app's built files, which the server serves. */
export const DINER_DIST = join(DINER_DIR, 'dist');
/** The diner app's server bundle of the first paint, which the server loads (ADR 0012). */
export const DINER_SSR = join(DINER_DIR, 'dist-ssr', 'entry-server.js');
/** The POS app's built files, which the server serves at /pos. */
export const POS_DIST = join(REPO_ROOT, 'apps/pos/dist');
/** The server's entry point after its build. */
export const SERVER_ENTRY = join(REPO_ROOT, 'apps/server/dist/main.js');
/** `pnpm venue`'s command line after the server's build (apps/server/src/cli/venue.ts). */
export const VENUE_ENTRY = join(REPO_ROOT, 'apps/server/dist/venue.js');
/** What `pnpm start` runs: the sandbox's launcher, which starts the server (apps/sandbox). */
export const LAUNCHER_ENTRY = join(REPO_ROOT, 'apps/sandbox/dist/launcher.js');

/** Files that go into no build: tests and stories. */
const NOT_BUILT = /(__tests__|\.test\.|\.stories\.)/;

/** The newest modification time (ms) of the source files under these paths, 0 when none. */
function newestSource(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path) || NOT_BUILT.test(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) visit(join(path, entry));
    } else if (stat.mtimeMs > newest) {
      newest = stat.mtimeMs;
    }
  };
  paths.forEach((path) => {
    visit(join(REPO_ROOT, path));
  });
  return newest;
}

/** Why a target needs building ('missing', 'older than its sources'), or null when it is fine. */
function staleness({ output, sources, requires }) {
  if (!existsSync(output)) return 'missing';
  const missing = requires.find((path) => !existsSync(join(REPO_ROOT, path)));
  if (missing) return `missing ${missing}`;
  return statSync(output).mtimeMs < newestSource(sources) ? 'older than its sources' : null;
}

const PACKAGES = ['packages/engine/src', 'packages/api-client/src'];
/** The built workspace packages both import (packages/ui ships its sources). */
const PACKAGE_BUILDS = ['packages/engine/dist/index.js', 'packages/api-client/dist/index.js'];

/** What each build target is made of. */
const TARGETS = {
  '@tabula/sandbox': {
    output: LAUNCHER_ENTRY,
    sources: ['apps/sandbox/src', 'packages/engine/src'],
    requires: ['packages/engine/dist/index.js'],
  },
  '@tabula/server': {
    output: SERVER_ENTRY,
    sources: ['apps/server/src', ...PACKAGES],
    requires: PACKAGE_BUILDS,
  },
  '@tabula/diner': {
    output: join(DINER_DIST, 'index.html'),
    sources: [
      'apps/diner/src',
      'apps/diner/index.html',
      'apps/diner/vite.config.ts',
      'packages/ui/src',
      ...PACKAGES,
    ],
    requires: [...PACKAGE_BUILDS, 'apps/diner/dist-ssr/entry-server.js'],
  },
  // The POS console the journeys drive as the restaurant's staff (served at /pos).
  '@tabula/pos': {
    output: join(POS_DIST, 'index.html'),
    sources: [
      'apps/pos/src',
      'apps/pos/index.html',
      'apps/pos/vite.config.ts',
      'packages/ui/src',
      ...PACKAGES,
    ],
    requires: [...PACKAGE_BUILDS, 'apps/diner/dist-ssr/entry-server.js'],
  },
};

/** Runs a command in a folder with its output on ours, and throws when it fails. */
function run(command, args, cwd) {
  console.log(`[tabula] $ ${[command, ...args].join(' ')}`);
  const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (exit ${String(result.status)})`);
  }
}

/** Runs the workspace's turbo (the root devDependency), so each build's own dependencies come first. */
function turbo(args) {
  const local = join(REPO_ROOT, 'node_modules/.bin/turbo');
  if (existsSync(local)) run(local, args, REPO_ROOT);
  else run('pnpm', ['exec', 'turbo', ...args], REPO_ROOT);
}

/**
 * Makes sure the server, the diner app and the POS app are built and not older than their sources. In CI
 * turbo has built both before `test` (task dependencies), so nothing runs; on a fresh or edited
 * checkout the missing or stale ones are built through turbo, which builds the engine and the
 * api-client first when they need it. `TABULA_SKIP_BUILD=1` takes the builds as they are and
 * builds only what is missing (to rerun journeys quickly, or while a source does not build).
 *
 * @param options - `dinerAlways`: build the diner app even when it looks current (the benchmark
 * measures a fresh build)
 */
export function ensureBuilds({ dinerAlways = false } = {}) {
  const skip = process.env.TABULA_SKIP_BUILD === '1';
  const filters = [];
  for (const [name, target] of Object.entries(TARGETS)) {
    const reason = staleness(target);
    if (reason === null) continue;
    if (skip && !reason.startsWith('missing')) {
      console.log(`[tabula] ${name} build is ${reason}; TABULA_SKIP_BUILD=1 keeps it.`);
      continue;
    }
    console.log(`[tabula] ${name} build is ${reason}: building it.`);
    filters.push(`--filter=${name}...`);
  }
  if (filters.length > 0) {
    try {
      turbo(['run', 'build', ...filters, '--output-logs=errors-only']);
    } catch (error) {
      console.error(
        '[tabula] The build failed. TABULA_SKIP_BUILD=1 runs against the builds that exist.',
      );
      throw error;
    }
  }
  if (dinerAlways && !skip && !filters.includes('--filter=@tabula/diner...')) {
    run(join(DINER_DIR, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], DINER_DIR);
  }
}
