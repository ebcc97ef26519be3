import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { venueFileSchema } from '../../src/venue-file/venue-file-schema';

const run = promisify(execFile);
/** The built command (`pnpm venue` runs it; turbo builds the server before its tests). */
const CLI = fileURLToPath(new URL('../../dist/venue.js', import.meta.url));

/** What the command printed and how it ended. */
async function venue(args: string[], cwd: string) {
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI, ...args], {
      cwd,
      env: { ...process.env, INIT_CWD: cwd },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

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

  it('schema prints the JSON Schema; no command prints the usage, exit 2', async () => {
    const schema = await venue(['schema'], dir);
    expect(schema.code).toBe(0);
    expect(JSON.parse(schema.stdout)).toMatchObject({ title: 'Tabula venue file', type: 'object' });
    const usage = await venue([], dir);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('pnpm venue validate FILE...');
  });
});
