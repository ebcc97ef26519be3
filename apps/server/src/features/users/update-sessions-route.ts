import { users as usersContract } from '@tabula/api-client';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { diningTables } from '../../db/schema';
import { contractRoute } from '../../http/contract-route';
import { notFound } from '../../http/http-error';
import { updateSession } from '../../session/session-store';
import { loadVenue, sessionView } from '../../venue/venue';

/**
 * Moves the session to another table (spec: A§7 POST /users/update-sessions, session_data with
 * table_id; B§7 table_moved). Only a table of the session's own outlet: any other is a 404.
 */
export function registerUpdateSessionsRoute(server: FastifyInstance, app: AppContext): void {
  contractRoute(server, app, usersContract.updateSessions, 'session', async ({ body, session }) => {
    const tableId = body.session_data.table_id;
    const [table] = await app.db
      .select({ id: diningTables.id })
      .from(diningTables)
      .where(and(eq(diningTables.id, tableId), eq(diningTables.outletId, session.outletId)));
    if (!table) throw notFound('Table not found', 'table_not_found');
    await updateSession(app.db, session.id, { tableId });
    const venue = await loadVenue(app.db, { outletId: session.outletId, tableId });
    return { session: sessionView({ ...session, tableId }, venue) };
  });
}
