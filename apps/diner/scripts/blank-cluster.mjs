import { cp, mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { REPO_ROOT } from './ensure-builds.mjs';

/** The server's own PGlite: the cluster must be made by the version that will open it. */
const PGLITE_ENTRY = createRequire(join(REPO_ROOT, 'apps/server/package.json')).resolve(
  '@electric-sql/pglite',
);

/** Where the blank cluster of one PGlite version is kept on this machine. */
async function clusterDir() {
  const manifest = join(PGLITE_ENTRY.slice(0, PGLITE_ENTRY.lastIndexOf('/dist/')), 'package.json');
  const { version } = JSON.parse(await readFile(manifest, 'utf8'));
  return join(tmpdir(), `tabula-pglite-cluster-${String(version)}`);
}

/** Makes the cluster in a folder of its own, then moves it into place in one step. */
async function makeCluster(target) {
  const scratch = await mkdtemp(join(tmpdir(), 'tabula-pglite-cluster-'));
  try {
    const { PGlite } = await import(pathToFileURL(PGLITE_ENTRY).href);
    const database = new PGlite(join(scratch, 'pglite'));
    await database.waitReady;
    await database.close();
    await rename(join(scratch, 'pglite'), target).catch((error) => {
      // Another process put its own cluster there first: that one serves.
      if (!['EEXIST', 'ENOTEMPTY'].includes(error.code)) throw error;
    });
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

let ready = null;

/**
 * Puts an empty PGlite cluster at `pgliteDir` (the folder the server opens under its DATA_DIR,
 * apps/server/src/db/client.ts), copied from one made once per PGlite version on this machine.
 * The server then skips creating a cluster (PGlite's initdb): a demo server starts with 9-10 s
 * of the machine's CPU instead of 13-15 s, in 6-7 s instead of 9-10 s (docs/performance.md
 * "Journeys' time"). What the server does on it is what it does on any restart: it migrates and
 * seeds an empty database.
 *
 * @param pgliteDir - `join(DATA_DIR, 'pglite')`, not there yet
 */
export async function copyBlankCluster(pgliteDir) {
  ready ??= (async () => {
    const target = await clusterDir();
    // A cluster an earlier run made is used as it is.
    const made = await readFile(join(target, 'PG_VERSION'), 'utf8').catch(() => null);
    if (made === null) await makeCluster(target);
    return target;
  })();
  const source = await ready.catch((error) => {
    ready = null;
    throw error;
  });
  await mkdir(dirname(pgliteDir), { recursive: true });
  await cp(source, pgliteDir, { recursive: true });
}
