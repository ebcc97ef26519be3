import { users as usersContract } from '@tabula/api-client';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { diningTables } from '../../db/schema';
import { contractRoute } from '../../http/contract-route';
import { forbidden, notFound } from '../../http/http-error';
import { findMember, loadTab } from '../../tables/table-tab';
import { updateSession } from '../../session/session-store';
import { sessionView } from '../../venue/venue';
import { currentVenue } from '../../venue/venue-snapshots';

/**
 * Moves the session to another table (spec: A§7 POST /users/update-sessions, session_data with
 * table_id; B§7 table_moved): the table the diner's open tab was moved to, of the session's own
 * outlet (any other outlet's is a 404; a table where the diner has no tab, 403).
 */
export function registerUpdateSessionsRoute(server: FastifyInstance, app: AppContext): void {
  contractRoute(server, app, usersContract.updateSessions, 'session', async ({ body, session }) => {
    const tableId = body.session_data.table_id;
    const [table] = await app.db
      .select({ id: diningTables.id })
      .from(diningTables)
      .where(and(eq(diningTables.id, tableId), eq(diningTables.outletId, session.outletId)));
    if (!table) throw notFound('Table not found', 'table_not_found');
    if (tableId !== session.tableId) {
      // Only where the diner's tab now is (B§7 table_moved): a seat is not taken by an API call.
      const member = await findMember(app.db, await loadTab(app.db, tableId), session.userId);
      if (!member) {
        throw forbidden(
          'You can only move to the table your order was moved to. Please scan its QR code.',
          'table_not_yours',
        );
      }
    }
    await updateSession(app.db, session.id, { tableId });
    const venue = await currentVenue(app, app.db, { outletId: session.outletId, tableId });
    return { session: sessionView({ ...session, tableId }, venue) };
  });
}
