import { endpoints, POS_ACTIONS } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { changeOrderStatus } from './change-order-status';
import { editTabOrder } from './edit-tab-order';
import { listPosOutlets } from './list-outlets';
import { mergeTables } from './merge-tables';
import { outletStockList, setItemSoldOut } from './outlet-stock';
import { findPosOrder, listPosOrders, posOrderOf } from './pos-orders-query';
import { posRoute } from '../../http/pos-route';
import { scopeOutletIds } from '../../staff/staff-scope';
import { posTables } from './pos-tables';
import { posOrderView } from './pos-order-view';
import {
  initiateTableBilling,
  markTableInProgress,
  moveTable,
  recordTablePayment,
} from './table-actions';
import { acknowledgeWaiterCall } from '../../tables/acknowledge-waiter-call';
import { openTableBill } from '../../tables/open-table-bill';
import { recordCounterPayment } from './record-payment';
import { applyPosDiscount, applyPosLoyalty } from './reprice-from-pos';

const { pos } = endpoints;

/**
 * The POS's JSON API under /pos/api, staff only (bearer staff token): outlets, orders, status
 * actions, stock, counter payments, and discounts and loyalty from the POS. Every call is the
 * contract's (packages/api-client, contract/pos.ts); every answer that shows an order shows it
 * as the POS lists it (PosOrder).
 */
// spec: A§6 POS staff (apply discounts, initiate payment); B§6 POS staff (billing, order
// updates, payments, discounts); issue 4 POS console.
export function registerPosApi(server: FastifyInstance, app: AppContext): void {
  posRoute(server, app, pos.outlets, async ({ scope, app: ctx }) => ({
    outlets: await listPosOutlets(ctx.db, await scopeOutletIds(ctx.db, scope)),
  }));

  posRoute(server, app, pos.stock, async ({ params, app: ctx }) => ({
    categories: await outletStockList(ctx, params.id),
  }));

  posRoute(server, app, pos.setStock, async ({ params, body, app: ctx }) => ({
    out_of_stock_items: await setItemSoldOut(ctx, params.id, body.item_id, body.sold_out),
  }));

  posRoute(server, app, pos.orders, async ({ query, scope, app: ctx }) => ({
    orders: await listPosOrders(ctx.db, {
      outletId: query.outlet_id,
      status: query.status,
      within: await scopeOutletIds(ctx.db, scope),
    }),
  }));

  posRoute(server, app, pos.tables, async ({ params, app: ctx }) => ({
    tables: await posTables(ctx.db, { outletId: params.id }, ctx.now()),
  }));

  posRoute(server, app, pos.acknowledgeWaiterCall, async ({ params, app: ctx }) => {
    await acknowledgeWaiterCall(ctx, params.id);
    const [table] = await posTables(ctx.db, { tableId: params.id }, ctx.now());
    if (!table) throw new Error('the acknowledged table vanished');
    return { table };
  });

  const tableAnswer = async (ctx: AppContext, tableId: number) => {
    const [table] = await posTables(ctx.db, { tableId }, ctx.now());
    if (!table) throw new Error(`table ${String(tableId)} vanished`);
    return { table };
  };

  posRoute(server, app, pos.initiateBilling, async ({ params, app: ctx }) => {
    await initiateTableBilling(ctx, params.id);
    return tableAnswer(ctx, params.id);
  });

  posRoute(server, app, pos.markTableInProgress, async ({ params, app: ctx }) => {
    await markTableInProgress(ctx, params.id);
    return tableAnswer(ctx, params.id);
  });

  posRoute(server, app, pos.moveTable, async ({ params, body, app: ctx }) => {
    await moveTable(ctx, params.id, body.to_table_id);
    return tableAnswer(ctx, body.to_table_id);
  });

  posRoute(server, app, pos.editTableOrder, async ({ params, body, app: ctx }) => {
    await editTabOrder(ctx, params.id, body);
    return tableAnswer(ctx, params.id);
  });

  posRoute(server, app, pos.mergeTable, async ({ params, body, app: ctx }) => {
    await mergeTables(ctx, params.id, body.into_table_id);
    return tableAnswer(ctx, body.into_table_id);
  });

  posRoute(server, app, pos.openTableBill, async ({ params, body, app: ctx }) => {
    const bill = await openTableBill(ctx, params.id, body);
    return {
      ...(await tableAnswer(ctx, params.id)),
      order: posOrderView(bill.order, bill.tableNumber, bill.moneyEnd),
    };
  });

  posRoute(server, app, pos.recordTablePayment, async ({ params, body, app: ctx }) => {
    await recordTablePayment(ctx, params.id, {
      paymentType: body.payment_type,
      customerIds: body.customer_ids,
    });
    return tableAnswer(ctx, params.id);
  });

  posRoute(server, app, pos.order, async ({ params, app: ctx }) => {
    const { order, tableNumber } = await findPosOrder(ctx.db, params.id);
    return { order: await posOrderOf(ctx.db, order, tableNumber) };
  });

  for (const action of POS_ACTIONS) {
    posRoute(server, app, pos[action], async ({ params, body, app: ctx }) => {
      const { order, tableNumber } = await findPosOrder(ctx.db, params.id);
      const etaMinutes = body !== undefined && 'eta_minutes' in body ? body.eta_minutes : undefined;
      const changed = await changeOrderStatus(ctx, order, action, etaMinutes);
      return { order: await posOrderOf(ctx.db, changed, tableNumber) };
    });
  }

  posRoute(server, app, pos.recordPayment, async ({ params, body, app: ctx }) => {
    const recorded = await recordCounterPayment(ctx, params.id, {
      paymentType: body.payment_type,
      amount: body.amount,
    });
    const { tableNumber } = await findPosOrder(ctx.db, params.id);
    return {
      order: await posOrderOf(ctx.db, recorded.order, tableNumber),
      payment: recorded.payment,
    };
  });

  posRoute(server, app, pos.discount, async ({ params, body, app: ctx }) => {
    const repriced = await applyPosDiscount(ctx, params.id, body);
    const { tableNumber } = await findPosOrder(ctx.db, params.id);
    return { order: await posOrderOf(ctx.db, repriced, tableNumber) };
  });

  posRoute(server, app, pos.loyalty, async ({ params, body, app: ctx }) => {
    const repriced = await applyPosLoyalty(ctx, params.id, body.points);
    const { tableNumber } = await findPosOrder(ctx.db, params.id);
    return { order: await posOrderOf(ctx.db, repriced, tableNumber) };
  });
}
