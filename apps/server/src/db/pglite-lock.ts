import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * One process at a time on an embedded PGlite data directory: PGlite runs PostgreSQL inside the
 * process, so a second process opening the same files (a `pnpm venue import` while `pnpm start`
 * runs) would write over the first one's. PostgreSQL (DATABASE_URL) has no such limit.
 */

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data directory's lock (`tabula.pid`, holding this process's id), taking over a lock
 * whose process has ended.
 *
 * @returns how to release it
 * @throws Error naming the process that holds it
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, 'tabula.pid');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && alive(holder)) {
        throw new Error(
          `The database in ${dataDir} is open in process ${String(holder)} (a running Tabula server?). Stop it first: an embedded database serves one process at a time (set DATABASE_URL to share a PostgreSQL).`,
          { cause: error },
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Cannot lock the database in ${dataDir}`);
}
