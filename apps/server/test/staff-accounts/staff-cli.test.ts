import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { eq } from 'drizzle-orm';
import { auditLog, staffSessions } from '../../src/db/schema';
import { findApiKey } from '../../src/staff/api-keys';
import { SIGN_IN_ATTEMPTS, signIn } from '../../src/staff/sign-in';
import { staffCommand } from '../../src/cli/staff-command';
import { venueCommand } from '../../src/cli/venue-command';
import { runCommandHere } from '../support/run-command';

/*
 * `pnpm staff create-owner` (issue 32): the first owner of a company, made from the command line
 * with the password typed (here piped) in, who can then sign in; and a company's API keys.
 */

/** A command run here as typed in `cwd`, on the embedded database of `cwd`/data. */
function run(command: 'venue' | 'staff', args: string[], cwd: string, input = '') {
  const env: NodeJS.ProcessEnv = { ...process.env, INIT_CWD: cwd, DATA_DIR: join(cwd, 'data') };
  delete env.DATABASE_URL;
  return runCommandHere(command === 'venue' ? venueCommand : staffCommand, args, {
    cwd,
    env,
    input,
  });
}

describe('the built pnpm staff', () => {
  it('runs the command on its arguments: none prints the usage, exit 2', () => {
    const built = fileURLToPath(new URL('../../dist/staff.js', import.meta.url));
    const answer = spawnSync(process.execPath, [built], { encoding: 'utf8' });
    expect(answer.status).toBe(2);
    expect(answer.stderr).toContain('pnpm staff create-owner --company KEY');
  });
});

describe('pnpm staff', () => {
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'staff-cli-'));
    writeFileSync(
      join(dir, 'cafe.yaml'),
      readFileSync(new URL('../../venues/kopi-kaya-cafe.venue.yaml', import.meta.url), 'utf8'),
    );
    expect((await run('venue', ['import', 'cafe.yaml'], dir)).code).toBe(0);
  });
  afterAll(() => {
    rmSync(dir, { recursive: true });
  });

  const owner = ['create-owner', '--company', 'kopi-kaya-cafe', '--email'];

  it('create-owner adds an owner with the password read from standard input, who can sign in', async () => {
    const added = await run(
      'staff',
      [...owner, 'Mei@Kopikaya.example.com', '--name', 'Mei Tan'],
      dir,
      'kopi-o kosong 1\n',
    );
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    expect(added.stdout.trim()).toBe(
      'added Mei Tan <mei@kopikaya.example.com> as an owner of kopi-kaya-cafe',
    );
    const list = await run('staff', ['list', 'kopi-kaya-cafe'], dir);
    expect(list.stdout).toMatch(/^\d+\towner\tmei@kopikaya\.example\.com\tMei Tan\tevery outlet$/m);

    const database = await openDatabase({ dataDir: join(dir, 'data') });
    try {
      const session = await signIn(
        database.db,
        'mei@kopikaya.example.com',
        'kopi-o kosong 1',
        new Date(),
      );
      expect(session.member).toMatchObject({ role: 'owner', outletId: null });
      expect(session.member.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    } finally {
      await database.close();
    }
  });

  it('refuses a taken address, a short password, an unknown company and a missing flag', async () => {
    const taken = await run(
      'staff',
      [...owner, 'mei@kopikaya.example.com', '--name', 'Mei'],
      dir,
      'another password\n',
    );
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('mei@kopikaya.example.com already signs in to Tabula');
    const short = await run(
      'staff',
      [...owner, 'ali@kopikaya.example.com', '--name', 'Ali'],
      dir,
      'short\n',
    );
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('password: must be at least 10 characters');
    const unknown = await run(
      'staff',
      ['create-owner', '--company', 'nowhere', '--email', 'a@b.co', '--name', 'A'],
      dir,
      'long enough pass\n',
    );
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('no company nowhere');
    const usage = await run('staff', ['create-owner', '--company', 'kopi-kaya-cafe'], dir);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('usage:');
  });

  it('set-password gives a person a new password, unlocks them and ends their sessions', async () => {
    const email = 'mei@kopikaya.example.com';
    const database = await openDatabase({ dataDir: join(dir, 'data') });
    try {
      const { db } = database;
      const now = new Date();
      await signIn(db, email, 'kopi-o kosong 1', now);
      for (let i = 0; i < SIGN_IN_ATTEMPTS; i += 1) {
        await expect(signIn(db, email, 'wrong password', now)).rejects.toThrow();
      }
      await expect(signIn(db, email, 'kopi-o kosong 1', now)).rejects.toMatchObject({
        status: 429,
      });
    } finally {
      await database.close();
    }
    {
      const set = await run(
        'staff',
        ['set-password', '--email', 'MEI@kopikaya.example.com'],
        dir,
        'teh tarik kurang manis\n',
      );
      expect(set.stderr).toBe('');
      expect(set.code).toBe(0);
      expect(set.stdout.trim()).toBe(
        'Mei Tan <mei@kopikaya.example.com> has a new password; their sessions ended',
      );
    }
    const reopened = await openDatabase({ dataDir: join(dir, 'data') });
    try {
      const { db } = reopened;
      const after = await signIn(db, email, 'teh tarik kurang manis', new Date());
      expect(after.member.failedSignIns).toBe(0);
      await expect(signIn(db, email, 'kopi-o kosong 1', new Date())).rejects.toMatchObject({
        status: 401,
      });
      const ended = await db
        .select({ revokedAt: staffSessions.revokedAt })
        .from(staffSessions)
        .where(eq(staffSessions.staffId, after.member.id));
      // Every session before the reset ended; the one after it is open.
      expect(ended.length).toBeGreaterThan(1);
      expect(ended.filter((row) => row.revokedAt === null)).toHaveLength(1);
      const [line] = await db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'staff.setPassword'));
      expect(line).toMatchObject({ subject: `owner ${email}`, staffId: null });
    } finally {
      await reopened.close();
    }
    const nobody = await run(
      'staff',
      ['set-password', '--email', 'nobody@kopikaya.example.com'],
      dir,
      'long enough pass\n',
    );
    expect(nobody.code).toBe(1);
    expect(nobody.stderr).toContain('no one signs in with nobody@kopikaya.example.com');
  });

  // Six runs of the command, each a Node start and a database open: slow on a loaded machine.
  it('add-key prints a key once, list-keys names it, revoke-key ends it', async () => {
    const kitchen = await run(
      'staff',
      [
        ...['add-key', '--company', 'kopi-kaya-cafe', '--name', 'KDS', '--role', 'staff'],
        ...['--outlet', 'outlet-1'],
      ],
      dir,
    );
    expect(kitchen.stderr).toBe('');
    expect(kitchen.stdout).toMatch(/"KDS" \(staff\) of kopi-kaya-cafe/);
    const nowhere = await run(
      'staff',
      [
        ...['add-key', '--company', 'kopi-kaya-cafe', '--name', 'KDS', '--role', 'staff'],
        ...['--outlet', 'outlet-9'],
      ],
      dir,
    );
    expect(nowhere.code).toBe(1);
    expect(nowhere.stderr).toContain('kopi-kaya-cafe has no outlet outlet-9');

    const added = await run(
      'staff',
      ['add-key', '--company', 'kopi-kaya-cafe', '--name', 'nightly export', '--role', 'owner'],
      dir,
    );
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    const [said = '', key = ''] = added.stdout.trim().split('\n');
    expect(said).toMatch(/^API key (\d+) "nightly export" \(owner\) of kopi-kaya-cafe; /);
    expect(key).toMatch(/^tbk_[\w-]{43}$/);
    const id = /^API key (\d+)/.exec(said)?.[1] ?? '';

    const listed = await run('staff', ['list-keys', 'kopi-kaya-cafe'], dir);
    expect(listed.stdout).toMatch(new RegExp(`^${id}\towner\tnightly export\tevery outlet\t`, 'm'));
    expect(listed.stdout).not.toContain(key);
    expect(listed.stdout).toMatch(/^\d+\tstaff\tKDS\toutlet \d+\t/m);

    const database = await openDatabase({ dataDir: join(dir, 'data') });
    try {
      expect(await findApiKey(database.db, key)).toMatchObject({ name: 'nightly export' });
    } finally {
      await database.close();
    }
    const revoked = await run(
      'staff',
      ['revoke-key', '--company', 'kopi-kaya-cafe', '--id', id],
      dir,
    );
    expect(revoked.stdout.trim()).toBe(`revoked API key ${id} "nightly export" of kopi-kaya-cafe`);
    const again = await run(
      'staff',
      ['revoke-key', '--company', 'kopi-kaya-cafe', '--id', id],
      dir,
    );
    expect(again.code).toBe(1);
    const reopened = await openDatabase({ dataDir: join(dir, 'data') });
    try {
      expect(await findApiKey(reopened.db, key)).toBeNull();
      const lines = await reopened.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.subject, 'API key "nightly export"'));
      expect(lines.map((line) => line.action).sort()).toEqual(['staff.addKey', 'staff.revokeKey']);
    } finally {
      await reopened.close();
    }
  }, 180_000);
});
