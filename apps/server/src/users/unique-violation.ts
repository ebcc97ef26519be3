/** Whether a database error is a unique-constraint violation (SQLSTATE 23505), on pg or PGlite. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23505')
      return true;
  }
  return false;
}
