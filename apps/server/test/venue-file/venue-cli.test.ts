import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { venueCommand } from '../../src/cli/venue-command';
import { venueFileSchema } from '../../src/venue-file/venue-file-schema';
import { runCommandHere } from '../support/run-command';

/** The built command (`pnpm venue` runs it; turbo builds the server before its tests). */
const CLI = fileURLToPath(new URL('../../dist/venue.js', import.meta.url));

/**
 * What the command printed and how it ended, run here as typed in `cwd`: on the embedded
 * database of DATA_DIR, whatever the machine's environment names.
 */
function venue(args: string[], cwd: string, env: Record<string, string> = {}) {
  const environment: NodeJS.ProcessEnv = { ...process.env, INIT_CWD: cwd, ...env };
  delete environment.DATABASE_URL;
  return runCommandHere(venueCommand, args, { cwd, env: environment });
}

describe('the built pnpm venue', () => {
  it('runs the command on its arguments: schema prints the JSON Schema', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [CLI, 'schema']);
    expect(JSON.parse(stdout)).toMatchObject({ title: 'Tabula venue file', type: 'object' });
  });
});

describe('pnpm venue', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'venue-cli-'));
    // The cafe's committed file (venue-file.test.ts checks it is the demo seed's export).
    const text = readFileSync(
      new URL('../../venues/kopi-kaya-cafe.venue.yaml', import.meta.url),
      'utf8',
    );
    const cafe = venueFileSchema.parse(parse(text));
    writeFileSync(join(dir, 'cafe.yaml'), text);
    writeFileSync(join(dir, 'cafe.json'), JSON.stringify(cafe));
    writeFileSync(
      join(dir, 'broken.yaml'),
      stringify({ ...cafe, coupons: [{ ...cafe.coupons[0], code: 'has space' }] }),
    );
  });
  afterAll(() => {
    rmSync(dir, { recursive: true });
  });

  it('validate: a summary per good file (YAML or JSON, paths from where it was typed), exit 0', async () => {
    const answer = await venue(['validate', 'cafe.yaml', 'cafe.json'], dir);
    expect(answer.code).toBe(0);
    expect(answer.stdout.trim().split('\n')).toEqual([
      'cafe.yaml: valid (Kopi & Kaya Cafe, 1 outlet(s), 19 table(s), 12 promotion(s), 3 coupon(s))',
      'cafe.json: valid (Kopi & Kaya Cafe, 1 outlet(s), 19 table(s), 12 promotion(s), 3 coupon(s))',
    ]);
  });

  it('validate: each problem with its file and place, exit 1; a missing file is one too', async () => {
    const answer = await venue(['validate', 'broken.yaml', 'missing.yaml'], dir);
    expect(answer.code).toBe(1);
    expect(answer.stderr).toContain(
      'broken.yaml: coupons[0].code: a code of letters, digits, - or _, up to 40',
    );
    expect(answer.stderr).toMatch(/^missing\.yaml: cannot read it/m);
  });

  it('import: plans, then applies in one go; --dry-run writes nothing; the same file again changes nothing', async () => {
    const env = { DATA_DIR: join(dir, 'data') };
    const dry = await venue(['import', 'cafe.yaml', '--dry-run'], dir, env);
    expect(dry.stderr).toBe('');
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('+ company kopi-kaya-cafe\n  + outlet outlet-1\n');
    expect(dry.stdout).toContain('      + table T1\n');
    expect(dry.stdout).toContain('  + coupon SAVE10\n');
    expect(dry.stdout.trim().split('\n').at(-1)).toBe(
      'cafe.yaml: 63 to add, 0 to change, 0 to retire (a dry run: nothing was written)',
    );
    const applied = await venue(['import', 'cafe.yaml'], dir, env);
    expect(applied.code).toBe(0);
    expect(applied.stdout.trim().split('\n').at(-1)).toBe(
      'cafe.yaml: imported, 63 to add, 0 to change, 0 to retire',
    );
    const again = await venue(['import', 'cafe.json'], dir, env);
    expect(again.code).toBe(0);
    expect(again.stdout.trimEnd().split('\n')).toEqual([
      '  company kopi-kaya-cafe',
      'cafe.json: no changes, the database already holds it',
    ]);
    const exported = await venue(['export', 'kopi-kaya-cafe', '--no-qr-tokens'], dir, env);
    expect(parse(exported.stdout)).toEqual(parse(readFileSync(join(dir, 'cafe.yaml'), 'utf8')));
  });

  it('import: a file with problems is not imported; nor is a database another process holds', async () => {
    const env = { DATA_DIR: join(dir, 'held') };
    const broken = await venue(['import', 'broken.yaml'], dir, env);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('broken.yaml: coupons[0].code:');
    mkdirSync(join(dir, 'held'), { recursive: true });
    // Another process that is alive (the one that started this test's) holds the database.
    writeFileSync(join(dir, 'held', 'tabula.pid'), String(process.ppid));
    const held = await venue(['import', 'cafe.yaml'], dir, env);
    expect(held.code).toBe(1);
    expect(held.stderr).toContain(`is open in process ${String(process.ppid)}`);
  });

  it('schema prints the JSON Schema; no command prints the usage, exit 2', async () => {
    const schema = await venue(['schema'], dir);
    expect(schema.code).toBe(0);
    expect(JSON.parse(schema.stdout)).toMatchObject({ title: 'Tabula venue file', type: 'object' });
    const usage = await venue([], dir);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('pnpm venue validate FILE...');
  });
});
