import { endpoints, type PosAction, type PosOrder } from '@tabula/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settlePayment } from '../../src/payments/settle-payment';
import { billTable, openBill } from '../splits/support/bills';
import { paymentRow } from '../payments/support/checkout';
import { staff } from '../pos/support/staff';
import { DATABASE_KINDS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';
import { paidCashOrder, paymentsOf, refund, startedCardPayment } from './support';

// issue 30: a refunded or voided order cannot move on, and says why.
describe.each(DATABASE_KINDS)('an order whose money is gone on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  const act = (orderId: number, action: PosAction) =>
    staff<{ order: PosOrder }>(t, 'POST', `/pos/api/orders/${String(orderId)}/${action}`, {});
  const read = async (orderId: number) =>
    endpoints.pos.order.response.parse(
      (await staff(t, 'GET', `/pos/api/orders/${String(orderId)}`)).body,
    ).order;
  const listed = async (orderId: number) =>
    endpoints.pos.orders.response
      .parse(
        (await staff(t, 'GET', `/pos/api/orders?outlet_id=${String(t.seed.cafe.outletId)}`)).body,
      )
      .orders.find((order) => order.id === orderId);

  it('refunded in full is not confirmed (409 order_refunded) and offers only reject and cancel', async () => {
    const { orderId, reference } = await paidCashOrder(t);
    expect((await refund(t, reference, {})).status).toBe(200);

    const confirm = await act(orderId, 'confirm');
    expect(confirm.status, confirm.text).toBe(409);
    expect(confirm.body).toMatchObject({
      error: 'This order was refunded in full; it cannot move on',
      error_id: 'order_refunded',
      details: { status: 'unconfirmed', action: 'confirm', allowed_actions: ['reject', 'cancel'] },
    });
    const order = await read(orderId);
    expect(order).toMatchObject({
      status: 'unconfirmed',
      payment_status: 'paid',
      money_end: 'refunded',
      allowed_actions: ['reject', 'cancel'],
    });
    expect(await listed(orderId)).toMatchObject({
      money_end: 'refunded',
      allowed_actions: ['reject', 'cancel'],
    });
  });

  it('confirmed, then refunded in full, is not made ready or delivered, and may be cancelled', async () => {
    const { orderId, reference } = await paidCashOrder(t);
    expect((await act(orderId, 'confirm')).status).toBe(200);
    expect((await refund(t, reference, {})).status).toBe(200);

    for (const action of ['ready', 'deliver'] as const) {
      const refused = await act(orderId, action);
      expect(refused.status, action).toBe(409);
      expect(refused.body).toMatchObject({ error_id: 'order_refunded' });
    }
    expect((await read(orderId)).status).toBe('confirmed');
    const cancelled = await act(orderId, 'cancel');
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.order).toMatchObject({ status: 'cancelled', money_end: 'refunded' });
  });

  it('partly refunded still moves on to delivered', async () => {
    const { orderId, reference } = await paidCashOrder(t);
    expect((await refund(t, reference, { amount: '1.00' })).status).toBe(200);
    expect((await read(orderId)).money_end).toBeNull();
    for (const action of ['confirm', 'ready', 'deliver'] as const) {
      const moved = await act(orderId, action);
      expect(moved.status, `${action}: ${moved.text}`).toBe(200);
    }
    expect((await read(orderId)).status).toBe('delivered');
  });

  it('paid in two parts is refunded only once each part is given back in full', async () => {
    const orderId = await openBill(t, [{ item_id: t.seed.cafe.items.icedLemonTea, count: 2 }]);
    const bill = `/pos/api/tables/${String(billTable(t).id)}/bill`;
    const split = await staff(t, 'POST', `${bill}/split`, { split_type: 'equal', split_count: 2 });
    expect(split.status, split.text).toBe(200);
    for (const splitId of [1, 2]) {
      const paid = await staff(t, 'POST', `${bill}/payments`, {
        payment_type: 'cash',
        split_id: splitId,
      });
      expect(paid.status, paid.text).toBe(200);
    }
    const parts = endpoints.pos.orderPayments.response.parse(
      (await staff(t, 'GET', paymentsOf(orderId))).body,
    ).payments;
    expect(parts.map((part) => part.status)).toEqual(['paid', 'paid']);
    const [first, second] = parts.map((part) => part.reference);

    // One part given back in full, the other in part: the bill is still served.
    expect((await refund(t, first ?? '', {})).status).toBe(200);
    expect((await refund(t, second ?? '', { amount: '0.50' })).status).toBe(200);
    expect(await read(orderId)).toMatchObject({
      status: 'confirmed',
      money_end: null,
      allowed_actions: ['ready', 'cancel'],
    });

    // The rest of the second part given back: nothing paid it any more.
    expect((await refund(t, second ?? '', {})).status).toBe(200);
    const ready = await act(orderId, 'ready');
    expect(ready.status).toBe(409);
    expect(ready.body).toMatchObject({ error_id: 'order_refunded' });
    expect(await read(orderId)).toMatchObject({
      money_end: 'refunded',
      allowed_actions: ['cancel'],
    });
  });

  it('voided is not confirmed (409 order_voided) and says so', async () => {
    const reference = await startedCardPayment(t);
    const { orderId } = await paymentRow(t, reference);
    expect((await staff(t, 'POST', `/pos/api/payments/${reference}/void`)).status).toBe(200);
    expect((await paymentRow(t, reference)).voidedAt).not.toBeNull();

    const confirm = await act(orderId, 'confirm');
    expect(confirm.status).toBe(409);
    expect(confirm.body).toMatchObject({
      error: "This order's payment was voided; it cannot move on",
      error_id: 'order_voided',
    });
    expect(await read(orderId)).toMatchObject({
      status: 'rejected',
      money_end: 'voided',
      allowed_actions: [],
    });
  });

  it('declined by the card provider is not voided', async () => {
    const reference = await startedCardPayment(t);
    const { orderId } = await paymentRow(t, reference);
    await settlePayment(t.context, reference, 'declined');
    expect(await read(orderId)).toMatchObject({ status: 'rejected', money_end: null });
    expect((await act(orderId, 'confirm')).body).toMatchObject({ error_id: 'invalid_transition' });
  });
});
