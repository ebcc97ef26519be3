import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from './client';

/*
 * The embedded PGlite has one connection: while a transaction holds it, a query on the database
 * itself (not on the transaction) waits for that transaction to end, and a transaction that awaits
 * such a query waits forever. PostgreSQL answers the same query on another connection of its pool,
 * so the mistake goes unseen there, holding two connections where one would do. The check makes
 * the mistake an error on both engines, the moment it is made (CHECK_TRANSACTIONS: on in tests and
 * `pnpm dev`; the server's tests run on PostgreSQL and still catch what would hang on PGlite).
 */

/** Whether the transaction whose callback this code runs in is still open. */
interface TransactionScope {
  open: boolean;
}

const scope = new AsyncLocalStorage<TransactionScope>();

/** What a checked query on the database throws inside an open transaction. */
export class QueryOutsideTransactionError extends Error {
  constructor(what: string) {
    super(
      `${what} on the database inside an open transaction: on the embedded PGlite (one connection) it would wait for that transaction forever. Run it on the transaction (tx), or after it ends.`,
    );
    this.name = 'QueryOutsideTransactionError';
  }
}

function refuseInsideTransaction(what: string): void {
  if (scope.getStore()?.open) throw new QueryOutsideTransactionError(what);
}

/**
 * Makes the database refuse a query or a new transaction started from inside one of its open
 * transactions' callbacks. `client` is what runs its queries outside transactions (a `pg.Pool`,
 * a PGlite); `methods` are its calls that do, which a transaction's own connection does not use.
 */
export function checkTransactions<C extends object>(
  db: Database,
  client: C,
  methods: readonly (keyof C & string)[],
): void {
  for (const method of methods) {
    const original = client[method];
    if (typeof original !== 'function') throw new Error(`${method} is not a method of the client`);
    const checked = function (this: unknown, ...args: unknown[]): unknown {
      refuseInsideTransaction(`A query (${method})`);
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    };
    Object.defineProperty(client, method, { value: checked, configurable: true, writable: true });
  }
  const transaction = db.transaction.bind(db);
  db.transaction = (callback, config) => {
    refuseInsideTransaction('A new transaction');
    return transaction((tx) => {
      const inside: TransactionScope = { open: true };
      return scope.run(inside, async () => {
        try {
          return await callback(tx);
        } finally {
          inside.open = false;
        }
      });
    }, config);
  };
}

/**
 * Runs work that is started inside a transaction but is not part of it (a cache filled beside a
 * request, left to finish on its own): its queries go to the database without the check, and
 * wait for the transaction on PGlite instead of failing.
 */
export function apartFromTransaction<T>(work: () => T): T {
  return scope.exit(work);
}
