import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerEntryLink } from './entry-link';
import { registerUpdateDineMode } from './update-dine-mode';

/**
 * Registers the session calls of the contract (spec: A§7 POST /dine_modes/update_session) and
 * the session's QR link (issue 33, GET /session/entry-link).
 */
export function registerSession(server: FastifyInstance, app: AppContext): void {
  registerUpdateDineMode(server, app);
  registerEntryLink(server, app);
}
