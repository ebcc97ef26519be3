import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerLoyaltyRoutes } from './loyalty-routes';

/** Every call of the contract's `loyalty` group (spec: A§7, B§7). */
export function registerLoyalty(server: FastifyInstance, app: AppContext): void {
  registerLoyaltyRoutes(server, app);
}
