import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerApplyDiscount } from './apply-discount';
import { registerLookupDiscount } from './lookup-discount';

/** The coupon calls: look a code up, apply it, remove it (A§5, A§7). */
export function registerDiscounts(server: FastifyInstance, app: AppContext): void {
  registerLookupDiscount(server, app);
  registerApplyDiscount(server, app);
}
