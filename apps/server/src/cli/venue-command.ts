import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { stringify } from 'yaml';
import { loadConfig } from '../config/config';
import { openDatabase } from '../db/client';
import { exportVenue, listCompanies } from '../venue-file/export-venue';
import { formatPlan, planSummary } from '../venue-file/format-plan';
import { importVenue, ImportRefused } from '../venue-file/import-venue';
import { readVenueFile } from '../venue-file/read-venue-file';
import { planIsEmpty } from '../venue-file/venue-plan';
import { venueJsonSchema } from '../venue-file/venue-json-schema';
import { say, tell, type CommandIo } from './command-io';

/*
 * `pnpm venue …` (docs/venue-file.md): a restaurant's venue as a file.
 *   validate FILE…                 checks files, printing every problem with its place
 *   import FILE [--dry-run]        prints what the file adds, changes and retires, then applies
 *                                  it in one transaction (not with --dry-run)
 *   export COMPANY [--no-qr-tokens] [--out FILE]
 *                                  writes a company (its id or key) as YAML
 *   schema                         prints the file's JSON Schema (docs/venue-file.schema.json)
 */

const USAGE = `usage:
  pnpm venue validate FILE...
  pnpm venue import FILE [--dry-run]
  pnpm venue export COMPANY [--no-qr-tokens] [--out FILE]
  pnpm venue schema`;

/** A file's text, or null after saying why it cannot be read. */
function readText(io: CommandIo, file: string): string | null {
  try {
    return readFileSync(resolve(io.cwd, file), 'utf8');
  } catch (error) {
    tell(io, `${file}: cannot read it (${error instanceof Error ? error.message : String(error)})`);
    return null;
  }
}

function validate(io: CommandIo, files: string[]): number {
  if (files.length === 0) {
    tell(io, USAGE);
    return 2;
  }
  let failed = 0;
  for (const file of files) {
    const text = readText(io, file);
    if (text === null) {
      failed += 1;
      continue;
    }
    const result = readVenueFile(text);
    if (result.ok) {
      const { venue } = result;
      const tables = venue.outlets.reduce((n, outlet) => n + outlet.tables.length, 0);
      say(
        io,
        `${file}: valid (${venue.company.profile.name}, ${String(venue.outlets.length)} outlet(s), ${String(tables)} table(s), ${String(venue.promotions.length)} promotion(s), ${String(venue.coupons.length)} coupon(s))`,
      );
    } else {
      failed += 1;
      for (const problem of result.problems)
        tell(io, `${file}: ${problem.path}: ${problem.message}`);
    }
  }
  return failed === 0 ? 0 : 1;
}

async function importCommand(io: CommandIo, args: string[]): Promise<number> {
  const files = args.filter((arg) => !arg.startsWith('--'));
  const unknown = args.filter((arg) => arg.startsWith('--') && arg !== '--dry-run');
  const file = files[0];
  if (file === undefined || files.length > 1 || unknown.length > 0) {
    tell(io, USAGE);
    return 2;
  }
  const dryRun = args.includes('--dry-run');
  const text = readText(io, file);
  if (text === null) return 1;
  const result = readVenueFile(text);
  if (!result.ok) {
    for (const problem of result.problems) tell(io, `${file}: ${problem.path}: ${problem.message}`);
    return 1;
  }
  const config = loadConfig(io.env, { repoRoot: io.cwd });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const imported = await importVenue(database.db, result.venue, { dryRun });
    for (const line of formatPlan(imported.plan)) say(io, line);
    const summary = planSummary(imported.plan);
    if (planIsEmpty(imported.plan)) say(io, `${file}: no changes, the database already holds it`);
    else if (dryRun) say(io, `${file}: ${summary} (a dry run: nothing was written)`);
    else say(io, `${file}: imported, ${summary}`);
    return 0;
  } catch (error) {
    if (!(error instanceof ImportRefused)) throw error;
    for (const line of formatPlan(error.plan)) say(io, line);
    for (const problem of error.problems) tell(io, `${file}: ${problem}`);
    tell(io, `${file}: nothing was written`);
    return 1;
  } finally {
    await database.close();
  }
}

async function exportCommand(io: CommandIo, args: string[]): Promise<number> {
  const company = args.find((arg) => !arg.startsWith('--'));
  const outIndex = args.indexOf('--out');
  const out = outIndex === -1 ? null : args[outIndex + 1];
  if (company === undefined || out === undefined || (out !== null && out === company)) {
    tell(io, USAGE);
    return 2;
  }
  const config = loadConfig(io.env, { repoRoot: io.cwd });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const known = await listCompanies(database.db);
    const found = known.find((row) => String(row.id) === company || row.key === company);
    if (found === undefined) {
      tell(
        io,
        `There is no company ${company}. The database holds: ${known.map((row) => `${String(row.id)} (${row.key})`).join(', ') || 'none'}`,
      );
      return 1;
    }
    const venue = await exportVenue(database.db, found.id, {
      withQrTokens: !args.includes('--no-qr-tokens'),
    });
    const text = stringify(venue, { lineWidth: 0 });
    if (out === null) io.stdout.write(text);
    else {
      writeFileSync(resolve(io.cwd, out), text);
      tell(io, `${found.key}: written to ${out}`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

/** `pnpm venue …`: one of the commands above on its arguments; its exit code (2: a usage error). */
export async function venueCommand(argv: string[], io: CommandIo): Promise<number> {
  const [command, ...args] = argv;
  if (command === 'validate') return validate(io, args);
  if (command === 'import') return importCommand(io, args);
  if (command === 'export') return exportCommand(io, args);
  if (command === 'schema') {
    io.stdout.write(`${JSON.stringify(venueJsonSchema(), null, 2)}\n`);
    return 0;
  }
  tell(io, USAGE);
  return 2;
}
