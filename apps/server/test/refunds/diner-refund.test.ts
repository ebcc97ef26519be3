import { channelName, endpoints, type Order } from '@tabula/api-client';
import { subtract, toAmount } from '@tabula/engine';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pdfTextLines } from '../invoices/support/pdf-text';
import { paymentRow } from '../payments/support/checkout';
import { staff } from '../pos/support/staff';
import { EventLog, connect, subscribe } from '../realtime/support/sockets';
import { DATABASE_KINDS } from '../support/databases';
import type { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import { paidCashOrder, payByCard, refund, startCardPayment } from './support';

// issue 30: a refund is visible to the diner, in the order they read, live, and on the invoice.
describe.each(DATABASE_KINDS)('a refund the diner sees on %s', (kind) => {
  let t: TestServer;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(() => t.close());

  const tracked = async (diner: Diner): Promise<Order> => {
    const answer = await diner.get('/pages/tracking');
    expect(answer.status, answer.text).toBe(200);
    return endpoints.pages.tracking.response.parse(answer.body).order;
  };
  const pastOrder = async (diner: Diner, orderId: number): Promise<Order | undefined> => {
    const answer = await diner.get('/pages/past_orders');
    expect(answer.status, answer.text).toBe(200);
    return endpoints.pages.pastOrders.response
      .parse(answer.body)
      .past_orders.find((order) => order.id === orderId);
  };
  const recentOrder = async (diner: Diner): Promise<Order | null> => {
    const answer = await diner.get('/pages/home');
    expect(answer.status, answer.text).toBe(200);
    return endpoints.pages.home.response.parse(answer.body).recent_order;
  };
  const listen = async (diner: Diner, orderId: number) => {
    const socket = await connect(t, { diner });
    sockets.push(socket);
    const log = new EventLog(socket);
    const channel = channelName('track_order', orderId);
    expect(await subscribe(socket, { channel })).toEqual({ ok: true });
    return { log, channel };
  };

  it('tracks a card order as refunded in part, then in full, with each refund and when', async () => {
    const { diner, reference } = await payByCard(t);
    const { orderId, amount } = await paymentRow(t, reference);
    expect(await tracked(diner)).toMatchObject({ id: orderId, refund: null });

    const firstAt = t.clock.now.toISOString();
    expect((await refund(t, reference, { amount: '1.00', reason: 'Too sweet' })).status).toBe(200);
    const first = { amount: '1.00', created_at: firstAt };
    expect((await tracked(diner)).refund).toEqual({
      status: 'partially_refunded',
      paid_amount: amount,
      refunded_amount: '1.00',
      refunds: [first],
    });

    t.clock.advance(5 * 60_000);
    const rest = toAmount(subtract(amount, '1.00'), 2);
    expect((await refund(t, reference, {})).status).toBe(200);
    const refunded = {
      status: 'refunded',
      paid_amount: amount,
      refunded_amount: amount,
      refunds: [first, { amount: rest, created_at: t.clock.now.toISOString() }],
    };
    expect((await tracked(diner)).refund).toEqual(refunded);
    // The status bar's order (the home page's recent order) says it too.
    expect(await recentOrder(diner)).toMatchObject({ id: orderId, refund: refunded });
  });

  it('lists the order in My Orders with nothing refunded, then refunded in full', async () => {
    const { orderId, reference, amount, diner } = await paidCashOrder(t);
    expect(await pastOrder(diner, orderId)).toMatchObject({ refund: null });
    expect((await refund(t, reference, {})).status).toBe(200);
    expect((await pastOrder(diner, orderId))?.refund).toMatchObject({
      status: 'refunded',
      paid_amount: amount,
      refunded_amount: amount,
    });
  });

  it('says nothing of a refund the provider refused: no money was given back', async () => {
    const { diner, reference } = await payByCard(t);
    const payment = await paymentRow(t, reference);
    t.cardSandbox.stripe.intents.delete(payment.providerPaymentId ?? '');
    expect((await refund(t, reference, { amount: '1.00' })).status).toBe(502);
    expect((await tracked(diner)).refund).toBeNull();
  });

  it('tells the order room live when staff refund (order_updated by pos)', async () => {
    const { diner, reference } = await payByCard(t);
    const { orderId } = await paymentRow(t, reference);
    const { log, channel } = await listen(diner, orderId);

    expect((await refund(t, reference, { amount: '1.00' })).status).toBe(200);
    const event = await log.waitFor((e) => e.event === 'order_updated', 'order_updated');
    expect(event).toEqual({
      channel,
      event: 'order_updated',
      payload: { order_id: orderId, updated_by: 'pos' },
    });
    expect(log.invalid).toEqual([]);
  });

  it('tells the order room live when staff void its payment', async () => {
    const { diner, reference } = await startCardPayment(t);
    const { orderId } = await paymentRow(t, reference);
    const { log, channel } = await listen(diner, orderId);

    const voided = await staff(t, 'POST', `/pos/api/payments/${reference}/void`);
    expect(voided.status, voided.text).toBe(200);
    const event = await log.waitFor((e) => e.event === 'order_updated', 'order_updated');
    expect(event).toEqual({
      channel,
      event: 'order_updated',
      payload: { order_id: orderId, updated_by: 'pos' },
    });
  });

  it('lists each refund with its date, and the net paid, on the invoice', async () => {
    const { orderId, reference, amount, diner } = await paidCashOrder(t);
    const { sapaad_order_id: sapaadOrderId } = (await pastOrder(diner, orderId)) ?? {};
    const invoice = async (locale: 'en' | 'ar' = 'en') => {
      const response = await fetch(
        `${t.url}/invoices/${String(sapaadOrderId)}.pdf?download=true&locale=${locale}`,
        { headers: { cookie: diner.cookieHeader() } },
      );
      expect(response.status).toBe(200);
      return pdfTextLines(
        Buffer.from(await response.arrayBuffer()),
        locale === 'ar' ? 'rtl' : 'ltr',
      );
    };
    expect(await invoice()).not.toContain('Refunds');

    // 28 Nov 2026, 12:05 in Singapore (the cafe's time zone).
    t.clock.set(new Date('2026-11-28T04:05:00Z'));
    expect((await refund(t, reference, { amount: '1.50' })).status).toBe(200);
    t.clock.set(new Date('2026-11-29T01:30:00Z'));
    expect((await refund(t, reference, { amount: '2.00' })).status).toBe(200);

    const lines = await invoice();
    expect(lines).toContain('Refunds');
    expect(lines).toContain('Refund 28 Nov 2026, 12:05 - SGD 1.50');
    expect(lines).toContain('Refund 29 Nov 2026, 09:30 - SGD 2.00');
    const net = toAmount(subtract(amount, '3.50'), 2);
    expect(lines).toContain(`Net paid SGD ${net}`);
    // The refunds come after the payments, in the order they were made.
    expect(lines.indexOf('Payments')).toBeLessThan(lines.indexOf('Refunds'));
    expect(lines.indexOf('Refund 28 Nov 2026, 12:05 - SGD 1.50')).toBeLessThan(
      lines.indexOf('Refund 29 Nov 2026, 09:30 - SGD 2.00'),
    );

    // The same refunds in Arabic, right to left.
    const arabic = await invoice('ar');
    expect(arabic).toContain('المبالغ المستردة');
    expect(arabic.filter((line) => line.startsWith('استرداد '))).toHaveLength(2);
    expect(arabic).toContain(`صافي المدفوع ${net} SGD`);
  });
});
