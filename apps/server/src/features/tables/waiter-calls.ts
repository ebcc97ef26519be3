import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { waiterCalls } from '../../db/schema';
import { conflict } from '../../http/http-error';
import type { SessionRecord } from '../../session/session-store';
import { sessionVenue } from '../../venue/venue-snapshots';
import { lockTable } from '../../tables/table-tab';
import { newestCall } from '../../tables/newest-waiter-call';
import { waiterCallState } from '../../tables/waiter-call-state';

/**
 * A diner calls a waiter to the table (B§7 call_waiter; B§4 Waiter call), where the outlet
 * offers it. A call still running (requested, waiting, timeout or ack) is the table's call:
 * calling again adds none, so staff see one call per table.
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
  await app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await lockTable(tx, tableId);
    const running = await newestCall(tx, tableId);
    if (running && waiterCallState(running, now) !== null) return;
    await tx
      .insert(waiterCalls)
      .values({ tableId, sessionId: session.id, userId: session.userId, createdAt: now });
  });
}

/** A diner cancels the table's call (B§4: offered in requested, waiting, ack and timeout). */
export async function cancelWaiterCall(app: AppContext, tableId: number): Promise<void> {
  const now = app.now();
  await app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await lockTable(tx, tableId);
    const running = await newestCall(tx, tableId);
    if (!running || waiterCallState(running, now) === null) return;
    await tx.update(waiterCalls).set({ cancelledAt: now }).where(eq(waiterCalls.id, running.id));
  });
}
