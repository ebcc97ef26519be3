import { and, eq, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import type { Database, Queryable } from '../db/client';
import { outgoingMessages } from '../db/schema';
import { DeliveryFailed } from '../delivery/delivery-failed';
import type { OutgoingMessage } from '../ports/delivery';
import { openMessage, sealMessage } from './message-seal';
import { nextAttemptAt, type MessagePurpose } from './retry-schedule';

/**
 * How long a process owns the attempt it claimed. our choice: 2 minutes, well past the carriers'
 * own time limits (SMTP 10 s to connect and 20 s of silence, Twilio 10 s): a process killed
 * mid-send leaves the message to another once the lease runs out, and none sends it twice while
 * the first may still be sending.
 */
export const LEASE_MS = 120_000;

/** What became of one attempt. */
export type AttemptOutcome =
  /** The carrier took it. */
  | { kind: 'sent' }
  /** The carrier was busy: tried again at `at`. */
  | { kind: 'retrying'; at: Date }
  /** Refused, or busy at its last attempt: it will not be sent. */
  | { kind: 'failed'; reason: string }
  /** Not due, settled, or another process holds it. */
  | { kind: 'not_claimed' };

/**
 * Puts a message on its way inside the caller's transaction, due at once: it leaves with the
 * caller's data or not at all. The caller then tries it (`attemptMessage`) or leaves it to the
 * schedule.
 */
export async function enqueueMessage(
  tx: Queryable,
  app: Pick<AppContext, 'config' | 'now'>,
  message: OutgoingMessage,
  options: { purpose: MessagePurpose; oneTimeCodeId?: number },
): Promise<number> {
  const [row] = await tx
    .insert(outgoingMessages)
    .values({
      channel: message.channel,
      purpose: options.purpose,
      sealed: sealMessage(app.config.sessionSecret, message),
      nextAttemptAt: app.now(),
      oneTimeCodeId: options.oneTimeCodeId ?? null,
    })
    .returning({ id: outgoingMessages.id });
  if (row === undefined) throw new Error('The message was not queued');
  return row.id;
}

/**
 * Cancels the messages still waiting that carry these sign-in codes (a newer code replaced
 * them): a stale code never arrives after the one the diner now expects.
 */
export async function cancelCodeMessages(
  tx: Queryable,
  codeIds: number[],
  now: Date,
): Promise<void> {
  if (codeIds.length === 0) return;
  await tx
    .update(outgoingMessages)
    .set({ status: 'cancelled', sealed: null, settledAt: now, leasedUntil: null })
    .where(
      and(inArray(outgoingMessages.oneTimeCodeId, codeIds), eq(outgoingMessages.status, 'pending')),
    );
}

/** Settles a claimed message; a cancellation that came meanwhile stands. */
async function settle(
  app: AppContext,
  id: number,
  changes: Partial<typeof outgoingMessages.$inferInsert>,
): Promise<void> {
  await app.db
    .update(outgoingMessages)
    .set({ leasedUntil: null, ...changes })
    .where(and(eq(outgoingMessages.id, id), eq(outgoingMessages.status, 'pending')));
}

/**
 * Makes one attempt at a message: claims it (due, pending, and no other process's lease on it)
 * with one conditional update, so of any number of processes or requests trying at once exactly
 * one sends; sends it; and records what happened: sent, tried again later on the purpose's
 * schedule while the carrier is busy, or failed. The sealed text is dropped once it is settled.
 * Nothing of the message's text is logged.
 */
export async function attemptMessage(app: AppContext, id: number): Promise<AttemptOutcome> {
  const now = app.now();
  const [claimed] = await app.db
    .update(outgoingMessages)
    .set({
      leasedUntil: new Date(now.getTime() + LEASE_MS),
      attempts: sql`${outgoingMessages.attempts} + 1`,
    })
    .where(
      and(
        eq(outgoingMessages.id, id),
        eq(outgoingMessages.status, 'pending'),
        lte(outgoingMessages.nextAttemptAt, now),
        or(isNull(outgoingMessages.leasedUntil), lte(outgoingMessages.leasedUntil, now)),
      ),
    )
    .returning();
  if (claimed === undefined) return { kind: 'not_claimed' };

  const failed = async (reason: string): Promise<AttemptOutcome> => {
    await settle(app, id, {
      status: 'failed',
      sealed: null,
      settledAt: app.now(),
      lastError: reason,
    });
    return { kind: 'failed', reason };
  };

  let message: OutgoingMessage;
  try {
    message = openMessage(app.config.sessionSecret, claimed.sealed ?? '');
  } catch {
    // Sealed under another SESSION_SECRET: nobody can read it any more.
    app.log.warn({ messageId: id }, 'an outgoing message could not be opened; it is dropped');
    return failed('unreadable');
  }

  try {
    await app.delivery.send(message);
  } catch (error) {
    const failure =
      error instanceof DeliveryFailed
        ? error
        : new DeliveryFailed(message.channel, 'busy', 'error', { cause: error });
    if (!(error instanceof DeliveryFailed)) {
      const name = error instanceof Error ? error.name : typeof error;
      app.log.error({ messageId: id, error: name }, 'sending a message failed unexpectedly');
    }
    const at =
      failure.failure === 'busy'
        ? nextAttemptAt(claimed.purpose as MessagePurpose, claimed.attempts, app.now())
        : null;
    app.log.warn(
      {
        messageId: id,
        channel: message.channel,
        attempt: claimed.attempts,
        failure: failure.failure,
        reason: failure.reason,
      },
      at === null ? 'a message was not delivered' : 'a message will be tried again',
    );
    if (at === null) return failed(failure.reason);
    await settle(app, id, { nextAttemptAt: at, lastError: failure.reason });
    return { kind: 'retrying', at };
  }
  await settle(app, id, { status: 'sent', sealed: null, settledAt: app.now(), lastError: null });
  return { kind: 'sent' };
}

/** The ids of the messages due now (the oldest first), at most `limit`. */
export async function dueMessages(app: AppContext, limit: number): Promise<number[]> {
  const now = app.now();
  const rows = await app.db
    .select({ id: outgoingMessages.id })
    .from(outgoingMessages)
    .where(
      and(
        eq(outgoingMessages.status, 'pending'),
        lte(outgoingMessages.nextAttemptAt, now),
        or(isNull(outgoingMessages.leasedUntil), lte(outgoingMessages.leasedUntil, now)),
      ),
    )
    .orderBy(outgoingMessages.nextAttemptAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * How long a settled message's row is kept (what it was, its status, its attempts and the
 * carrier's last answer; never its text or address). our choice: 30 days, a month to look into a
 * complaint that a code or an invoice never came.
 */
export const SETTLED_MESSAGE_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** Removes the messages settled before `before`; returns how many. */
export async function purgeSettledMessages(db: Database, before: Date): Promise<number> {
  const removed = await db
    .delete(outgoingMessages)
    .where(and(ne(outgoingMessages.status, 'pending'), lt(outgoingMessages.settledAt, before)))
    .returning({ id: outgoingMessages.id });
  return removed.length;
}
