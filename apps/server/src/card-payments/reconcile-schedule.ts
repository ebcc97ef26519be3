import { and, asc, eq, isNotNull, lt } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { startIntervalSchedule, type IntervalSchedule } from '../schedule/interval-schedule';
import { payments } from '../db/schema';
import { reconcileCardPayment } from './reconcile-card-payment';

/**
 * How often card payments still in progress are checked with their provider. our choice: 30 s,
 * B§9's payment verification poll, so a payment whose notification was lost and whose browser
 * was closed is settled within a minute.
 */
export const RECONCILE_INTERVAL_MS = 30_000;

/** A payment younger than this is left to its browser and notifications. */
const QUIET_MS = 30_000;

/** At most this many payments are checked per tick (the oldest first). */
const BATCH = 50;

/** A running reconciliation: `runOnce` checks every card payment in progress now. */
export type ReconcileSchedule = IntervalSchedule<number>;

/**
 * Asks the card providers about every card payment still in progress that has been quiet for
 * 30 s, and settles each by the provider's answer (src/card-payments/reconcile-card-payment.ts):
 * a browser closed mid-payment with its notification lost still ends with a paid order. Which
 * payments are due is read from the database by the context's clock, so a restart loses nothing.
 */
export function startReconcileSchedule(
  app: AppContext,
  intervalMs: number = RECONCILE_INTERVAL_MS,
): ReconcileSchedule {
  const reconcile = async (): Promise<number> => {
    const due = await app.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.status, 'in_progress'),
          isNotNull(payments.providerPaymentId),
          lt(payments.updatedAt, new Date(app.now().getTime() - QUIET_MS)),
        ),
      )
      .orderBy(asc(payments.updatedAt))
      .limit(BATCH);
    let settled = 0;
    for (const payment of due) {
      if ((await reconcileCardPayment(app, payment)) !== null) settled += 1;
    }
    return settled;
  };

  return startIntervalSchedule(app, {
    name: 'reconcile',
    intervalMs,
    work: reconcile,
    failure: 'reconciling card payments failed',
  });
}
