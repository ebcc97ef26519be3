import type { AppContext } from '../app-context';
import { startIntervalSchedule, type IntervalSchedule } from '../schedule/interval-schedule';
import { purgeIdempotencyKeys } from '../http/idempotency';
import { purgeSettledMessages, SETTLED_MESSAGE_RETENTION_MS } from '../messages/message-queue';
import { purgeExpiredSessions } from '../session/session-store';

/**
 * How often expired sessions and old idempotency keys are removed. our choice: hourly. A session
 * expires after 24 hours idle and a key is kept 24 hours, so an hour's delay at most grows either
 * table by an hour of traffic, and one indexed delete an hour costs the database nothing.
 */
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * How long an Idempotency-Key's answer is kept. our choice: 24 hours, the idle lifetime of the
 * session the key is scoped to: a client retries within seconds or minutes, and after a day the
 * session that sent the key has expired anyway.
 */
export const IDEMPOTENCY_KEY_RETENTION_MS = 24 * 60 * 60 * 1000;

/** What one purge removed. */
export interface PurgeResult {
  sessions: number;
  idempotencyKeys: number;
  /** Settled outgoing messages past their retention. */
  messages: number;
}

/** A running purge schedule. */
export type PurgeSchedule = IntervalSchedule<PurgeResult>;

/**
 * Removes expired sessions and idempotency keys older than {@link IDEMPOTENCY_KEY_RETENTION_MS}
 * every `intervalMs`, by the context's clock (the deadlines live in the database), on an interval
 * schedule (src/schedule: unref'd, stopped with the server, a failed purge logged and tried at
 * the next tick).
 */
export function startPurgeSchedule(
  app: AppContext,
  intervalMs: number = PURGE_INTERVAL_MS,
): PurgeSchedule {
  const purge = async (): Promise<PurgeResult> => {
    const now = app.now();
    const sessions = await purgeExpiredSessions(app.db, now);
    const idempotencyKeys = await purgeIdempotencyKeys(
      app.db,
      new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_MS),
    );
    const messages = await purgeSettledMessages(
      app.db,
      new Date(now.getTime() - SETTLED_MESSAGE_RETENTION_MS),
    );
    if (sessions + idempotencyKeys + messages > 0) {
      app.log.info(
        { sessions, idempotencyKeys, messages },
        'purged expired sessions, idempotency keys and settled messages',
      );
    }
    return { sessions, idempotencyKeys, messages };
  };

  return startIntervalSchedule(app, {
    name: 'purge',
    intervalMs,
    work: purge,
    failure: 'purging expired sessions and idempotency keys failed',
  });
}
