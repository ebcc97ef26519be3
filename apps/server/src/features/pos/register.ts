import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { renderConsolePage } from './console-page';
import { registerPosApi } from './pos-api';

/**
 * The POS console (issue 4): the page at GET /pos, public HTML that asks for the staff token,
 * and the staff-only JSON API under /pos/api that it calls. Every action publishes the live
 * events the diner app listens for.
 */
// spec: A§6, B§6 POS staff.
export function registerPos(server: FastifyInstance, app: AppContext): void {
  server.get('/pos', (_request, reply) => {
    const page = renderConsolePage();
    return reply
      .status(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', page.contentSecurityPolicy)
      .header('x-frame-options', 'DENY')
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .send(page.html);
  });
  registerPosApi(server, app);
}
