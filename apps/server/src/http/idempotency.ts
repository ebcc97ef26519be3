import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
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
 * What a request's work committed, recorded in the very transaction that committed it
 * ({@link recordEffect}): the payment it started (and the points the answer promises), or the
 * order it placed or added to. A retry that takes over the key of a request that died resumes
 * from it ({@link resumedEffect}) instead of doing the work again.
 */
export type IdempotentEffect =
  { payment: string; earnedLoyalty: string | null } | { order: number };

/** The key a request holds while its work runs. */
interface HeldClaim {
  where: ReturnType<typeof and>;
  /** This request's fresh id: the fencing token every write of the claim is checked against. */
  owner: string;
  /** What an earlier holder of the key committed before it died, if anything. */
  effect: IdempotentEffect | null;
}

const held = new AsyncLocalStorage<HeldClaim>();

/**
 * How long a running request holds its key. A request lasts well under a second, a provider's
 * call at most its timeout; one that outlives this may see its key taken over by a retry, and
 * then commits nothing (the fencing in {@link recordEffect}).
 */
const CLAIM_SECONDS = 30;
const claimUntil = sql`now() + make_interval(secs => ${CLAIM_SECONDS})`;

/**
 * Runs `work` once per (scope, endpoint, key). The first request claims the key with an insert
 * that only one request can win (the primary key), runs, and stores its answer, success or
 * failure. A replay waits for that answer and gets it again: the same key replayed, even 100
 * times at once, yields one order and one answer. The same key with another body is a 409 with
 * error id idempotency_key_reused.
 *
 * A request holds its key for {@link CLAIM_SECONDS}. One killed mid-way (its process gone) never
 * stores an answer: once its hold lapses, the next retry takes the key over (one update only one
 * retry wins) and runs the work again, resuming from what the dead request committed
 * ({@link resumedEffect}), so its order is neither lost behind a 409 nor placed twice. A request
 * that threw a fault of ours (5xx) lets go of its key at once, keeping what it committed, so a
 * retry resumes the same way.
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
  let holder: HeldClaim;
  for (;;) {
    const owner = randomUUID();
    const inserted = await db
      .insert(idempotencyKeys)
      .values({
        scope: claim.scope,
        endpoint: claim.endpoint,
        key,
        requestHash: hash,
        owner,
        claimedUntil: claimUntil,
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) {
      holder = { where, owner, effect: null };
      break;
    }
    const found = await replay(db, where, hash);
    if (found === null) continue; // the key was purged meanwhile: claim it afresh
    if ('answer' in found) return found.answer;
    holder = found.holder;
    break;
  }
  const mine = and(
    where,
    eq(idempotencyKeys.owner, holder.owner),
    isNull(idempotencyKeys.statusCode),
  );

  let answer: StoredAnswer;
  try {
    answer = await held.run(holder, work);
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) {
      answer = { statusCode: error.status, body: error.body() };
    } else {
      await db.update(idempotencyKeys).set({ claimedUntil: null }).where(mine);
      throw error;
    }
  }
  // The first request answers what was stored, as every replay will: the same bytes each time.
  const [stored] = await db
    .update(idempotencyKeys)
    .set({ statusCode: answer.statusCode, response: answer.body, claimedUntil: null })
    .where(mine)
    .returning({ response: idempotencyKeys.response });
  // Not stored: a retry took the key over meanwhile and answers for it, from the same effect.
  return { statusCode: answer.statusCode, body: stored ? stored.response : answer.body };
}

/**
 * Records, inside the transaction that commits a request's work, what it committed. Only the
 * request still holding its key may: one whose key a retry took over is refused (409
 * idempotency_in_progress) and its transaction rolls back, so the work is committed once. Outside
 * an idempotent call it does nothing.
 */
export async function recordEffect(tx: Database, effect: IdempotentEffect): Promise<void> {
  const holder = held.getStore();
  if (!holder) return;
  const recorded = await tx
    .update(idempotencyKeys)
    .set({ effect })
    .where(
      and(
        holder.where,
        eq(idempotencyKeys.owner, holder.owner),
        isNull(idempotencyKeys.statusCode),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  if (recorded.length === 0) throw stillRunning();
}

/**
 * What an earlier request with this key committed before it died (read when the key was taken
 * over), or null: the work then resumes from it instead of starting again.
 */
export function resumedEffect(): IdempotentEffect | null {
  return held.getStore()?.effect ?? null;
}

function stillRunning(): HttpError {
  return conflict(
    'The first request with this Idempotency-Key is still running',
    'idempotency_in_progress',
  );
}

/**
 * Waits for the answer of the request holding the key, or takes the key over once that
 * request's hold has lapsed (it died without answering). null: the key is gone (purged).
 */
async function replay(
  db: Database,
  where: ReturnType<typeof and>,
  hash: string,
): Promise<{ answer: StoredAnswer } | { holder: HeldClaim } | null> {
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const [row] = await db
      .select({
        requestHash: idempotencyKeys.requestHash,
        statusCode: idempotencyKeys.statusCode,
        response: idempotencyKeys.response,
        owner: idempotencyKeys.owner,
        lapsed: sql<boolean>`${idempotencyKeys.claimedUntil} is null or ${idempotencyKeys.claimedUntil} <= now()`,
      })
      .from(idempotencyKeys)
      .where(where);
    if (!row) return null;
    if (row.requestHash !== hash) {
      throw conflict(
        'This Idempotency-Key was already used with a different request',
        'idempotency_key_reused',
      );
    }
    if (row.statusCode !== null) {
      return { answer: { statusCode: row.statusCode, body: row.response } };
    }
    if (row.lapsed) {
      const owner = randomUUID();
      const [taken] = await db
        .update(idempotencyKeys)
        .set({ owner, claimedUntil: claimUntil })
        .where(
          and(
            where,
            isNull(idempotencyKeys.statusCode),
            row.owner === null
              ? isNull(idempotencyKeys.owner)
              : eq(idempotencyKeys.owner, row.owner),
            sql`(${idempotencyKeys.claimedUntil} is null or ${idempotencyKeys.claimedUntil} <= now())`,
          ),
        )
        .returning({ effect: idempotencyKeys.effect });
      if (taken) {
        return { holder: { where, owner, effect: taken.effect as IdempotentEffect | null } };
      }
      continue; // another retry took it first: wait for its answer
    }
    if (Date.now() > deadline) throw stillRunning();
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
