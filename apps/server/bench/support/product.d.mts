/*
 * The types of product.mjs's exports a TypeScript benchmark uses (bench/contract-fuzz.ts); the
 * JavaScript benchmarks read product.mjs's JSDoc.
 */

/** The product as `pnpm start` runs it, started by {@link startProduct}. */
export interface Product {
  prefix: string;
  /** The PostgreSQL database's name, or `pglite`. */
  database: string;
  /** The PostgreSQL database's URL; null on PGlite. */
  databaseUrl: string | null;
  /** Every address diners are sent to. */
  origins: string[];
  /** The launcher's staff token. */
  staffToken: string;
  launcherPid: number;
  /** The server processes: one server, or a group's primary and its workers. */
  serverPids: number[];
  /** What the launcher and the server printed on their standard output so far. */
  output(): string;
  /** What they printed on their standard error so far. */
  errors(): string;
  /** Stops the launcher (and the server), then removes the database. */
  stop(): Promise<void>;
}

export function startProduct(
  database: 'pglite' | 'postgresql',
  options?: { prefix?: string; env?: Record<string, string> },
): Promise<Product>;

export const running: Set<Product>;
