import { dineIn } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { contractRoute } from '../../http/contract-route';
import { conflict, forbidden, notFound } from '../../http/http-error';
import type { SessionRecord } from '../../session/session-store';
import { authorizeJoin } from './authorize-join';
import { joinTable } from './join-table';
import { openTabWithOrder } from './open-tab';
import { joinWithoutItems, updateTab } from './update-tab';
import { seatedTable, signedInUser } from './seated-table';
import { callWaiter, cancelWaiterCall } from './waiter-calls';

/** Only a table that runs open tabs (its QR code's qr_source dine_ot, B§1) takes join requests. */
function assertOpenTabTable(session: SessionRecord): void {
  if (session.qrSource !== 'dine_ot') {
    throw conflict('This table does not run open tabs', 'not_open_tab');
  }
}

/** The caller is the diner the body names (customer_id, user_id): nobody acts for another. */
function assertSelf(userId: number, named: number): void {
  if (named !== userId) throw forbidden('You can only act for yourself', 'customer_mismatch');
}

/** The waiter call names the diner's own table and outlet (sapaad_outlet_id is the outlet's id). */
async function waiterTable(
  app: AppContext,
  session: SessionRecord,
  call: { table_id: number; sapaad_outlet_id: number },
) {
  if (call.sapaad_outlet_id !== session.outletId) {
    throw notFound('This table is not the one you scanned', 'table_not_found');
  }
  return seatedTable(app, session, call.table_id);
}

/**
 * The join and waiter calls of B§7 "Table and dine-in": join, authorize-join, call_waiter and
 * its cancellation. The table's lock decides every race (features/tables/*.ts).
 */
export function registerTableRoutes(server: FastifyInstance, app: AppContext): void {
  contractRoute(server, app, dineIn.joinTable, 'session', async ({ params, body, session }) => {
    const table = await seatedTable(app, session, params.id);
    const userId = signedInUser(session);
    assertSelf(userId, body.customer_id);
    assertOpenTabTable(session);
    return joinTable(app, session, table.id, userId, body);
  });

  contractRoute(server, app, dineIn.authorizeJoin, 'session', async ({ params, body, session }) => {
    const table = await seatedTable(app, session, params.id);
    const userId = signedInUser(session);
    assertSelf(userId, body.user_id);
    assertOpenTabTable(session);
    await authorizeJoin(app, table.id, userId, {
      customerId: body.customer_id,
      approved: body.is_approved,
      autoJoin: body.auto_join_table_enabled,
    });
  });

  for (const endpoint of [dineIn.createOrder, dineIn.createOrderV2]) {
    contractRoute(server, app, endpoint, 'session', async ({ body, session }) => {
      const userId = signedInUser(session);
      assertOpenTabTable(session);
      const table = await seatedTable(app, session, session.tableId ?? 0);
      return openTabWithOrder(app, session, table.id, userId, body.order_details);
    });
  }

  const updates = [
    [dineIn.updateOrder, 'latest'],
    [dineIn.updateOrderV2, 'checked'],
    [dineIn.joinOrderV2, 'latest'],
  ] as const;
  for (const [endpoint, rule] of updates) {
    contractRoute(server, app, endpoint, 'session', async ({ params, body, session }) => {
      const userId = signedInUser(session);
      assertOpenTabTable(session);
      await seatedTable(app, session, session.tableId ?? 0);
      const payload = body.order_details;
      if (endpoint === dineIn.joinOrderV2 && payload.items.length === 0) {
        return joinWithoutItems(app, session, params.id, userId);
      }
      return updateTab(app, session, params.id, userId, payload, rule);
    });
  }

  contractRoute(server, app, dineIn.callWaiter, 'session', async ({ body, session }) => {
    const table = await waiterTable(app, session, body);
    await callWaiter(app, session, table.id);
  });

  contractRoute(server, app, dineIn.cancelWaiterCall, 'session', async ({ query, session }) => {
    const table = await waiterTable(app, session, query);
    await cancelWaiterCall(app, session, table.id);
  });
}
