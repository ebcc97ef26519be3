/**
 * The SQLSTATEs PostgreSQL (and PGlite) raise for a value a client sent that a column cannot hold:
 * 22003 numeric_value_out_of_range (an integer beyond int4), 22021 character_not_in_repertoire
 * (a NUL byte in text) and 22P05 untranslatable_character (a `\u0000` in jsonb).
 */
const INPUT_SQLSTATES = new Set(['22003', '22021', '22P05']);

/**
 * The SQLSTATE of a database error a client's value caused, or null. Drizzle wraps the driver's
 * error, so the chain of causes is walked, as for a unique violation.
 */
export function databaseInputErrorCode(error: unknown): string | null {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if (typeof current !== 'object') return null;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && INPUT_SQLSTATES.has(code)) return code;
  }
  return null;
}
