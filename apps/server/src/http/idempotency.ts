import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { HttpError, badRequest, conflict } from './http-error';

/** The header every order-placing and payment-starting call carries (A§5, B§4). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** The stored answer of a request. */
export interface StoredAnswer {
  statusCode: number;
  body: unknown;
}

/** How long to wait for the first request of a key to finish before answering a replay. */
const WAIT_FOR_FIRST_MS = 30_000;
const POLL_MS = 25;

/** A stable text of a JSON value: object keys sorted, so the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  // JSON.stringify answers undefined (not text) for these; a body holds none but be safe.
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol')
    return 'null';
  return JSON.stringify(value);
}

/** SHA-256 of the canonical request: path parameters, query and body. */
export function requestHash(request: unknown): string {
  return createHash('sha256').update(canonical(request)).digest('hex');
}

/**
 * Runs `work` once per (scope, endpoint, key). The first request claims the key with an insert
 * that only one request can win (the primary key), runs, and stores its answer, success or
 * failure. A replay waits for that answer and gets it again: the same key replayed, even 100
 * times at once, yields one order and one answer. The same key with another body is a 409 with
 * error id idempotency_key_reused. A first request that threw a fault of ours (5xx) releases the
 * key so a retry can run again.
 */
export async function runIdempotent(
  db: Database,
  claim: { scope: string; endpoint: string; key: string | undefined; request: unknown },
  work: () => Promise<StoredAnswer>,
): Promise<StoredAnswer> {
  const key = claim.key?.trim();
  if (!key) {
    throw badRequest(
      'The Idempotency-Key header is required for this call',
      'idempotency_key_missing',
    );
  }
  if (key.length > 200)
    throw badRequest('The Idempotency-Key header is too long (200 characters at most)');
  const hash = requestHash(claim.request);
  const where = and(
    eq(idempotencyKeys.scope, claim.scope),
    eq(idempotencyKeys.endpoint, claim.endpoint),
    eq(idempotencyKeys.key, key),
  );
  for (;;) {
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ scope: claim.scope, endpoint: claim.endpoint, key, requestHash: hash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) break;
    const answer = await replay(db, where, hash);
    // null: the first request failed and released the key; claim it and run again.
    if (answer) return answer;
  }

  let answer: StoredAnswer;
  try {
    answer = await work();
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) {
      answer = { statusCode: error.status, body: error.body() };
    } else {
      await db.delete(idempotencyKeys).where(and(where, isNull(idempotencyKeys.statusCode)));
      throw error;
    }
  }
  // The first request answers what was stored, as every replay will: the same bytes each time.
  const [stored] = await db
    .update(idempotencyKeys)
    .set({ statusCode: answer.statusCode, response: answer.body })
    .where(where)
    .returning({ response: idempotencyKeys.response });
  return { statusCode: answer.statusCode, body: stored ? stored.response : answer.body };
}

async function replay(
  db: Database,
  where: ReturnType<typeof and>,
  hash: string,
): Promise<StoredAnswer | null> {
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const [row] = await db.select().from(idempotencyKeys).where(where);
    if (!row) return null;
    if (row.requestHash !== hash) {
      throw conflict(
        'This Idempotency-Key was already used with a different request',
        'idempotency_key_reused',
      );
    }
    if (row.statusCode !== null) return { statusCode: row.statusCode, body: row.response };
    if (Date.now() > deadline) {
      throw conflict(
        'The first request with this Idempotency-Key is still running',
        'idempotency_in_progress',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Forgets the keys stored before `before`; returns how many (the purge schedule calls it). */
export async function purgeIdempotencyKeys(db: Database, before: Date): Promise<number> {
  const removed = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}
