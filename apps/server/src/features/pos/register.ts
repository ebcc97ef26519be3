import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerPosApi } from './pos-api';
import { registerPosBillSplitRoutes } from './pos-bill-split-routes';
import { registerPosRefundRoutes } from './pos-refund-routes';
import { registerPosApp } from './serve-pos';

/**
 * The POS (issue 4): the app at /pos (apps/pos, public files that ask for the staff token), and
 * the staff-only JSON API under /pos/api that it calls. Every action publishes the live events
 * the diner app and the POS listen for.
 */
// spec: A§6, B§6 POS staff.
export async function registerPos(server: FastifyInstance, app: AppContext): Promise<void> {
  registerPosApi(server, app);
  registerPosBillSplitRoutes(server, app);
  registerPosRefundRoutes(server, app);
  await registerPosApp(server, app);
}
