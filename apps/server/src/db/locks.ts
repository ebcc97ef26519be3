import { sql } from 'drizzle-orm';
import type { Queryable } from './client';

/**
 * Holds a lock on each key until the transaction ends (PostgreSQL's pg_advisory_xact_lock), taken
 * in one fixed order so two transactions never wait on each other. Decides races that no single
 * row can: "at most N a limit allows", counted and written by many requests at once.
 */
export async function lockKeys(tx: Queryable, keys: readonly string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  }
}
