import { scanAndPay } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { contractRoute } from '../../http/contract-route';
import { sessionBill, sessionTableBill } from '../../splits/bill-access';
import { readBill } from '../../splits/bill-transaction';
import { billSplitView, equalEntry, itemwiseEntry, lineNames } from '../../splits/split-view';

/** The reads of a table bill: its status, its split state and one split's details. */
export function registerBillReadRoutes(server: FastifyInstance, app: AppContext): void {
  // spec: B§4 Order status (payment-mode flows poll the bill's order status every 5 s).
  contractRoute(server, app, scanAndPay.orderStatus, 'session', async ({ params, session }) => {
    const order = await sessionBill(app.db, session, params.id, { lock: false });
    return { status: order.status as never };
  });

  // issue 18: the split state the split screens read (B§3 Order-bill state).
  contractRoute(server, app, scanAndPay.billSplit, 'session', async ({ params, session }) => {
    const order = await sessionBill(app.db, session, params.id, { lock: false });
    const read = await readBill(app, app.db, order, app.now());
    return billSplitView(order, read.state, read.ledger, read.now);
  });

  // spec: B§7 equal_split_payment_details?split_id.
  contractRoute(
    server,
    app,
    scanAndPay.equalSplitPaymentDetails,
    'session',
    async ({ query, session }) => {
      const read = await readBill(app, app.db, await sessionTableBill(app.db, session), app.now());
      const view = billSplitView(read.order, read.state, read.ledger, read.now);
      const splitId = query.split_id;
      const entry =
        read.state.splitType === 'equal' && splitId <= read.state.queue.length
          ? equalEntry(read.state, read.ledger, splitId)
          : null;
      return { split_payment_details: view.split_payment_details, split_bill_entry: entry };
    },
  );

  // spec: B§7 manual_split_payment_details?user_id: the diner's newest entry, null for none.
  contractRoute(
    server,
    app,
    scanAndPay.manualSplitPaymentDetails,
    'session',
    async ({ query, session }) => {
      const read = await readBill(app, app.db, await sessionTableBill(app.db, session), app.now());
      const view = billSplitView(read.order, read.state, read.ledger, read.now);
      const userId = query.user_id;
      const own = read.state.entries.filter((entry) => entry.user_id === userId).at(-1);
      return {
        split_payment_details: view.split_payment_details,
        split_bill_entry: own ? itemwiseEntry(read.ledger, lineNames(read.order), own) : null,
      };
    },
  );
}
