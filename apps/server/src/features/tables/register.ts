import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerTableRoutes } from './table-routes';
import { registerTableStatusRoute } from './table-status-route';
import { registerTabPaymentRoutes } from './tab-payment-routes';

/**
 * Dine-in at the table (issue 17; B§1 dine_ot, B§4 Table join and Waiter call, B§7 "Table and
 * dine-in"): the table status check, joining a table's open tab, the members' answers, the
 * waiter call, and each member's payment preference. The table's state lives in src/tables.
 */
export function registerTables(server: FastifyInstance, app: AppContext): void {
  registerTableStatusRoute(server, app);
  registerTableRoutes(server, app);
  registerTabPaymentRoutes(server, app);
}
