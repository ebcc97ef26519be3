import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerForgetPromoCode } from './forget-promo-code';
import { registerValidateOrder } from './validate-order';
import { registerValidatePromotion } from './validate-promotion';

/**
 * The order checks before placement: orders/validate and promotions/validate (A§7, B§7), and taking a
 * checked promo code back (A§5). Orders are placed through the payment calls (payments feature)
 * with placeOrder (src/orders/place-order.ts), which orders/validate's checkOrder shares.
 */
export function registerOrders(server: FastifyInstance, app: AppContext): void {
  registerValidateOrder(server, app);
  registerValidatePromotion(server, app);
  registerForgetPromoCode(server, app);
}
