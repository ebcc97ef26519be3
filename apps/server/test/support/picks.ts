/*
 * Picks of the one thing a test goes on with, failing loudly when it is not there.
 */

/** The single row of a result, or a thrown error. */
export function only<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined || rows.length !== 1)
    throw new Error(`expected one row, got ${String(rows.length)}`);
  return row;
}

/** The seeded table at an index. */
export function table<T>(tables: readonly T[], index: number): T {
  const found = tables[index];
  if (found === undefined) throw new Error(`no seeded table ${String(index)}`);
  return found;
}
