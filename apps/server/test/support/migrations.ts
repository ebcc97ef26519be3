import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The folder of the SQL migrations both databases run at start. */
export const DRIZZLE = join(import.meta.dirname, '..', '..', 'drizzle');

/** A migration file's statements, as drizzle splits them, for a test that runs them one by one. */
export function statements(file: string): string[] {
  return readFileSync(join(DRIZZLE, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => statement !== '');
}
