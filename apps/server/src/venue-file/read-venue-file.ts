import { parse as parseYaml, YAMLParseError } from 'yaml';
import {
  formatPath,
  unknownFields,
  venueFileProblems,
  type VenueFileProblem,
} from './venue-file-problems';
import { venueFileSchema, type VenueFile } from './venue-file-schema';

/** A venue file read: the venue, or every problem found, each with its place in the file. */
export type VenueFileResult =
  { ok: true; venue: VenueFile } | { ok: false; problems: VenueFileProblem[] };

/**
 * Reads a venue file's text, YAML or JSON (YAML reads JSON too), and checks it whole: its
 * syntax, the schema (venue-file-schema.ts), fields no schema knows, and what only the whole file
 * shows (venue-file-problems.ts). Every problem is reported, not only the first.
 */
export function readVenueFile(text: string): VenueFileResult {
  let raw: unknown;
  try {
    raw = parseYaml(text, { prettyErrors: true, uniqueKeys: true });
  } catch (error) {
    if (!(error instanceof YAMLParseError)) throw error;
    const line = error.linePos?.[0];
    return {
      ok: false,
      problems: [
        {
          path: line === undefined ? '(the file)' : `line ${String(line.line)}`,
          message: error.message.split('\n')[0] ?? error.message,
        },
      ],
    };
  }
  const parsed = venueFileSchema.safeParse(raw);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => ({
        path: formatPath(issue.path),
        message: issue.message,
      })),
    };
  }
  const problems = [...unknownFields(raw, parsed.data), ...venueFileProblems(parsed.data)];
  return problems.length === 0 ? { ok: true, venue: parsed.data } : { ok: false, problems };
}
