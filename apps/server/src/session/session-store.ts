import { randomBytes } from 'node:crypto';
import { setImmediate } from 'node:timers';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { outlets, sessions } from '../db/schema';
import { runningOrderIdOf } from './running-order';

/**
 * A session row as the features read it. A session read for a request also carries its outlet's
 * venue_version at that moment, so the request's venue snapshot is checked without another query
 * (venue/venue-snapshots.ts), and, read for a page that shows it, the id of the diner's running
 * order at the outlet (null: none), so a diner without one costs the page no other query
 * (orders/order-view.ts, recentOrderFor). Absent: not read.
 */
export type SessionRecord = typeof sessions.$inferSelect & {
  venueVersion?: number;
  runningOrderId?: number | null;
};

/** The QR facts that start a session (`/q/{token}`). */
export type QrFacts = Pick<
  typeof sessions.$inferInsert,
  'companyId' | 'outletId' | 'tableId' | 'qrSource' | 'qrType' | 'dineMode'
>;

/**
 * What a scan starts a session with: the QR facts, the diner kept signed in, and the table choice
 * the scan left waiting (issue 30).
 */
export type NewSession = QrFacts &
  Partial<Pick<typeof sessions.$inferInsert, 'userId' | 'tableChoiceToken'>>;

/** How long a session lives without use. */
export const SESSION_IDLE_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A session's expiry is pushed back at most this often, to spare a write per request. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

const token = (bytes: number) => randomBytes(bytes).toString('base64url');

/** The per-session checkout state the server remembers between calls. */
export interface SessionState {
  /** The coupon the diner applied: its coupon row id. */
  coupon_id?: number;
  /** The loyalty points the diner chose to redeem, a decimal string. */
  redeemed_points?: string;
  /**
   * The sign-in under way: the last one-time code's channel and address (for a resend), and the
   * account it signs in to (absent while a sign-up is pending).
   */
  otp?: { channel: 'sms' | 'email'; address: string; sent_at: number; user_id?: number };
  /**
   * A sign-up waiting for its code: the account is created only when a code sent to its mobile
   * number or e-mail address is entered (docs/server.md, "Identities").
   */
  sign_up?: PendingSignUp;
  /** The order this session last placed, for the status bar and tracking. */
  last_order_id?: number;
  /**
   * When this session's captcha token passed Turnstile's check (ms): the sign-up that follows a
   * verification's 404 rides on it (features/users/captcha-gate.ts).
   */
  captcha_passed_at?: number;
}

/** The details of a sign-up whose code was sent but not yet entered. */
export interface PendingSignUp {
  name: string;
  /** Lower-case. */
  email: string;
  phone_number: string;
  /** Digits only. */
  dialing_code: string;
  marketing_consent: boolean;
}

/** Starts a session for a scanned QR code. */
export async function createSession(
  db: Database,
  facts: NewSession,
  now: Date = new Date(),
): Promise<SessionRecord> {
  const [row] = await db
    .insert(sessions)
    .values({
      ...facts,
      id: token(32),
      csrfToken: token(32),
      state: {},
      expiresAt: new Date(now.getTime() + SESSION_IDLE_LIFETIME_MS),
    })
    .returning();
  if (!row) throw new Error('session insert returned nothing');
  return row;
}

/** What a session read finds: the row, its outlet's venue version, its running order's id. */
interface FoundSession {
  row: SessionRecord;
  venueVersion: number;
  runningOrderId?: number | null;
}

/** The live sessions among these ids (expiring after `now`), each with its outlet's venue version. */
const liveSessions = and(
  sql`${sessions.id} = any(${sql.placeholder('ids')})`,
  gt(sessions.expiresAt, sql.placeholder('now')),
);

/** Every request reads its session: the query is built once per database, and prepared. */
const sessionsQuery = preparedPerDatabase((db) =>
  db
    .select({ row: sessions, venueVersion: outlets.venueVersion })
    .from(sessions)
    .innerJoin(outlets, eq(outlets.id, sessions.outletId))
    .where(liveSessions)
    .prepare('load_sessions'),
);

/** {@link sessionsQuery} with the id of each diner's running order beside it, for the pages. */
const sessionsWithRunningOrderQuery = preparedPerDatabase((db) =>
  db
    .select({
      row: sessions,
      venueVersion: outlets.venueVersion,
      runningOrderId: runningOrderIdOf({
        sessionId: sessions.id,
        userId: sessions.userId,
        outletId: sessions.outletId,
      }),
    })
    .from(sessions)
    .innerJoin(outlets, eq(outlets.id, sessions.outletId))
    .where(liveSessions)
    .prepare('load_sessions_running_order'),
);

/** One request's session read, waiting for its turn's query. */
interface SessionRead {
  id: string;
  now: Date;
  resolve: (found: FoundSession | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * The session reads of one turn of the event loop, per database and kind, read in one query:
 * under load many requests arrive in a turn, and each paid a round trip of its own to
 * PostgreSQL (its write, PostgreSQL's work on a statement, the answer's parsing) for one row.
 * A read waits at most for the end of the turn it was asked in (`setImmediate`), and its query
 * runs after it was asked, so it never finds an older session than a query of its own would.
 * Each read keeps its own `now`: the query asks for sessions live at the batch's earliest, and
 * each read takes its row only if it is live at its own.
 */
function batchedReads(
  query: (db: Database) => {
    execute: (values: { ids: string[]; now: Date }) => Promise<FoundSession[]>;
  },
): (db: Database, id: string, now: Date) => Promise<FoundSession | undefined> {
  const waiting = new WeakMap<Database, SessionRead[]>();
  const flush = async (db: Database, reads: SessionRead[]): Promise<void> => {
    const earliest = new Date(
      reads.reduce((min, read) => Math.min(min, read.now.getTime()), Number.POSITIVE_INFINITY),
    );
    try {
      const found = await query(db).execute({
        ids: [...new Set(reads.map((read) => read.id))],
        now: earliest,
      });
      const byId = new Map(found.map((one) => [one.row.id, one]));
      const given = new Set<string>();
      for (const read of reads) {
        const one = byId.get(read.id);
        if (one === undefined || one.row.expiresAt.getTime() <= read.now.getTime()) {
          read.resolve(undefined);
        } else {
          // Two requests of one session in a turn each get a session of their own.
          read.resolve(given.has(read.id) ? structuredClone(one) : one);
          given.add(read.id);
        }
      }
    } catch (error) {
      for (const read of reads) read.reject(error);
    }
  };
  return (db, id, now) =>
    new Promise((resolve, reject) => {
      let reads = waiting.get(db);
      if (reads === undefined) {
        const batch: SessionRead[] = [];
        reads = batch;
        waiting.set(db, batch);
        setImmediate(() => {
          waiting.delete(db);
          void flush(db, batch);
        });
      }
      reads.push({ id, now, resolve, reject });
    });
}

const readSession = batchedReads(sessionsQuery);
const readSessionWithRunningOrder = batchedReads(sessionsWithRunningOrderQuery);

/**
 * The live session with this id, with its outlet's venue_version; null when unknown or expired.
 * Its expiry is pushed back at most once per TOUCH_INTERVAL_MS, so most reads write nothing.
 * With `runningOrder`, the id of the diner's running order is read in the same query (a page
 * that shows the status bar's order: it costs the page no other query when there is none).
 * Reads asked in the same turn of the event loop share one query ({@link batchedReads}).
 */
export async function loadSession(
  db: Database,
  id: string,
  now: Date = new Date(),
  { runningOrder = false }: { runningOrder?: boolean } = {},
): Promise<SessionRecord | null> {
  const found = runningOrder
    ? await readSessionWithRunningOrder(db, id, now)
    : await readSession(db, id, now);
  if (!found) return null;
  const row: SessionRecord = {
    ...found.row,
    venueVersion: found.venueVersion,
    ...(runningOrder ? { runningOrderId: found.runningOrderId ?? null } : {}),
  };
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_LIFETIME_MS);
  if (expiresAt.getTime() - row.expiresAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ expiresAt, updatedAt: now }).where(eq(sessions.id, id));
    return { ...row, expiresAt };
  }
  return row;
}

/** Changes a session's fields. */
export async function updateSession(
  db: Database,
  id: string,
  patch: Partial<
    Pick<SessionRecord, 'tableId' | 'qrSource' | 'qrType' | 'dineMode' | 'userId' | 'outletId'>
  > & {
    state?: SessionState;
  },
): Promise<void> {
  await db
    .update(sessions)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(sessions.id, id));
}

/**
 * Gives the session a new id and CSRF token, keeping its facts: done at sign-in and sign-out so a
 * session id seen before cannot be used after (session fixation).
 */
export async function renewSession(
  db: Database,
  id: string,
  patch: Partial<Pick<SessionRecord, 'userId'>> & { state?: SessionState } = {},
): Promise<SessionRecord> {
  return db.transaction(async (tx) => {
    const [old] = await tx.select().from(sessions).where(eq(sessions.id, id));
    if (!old) throw new Error(`session ${id} vanished while being renewed`);
    await tx.delete(sessions).where(eq(sessions.id, id));
    const now = new Date();
    const [row] = await tx
      .insert(sessions)
      .values({
        ...old,
        ...patch,
        id: token(32),
        csrfToken: token(32),
        createdAt: now,
        updatedAt: now,
        expiresAt: new Date(now.getTime() + SESSION_IDLE_LIFETIME_MS),
      })
      .returning();
    if (!row) throw new Error('session insert returned nothing');
    return row;
  });
}

/** Removes expired sessions; returns how many (the purge schedule calls it). */
export async function purgeExpiredSessions(db: Database, now: Date = new Date()): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ id: sessions.id });
  return removed.length;
}

/** The session's checkout state, typed. */
export function sessionState(session: Pick<SessionRecord, 'state'>): SessionState {
  return session.state ?? {};
}
