import { channelName } from '@tabula/api-client';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { waiterCalls } from '../../db/schema';
import { conflict } from '../../http/http-error';
import type { SessionRecord } from '../../session/session-store';
import { sessionVenue } from '../../venue/venue-snapshots';
import { lockTable } from '../../tables/table-tab';
import { currentWaiterCall } from '../../tables/table-status';
import { newestCall } from '../../tables/newest-waiter-call';
import { waiterCallState } from '../../tables/waiter-call-state';

/**
 * A diner calls a waiter to the table (B§7 call_waiter; B§4 Waiter call), where the outlet
 * offers it. A call still running (requested, waiting, timeout or ack) is the table's call:
 * calling again adds none, so staff see one call per table. A new call is told live
 * (waiterCallUpdated).
 *
 * @throws HttpError 409 waiter_call_disabled where the outlet does not offer it
 */
export async function callWaiter(
  app: AppContext,
  session: SessionRecord,
  tableId: number,
): Promise<void> {
  const venue = await sessionVenue(app, session);
  if (!venue.outlet.call_waiter_enabled) {
    throw conflict('Calling a waiter is not available here', 'waiter_call_disabled');
  }
  const now = app.now();
  const called = await app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await lockTable(tx, tableId);
    const running = await newestCall(tx, tableId);
    if (running && waiterCallState(running, now) !== null) return false;
    await tx
      .insert(waiterCalls)
      .values({ tableId, sessionId: session.id, userId: session.userId, createdAt: now });
    return true;
  });
  if (called) await waiterCallUpdated(app, tableId, session.id);
}

/**
 * A diner cancels the table's call (B§4: offered in requested, waiting, ack and timeout); the
 * cancellation is told live (waiterCallUpdated).
 */
export async function cancelWaiterCall(
  app: AppContext,
  session: SessionRecord,
  tableId: number,
): Promise<void> {
  const now = app.now();
  const cancelled = await app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await lockTable(tx, tableId);
    const running = await newestCall(tx, tableId);
    if (!running || waiterCallState(running, now) === null) return false;
    await tx.update(waiterCalls).set({ cancelledAt: now }).where(eq(waiterCalls.id, running.id));
    return true;
  });
  if (cancelled) await waiterCallUpdated(app, tableId, session.id);
}

/**
 * Tells the table (its members; staff hear every table) and the diner who acted how the table's
 * waiter call stands now (our choice, beyond B§7: waiter_call_updated), so the POS shows a new
 * call or a cancellation at once instead of at its next refresh.
 */
async function waiterCallUpdated(app: AppContext, tableId: number, sessionId: string) {
  const waiterCall = await currentWaiterCall(app.db, tableId, app.now());
  app.realtime.publish(
    channelName('dine_in_events', tableId),
    'waiter_call_updated',
    { table_id: tableId, waiter_call: waiterCall },
    [sessionId],
  );
}
