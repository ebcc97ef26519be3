import { channelName } from '@tabula/api-client';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import type { Database } from '../db/client';
import { waiterCalls } from '../db/schema';
import { conflict, notFound } from '../http/http-error';
import { newestCall } from './newest-waiter-call';
import { lockTable } from './table-tab';
import { isWaiterCallOpen } from './waiter-call-state';

/**
 * Staff acknowledge the table's call from the POS (B§4: waiter_acknowledged, accepted from
 * requested, waiting or timeout): the table and the calling session hear it.
 *
 * @throws HttpError 409 no_waiter_call when the table has no open call
 */
export async function acknowledgeWaiterCall(app: AppContext, tableId: number): Promise<void> {
  const now = app.now();
  const sessionId = await app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    if (!(await lockTable(tx, tableId))) throw notFound('No such table', 'not_found');
    const running = await newestCall(tx, tableId);
    if (!running || !isWaiterCallOpen(running, now)) {
      throw conflict('This table has no waiter call waiting for an answer', 'no_waiter_call');
    }
    await tx.update(waiterCalls).set({ acknowledgedAt: now }).where(eq(waiterCalls.id, running.id));
    return running.sessionId;
  });
  app.realtime.publish(
    channelName('dine_in_events', tableId),
    'waiter_acknowledged',
    { table_id: tableId },
    [sessionId],
  );
}
