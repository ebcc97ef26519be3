import { pages } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { contractRoute } from '../../http/contract-route';
import { buildHomePage } from '../../pages/build-home-page';

/**
 * GET /pages/home (spec: A§7; A§2 `/`): the menu as scheduled now with its sold-out items, the
 * advertisements, the promotions, the diner's loyalty and the status bar's running order.
 */
export function registerHomePage(server: FastifyInstance, app: AppContext): void {
  contractRoute(server, app, pages.home, 'session', ({ session }) => buildHomePage(app, session), {
    runningOrder: true,
  });
}
