import { dineIn } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { contractRoute } from '../../http/contract-route';
import { tableStatus } from '../../tables/table-status';
import { sessionVenue } from '../../venue/venue-snapshots';
import { seatedTable } from './seated-table';

/** GET /dine-in/v1/tables/{id}/status (B§7): the table status check of a seated diner. */
export function registerTableStatusRoute(server: FastifyInstance, app: AppContext): void {
  contractRoute(server, app, dineIn.tableStatus, 'session', async ({ params, session }) => {
    const table = await seatedTable(app, session, params.id);
    return tableStatus(app.db, await sessionVenue(app, session), session, table, app.now());
  });
}
