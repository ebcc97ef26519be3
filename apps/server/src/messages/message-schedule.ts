import type { AppContext } from '../app-context';
import { startIntervalSchedule, type IntervalSchedule } from '../schedule/interval-schedule';
import { attemptMessage, dueMessages } from './message-queue';

/**
 * How often messages due for another attempt are looked for. our choice: 5 s, the first retry
 * wait of a sign-in code (retry-schedule.ts): a busy carrier's code goes again within 10 s.
 */
export const MESSAGE_INTERVAL_MS = 5_000;

/** At most this many messages are tried per tick (the longest due first). */
const BATCH = 20;

/** A running message schedule: `runOnce` tries every message due now and says how many were sent. */
export type MessageSchedule = IntervalSchedule<number>;

/**
 * Tries again the messages whose carrier was busy, when their time comes (src/messages). What is
 * due is read from the database by the context's clock, and each attempt is claimed with a lease,
 * so a restart loses none and several processes never send one twice.
 */
export function startMessageSchedule(
  app: AppContext,
  intervalMs: number = MESSAGE_INTERVAL_MS,
): MessageSchedule {
  const sendDue = async (): Promise<number> => {
    let sent = 0;
    for (const id of await dueMessages(app, BATCH)) {
      if ((await attemptMessage(app, id)).kind === 'sent') sent += 1;
    }
    return sent;
  };

  return startIntervalSchedule(app, {
    name: 'messages',
    intervalMs,
    work: sendDue,
    failure: 'sending due messages failed',
  });
}
