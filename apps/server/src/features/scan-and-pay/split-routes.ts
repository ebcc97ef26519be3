import { scanAndPay } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { contractRoute } from '../../http/contract-route';
import { conflict, forbidden, unprocessable } from '../../http/http-error';
import type { SessionRecord } from '../../session/session-store';
import { dinerOrder } from '../../orders/diner-orders';
import { isOpenBill, sessionTableBill, splitUser } from '../../splits/bill-access';
import { withLockedBill, type LockedBill } from '../../splits/bill-transaction';
import { applyEqualQueue } from '../../splits/equal-queue';
import { holdManualSplit, releaseManualSplit } from '../../splits/manual-hold';
import { saveSplitPreference, type SplitPreference } from '../../splits/split-preference';
import { saveSelection } from '../../splits/split-selection';
import { itemwiseEntry, lineNames, viewOf } from '../../splits/split-view';

/** The calls act for the diner themselves: a body naming someone else is refused. */
function assertSelf(session: SessionRecord, userId: number): number {
  const self = splitUser(session);
  if (userId !== self) throw forbidden('You can only act for yourself', 'customer_mismatch');
  return self;
}

/** The table the body names must be the diner's. */
function assertTable(session: SessionRecord, tableId: number): void {
  if (session.tableId !== tableId) {
    throw unprocessable('This is not the table you scanned', 'table_mismatch', {
      table_id: session.tableId,
    });
  }
}

function assertOpen(bill: LockedBill): void {
  if (!isOpenBill(bill.order)) throw conflict('This bill is already paid', 'bill_paid');
}

/** The changes of a table bill's split, each under the bill's lock (src/splits). */
export function registerSplitRoutes(server: FastifyInstance, app: AppContext): void {
  // spec: B§7 save-preference (pay_for_split, split_type, split_count); B§8 preference 409.
  contractRoute(
    server,
    app,
    scanAndPay.savePaymentPreference,
    'session',
    async ({ params, body, session }) => {
      splitUser(session);
      if ('pay_for_self' in body) {
        throw unprocessable(
          'A table bill is paid whole or split, not per diner',
          'pay_for_self_unavailable',
        );
      }
      const preference: SplitPreference = !body.pay_for_split
        ? { type: 'none' }
        : body.split_type === 'equal'
          ? { type: 'equal', count: body.split_count }
          : { type: 'manual' };
      return withLockedBill(app, session, params.id, async (bill) => {
        assertOpen(bill);
        const state = await saveSplitPreference(bill, preference, 'diner');
        const { view } = await viewOf(bill, state);
        return { split_payment_details: view.split_payment_details, bill_split: view };
      });
    },
  );

  // spec: B§7 save-equal-split-paying-user (user_ids, table_id); B§4 claim or release a slot.
  contractRoute(
    server,
    app,
    scanAndPay.saveEqualSplitPayingUsers,
    'session',
    async ({ body, session }) => {
      const userId = splitUser(session);
      assertTable(session, body.table_id);
      const { id } = await sessionTableBill(app.db, session);
      await withLockedBill(app, session, id, async (bill) => {
        assertOpen(bill);
        await applyEqualQueue(bill, userId, body.user_ids);
      });
    },
  );

  // spec: B§7 save-manual-split-paying-user (user_id, table_id); B§4 one holder at a time.
  contractRoute(
    server,
    app,
    scanAndPay.saveManualSplitPayingUser,
    'session',
    async ({ body, session }) => {
      const userId = assertSelf(session, body.user_id);
      assertTable(session, body.table_id);
      const { id } = await sessionTableBill(app.db, session);
      await withLockedBill(app, session, id, async (bill) => {
        assertOpen(bill);
        await holdManualSplit(bill, userId);
      });
    },
  );

  // issue 18: the holder leaving the item-wise screen gives it up.
  contractRoute(
    server,
    app,
    scanAndPay.releaseManualSplitPayingUser,
    'session',
    async ({ query, session }) => {
      const userId = splitUser(session);
      assertTable(session, query.table_id);
      const { id } = await sessionTableBill(app.db, session);
      await withLockedBill(app, session, id, (bill) => releaseManualSplit(bill, userId));
    },
  );

  // spec: B§7 PUT scan-and-pay order; B§4 item-wise selection and split entry placement.
  contractRoute(
    server,
    app,
    scanAndPay.updateOrder,
    'session',
    async ({ params, body, session }) => {
      const userId = splitUser(session);
      return withLockedBill(app, session, params.id, async (bill) => {
        assertOpen(bill);
        const { state, entry } = await saveSelection(bill, userId, body.split_items);
        const { ledger, view } = await viewOf(bill, state);
        return {
          order: await dinerOrder(bill.tx, bill.order, bill.venue.company.decimal_precision),
          split_bill_entry: itemwiseEntry(ledger, lineNames(bill.order), entry),
          bill_split: view,
        };
      });
    },
  );
}
