import { endpoints } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { posBillSplit, posRecordBillPayment, posSplitBill } from '../../splits/pos-bill-split';
import { posRoute } from '../../http/pos-route';

const { pos } = endpoints;

/**
 * Staff's calls on a scan-and-pay table's bill split (issue 18): read it, split it from the POS
 * (split_bill_generated), and take a part at the counter. The rules live in src/splits.
 */
export function registerPosBillSplitRoutes(server: FastifyInstance, app: AppContext): void {
  posRoute(server, app, pos.billSplit, ({ params, app: ctx }) => posBillSplit(ctx, params.id));
  posRoute(server, app, pos.splitBill, ({ params, body, app: ctx }) =>
    posSplitBill(ctx, params.id, body),
  );
  posRoute(server, app, pos.recordBillPayment, ({ params, body, app: ctx }) =>
    posRecordBillPayment(ctx, params.id, body),
  );
}
