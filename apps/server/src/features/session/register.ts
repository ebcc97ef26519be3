import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerUpdateDineMode } from './update-dine-mode';

/** Registers the session calls of the contract (spec: A§7 POST /dine_modes/update_session). */
export function registerSession(server: FastifyInstance, app: AppContext): void {
  registerUpdateDineMode(server, app);
}
