import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerBillReadRoutes } from './bill-read-routes';
import { registerSplitRoutes } from './split-routes';

/**
 * Scan-and-pay (issue 18; B§1, B§4 Split bill, B§7 Scan-and-pay): the table bill's status and
 * split state, the payment preference, the equal queue, the item-wise screen and selection. The
 * split's rules live in src/splits; payments of a part go through the payment calls
 * (src/splits/split-payment-start.ts).
 */
export function registerScanAndPay(server: FastifyInstance, app: AppContext): void {
  registerBillReadRoutes(server, app);
  registerSplitRoutes(server, app);
}
