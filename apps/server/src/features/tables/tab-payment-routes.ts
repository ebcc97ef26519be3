import { dineIn, orders as orderCalls } from '@tabula/api-client';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { tableMembers } from '../../db/schema';
import { contractRoute } from '../../http/contract-route';
import { conflict, forbidden, notFound, unprocessable } from '../../http/http-error';
import type { SessionRecord } from '../../session/session-store';
import { paymentInProgressGroupUser } from '../../tables/tab-payment-start';
import { findMember, loadTab, lockTable, openTab, tabMembers } from '../../tables/table-tab';
import { signedInUser } from './seated-table';

const notYourOrder = () => notFound('No such order at your table', 'order_not_found');

/**
 * The member's own part of an open tab's payment (B§7 save-preference and the payment
 * completion): the tab must be the open tab of the diner's table and the diner its member;
 * anyone else gets a 404, never learning of the order.
 */
export function registerTabPaymentRoutes(server: FastifyInstance, app: AppContext): void {
  // spec: B§7 save-preference (pay_for_self); B§4 'Would you like to pay everything including
  // orders from your group?'; B§8 payment preference 409.
  contractRoute(
    server,
    app,
    dineIn.savePaymentPreference,
    'session',
    async ({ params, body, session }) => {
      if (!('pay_for_self' in body)) {
        throw unprocessable(
          'An open tab is paid for yourself or for everyone, not split',
          'split_unavailable',
        );
      }
      await savePayForSelf(app, session, params.id, body.pay_for_self);
      return {
        split_payment_details: {
          split_type: 'none' as const,
          split_count: 0,
          pay_for_split: false,
          orders_check_id: null,
        },
      };
    },
  );

  // The app confirms a member's payment completed (B§4 "For dine-in it marks the customer paid");
  // the settlement already did, so this only answers who has paid, never marking anyone.
  contractRoute(
    server,
    app,
    orderCalls.setUserPaymentCompleted,
    'session',
    async ({ params, body, session }) => {
      const userId = signedInUser(session);
      if (body.user_id !== userId) {
        throw forbidden('You can only act for yourself', 'customer_mismatch');
      }
      const tab = openTab(await loadTab(app.db, session.tableId ?? 0));
      const members = tab?.orderId === params.id ? await tabMembers(app.db, tab) : [];
      const member = members.find((row) => row.userId === userId);
      if (!member) throw notYourOrder();
      if (member.paidAt === null) {
        throw conflict('Your payment has not completed yet', 'payment_not_completed');
      }
      return {
        paid_customers: members.filter((row) => row.paidAt !== null).map((row) => row.userId),
      };
    },
  );
}

/**
 * Saves whether the member pays their own share (true) or everything unpaid (false), under the
 * table's lock: not once they have paid, nor while a payment of the tab runs (its amount was
 * worked out from the preference).
 *
 * @throws HttpError 404 order_not_found; 409 member_already_paid; 422
 *   payment_in_progress_group_user
 */
async function savePayForSelf(
  app: AppContext,
  session: SessionRecord,
  orderId: number,
  payForSelf: boolean,
): Promise<void> {
  const userId = signedInUser(session);
  const tableId = session.tableId ?? 0;
  await app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await lockTable(tx, tableId);
    const tab = openTab(await loadTab(tx, tableId));
    const member = await findMember(tx, tab, userId);
    if (tab?.orderId !== orderId || !member) throw notYourOrder();
    if (member.paidAt !== null) {
      throw conflict(
        'Unable to change the payment preference: your part is already paid',
        'member_already_paid',
      );
    }
    if (tab.paymentReference !== null) throw paymentInProgressGroupUser();
    await tx
      .update(tableMembers)
      .set({ payForSelf })
      .where(and(eq(tableMembers.orderId, orderId), eq(tableMembers.userId, userId)));
  });
}
