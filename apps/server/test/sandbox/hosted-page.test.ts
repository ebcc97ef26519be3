import {
  SOCKET_EVENTS,
  channelName,
  orderSchema,
  payments as paymentCalls,
  type EventEnvelope,
} from '@tabula/api-client';
import { and, eq } from 'drizzle-orm';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loyaltyLedger } from '../../src/db/schema';
import { orderView } from '../../src/orders/order-view';
import { signedInDiner } from '../support/accounts';
import { DATABASE_KINDS } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import {
  cafePayload,
  orderRow,
  patchCafeOutlet,
  paymentRow,
  referenceOf,
  hostedPageUrl,
  pressOnPage,
} from '../payments/support/checkout';

const PAYTABS = '/payments/paytabs/create_payment_page';

describe.each(DATABASE_KINDS)('sandbox hosted page on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  /** A diner who started a PayTabs payment: the answer, reference and order id. */
  async function startPaytabs(options: { points?: string } = {}) {
    const { diner, user } = await signedInDiner(t, options);
    const payload = await cafePayload(t, diner, { paymentType: 'paytabs' });
    const answer = await diner.post(PAYTABS, { order_details: payload }, Diner.idempotent());
    expect(answer.status).toBe(200);
    const result = paymentCalls.paytabsPaymentPage.response.parse(answer.body);
    const pageUrl = result.payment_page_url ?? '';
    const reference = referenceOf(pageUrl);
    const payment = await paymentRow(t, reference);
    return {
      diner,
      userId: user.id,
      payload,
      result,
      pageUrl,
      reference,
      orderId: payment.orderId,
    };
  }

  const verify = (diner: Diner, orderId: number) =>
    diner.post<{
      payment_details: { status: string; reference: string; earned_loyalty: string | null };
    }>('/payments/verifications', { tmp_order_id: orderId });

  it('starts a payment_in_progress order and answers the sandbox page', async () => {
    const { pageUrl, reference, orderId, result, payload } = await startPaytabs();
    expect(pageUrl).toBe(hostedPageUrl(t, reference));
    expect(reference.length).toBeGreaterThanOrEqual(32);
    expect(result.order_details?.payment).toMatchObject({
      payment_type: 'paytabs',
      amount: payload.total_amount,
    });
    const order = await orderRow(t, orderId);
    expect(order.status).toBe('payment_in_progress');
    expect(order.paymentStatus).toBe('pending');
    expect((await paymentRow(t, reference)).status).toBe('in_progress');
  });

  it('shows the merchant, the amount and three buttons, escaped, without card fields', async () => {
    const { pageUrl, reference, payload } = await startPaytabs();
    const answer = await fetch(pageUrl);
    const page = { status: answer.status, headers: answer.headers, text: await answer.text() };
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.text).toContain('Sandbox payment — no real money moves');
    expect(page.text).toContain('Kopi &#38; Kaya Cafe');
    expect(page.text).toMatch(new RegExp(`SGD\\s${payload.total_amount.replace('.', '\\.')}`));
    for (const action of ['approve', 'decline', 'abandon']) {
      expect(page.text).toContain(`action="/hosted-pages/pay/${reference}/${action}"`);
    }
    expect(page.text).not.toMatch(/<input/i);
  });

  it('approves: paid, unconfirmed for the POS, payment on the order, loyalty settled, event sent', async () => {
    const { diner, reference, orderId, userId } = await startPaytabs({ points: '0.00' });
    const socket = connect(t.url, {
      transports: ['websocket'],
      extraHeaders: { cookie: diner.cookieHeader() },
    });
    const events: EventEnvelope[] = [];
    socket.on(SOCKET_EVENTS.event, (envelope: EventEnvelope) => events.push(envelope));
    const ack: unknown = await socket.emitWithAck(SOCKET_EVENTS.subscribe, {
      channel: channelName('track_order', orderId),
    });
    expect(ack).toEqual({ ok: true });

    const approved = await pressOnPage(hostedPageUrl(t, reference), 'approve');
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe(
      `${t.url}/payment-processing?reference=${reference}&type=paytabs`,
    );

    const order = await orderRow(t, orderId);
    expect(order.status).toBe('unconfirmed');
    expect(order.paymentStatus).toBe('paid');
    const view = orderSchema.parse(orderView(order, null));
    expect(view.order_details.payments).toHaveLength(1);
    expect(view.order_details.payments[0]).toMatchObject({
      payment_type: 'paytabs',
      amount: order.totalAmount,
      reference_code: reference,
      customer_id: userId,
    });
    expect((await paymentRow(t, reference)).status).toBe('paid');
    const ledger = await t.context.db
      .select()
      .from(loyaltyLedger)
      .where(and(eq(loyaltyLedger.orderId, orderId), eq(loyaltyLedger.reason, 'order_earned')));
    expect(ledger).toHaveLength(1);

    const verified = await verify(diner, orderId);
    expect(verified.status).toBe(200);
    const details = paymentCalls.verify.response.parse(verified.body).payment_details;
    expect(details).toMatchObject({
      reference,
      type: 'paytabs',
      status: 'paid',
      tmp_order_id: orderId,
    });
    expect(details.earned_loyalty).toBe(ledger[0]?.delta);

    await expect.poll(() => events.map((e) => e.event)).toContain('status_updated');
    expect(events.find((e) => e.event === 'status_updated')?.payload).toMatchObject({
      status: 'unconfirmed',
    });
    socket.disconnect();
  });

  it('confirms at once when the outlet auto-confirms', async () => {
    await patchCafeOutlet(t, { profile: { auto_confirm_enabled: true } });
    try {
      const { reference, orderId } = await startPaytabs();
      expect((await pressOnPage(hostedPageUrl(t, reference), 'approve')).status).toBe(303);
      expect((await orderRow(t, orderId)).status).toBe('confirmed');
    } finally {
      await patchCafeOutlet(t, { profile: { auto_confirm_enabled: false } });
    }
  });

  it('declines: payment declined, order rejected, verify reports declined', async () => {
    const { diner, reference, orderId } = await startPaytabs();
    const declined = await pressOnPage(hostedPageUrl(t, reference), 'decline');
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toBe(
      `${t.url}/payment-processing?reference=${reference}&type=paytabs`,
    );
    expect((await paymentRow(t, reference)).status).toBe('declined');
    const order = await orderRow(t, orderId);
    expect(order.status).toBe('rejected');
    expect(order.paymentStatus).toBe('declined');
    expect((order.details as { payments: unknown[] }).payments).toEqual([]);
    const verified = await verify(diner, orderId);
    expect(verified.body.payment_details.status).toBe('declined');
    expect(verified.body.payment_details.earned_loyalty).toBeNull();
  });

  it('abandons: payment abandoned, order cancelled, verify reports declined', async () => {
    const { diner, reference, orderId } = await startPaytabs();
    expect((await pressOnPage(hostedPageUrl(t, reference), 'abandon')).status).toBe(303);
    expect((await paymentRow(t, reference)).status).toBe('abandoned');
    const order = await orderRow(t, orderId);
    expect(order.status).toBe('cancelled');
    expect(order.paymentStatus).toBe('unpaid');
    expect((await verify(diner, orderId)).body.payment_details.status).toBe('declined');
  });

  it('refuses to settle a settled payment again (409) and changes nothing', async () => {
    const { reference, orderId, pageUrl } = await startPaytabs();
    expect((await pressOnPage(hostedPageUrl(t, reference), 'approve')).status).toBe(303);
    const again = await pressOnPage(hostedPageUrl(t, reference), 'approve');
    expect(again.status).toBe(409);
    expect(again.text).toContain('already paid');
    const decline = await pressOnPage(hostedPageUrl(t, reference), 'decline');
    expect(decline.status).toBe(409);
    expect((await paymentRow(t, reference)).status).toBe('paid');
    const order = await orderRow(t, orderId);
    expect((order.details as { payments: unknown[] }).payments).toHaveLength(1);
    expect((await fetch(pageUrl)).status).toBe(409);
  });

  it('settles once when approve and decline race', async () => {
    const { reference, orderId } = await startPaytabs();
    const answers = await Promise.all([
      pressOnPage(hostedPageUrl(t, reference), 'approve'),
      pressOnPage(hostedPageUrl(t, reference), 'decline'),
      pressOnPage(hostedPageUrl(t, reference), 'approve'),
    ]);
    expect(answers.filter((a) => a.status === 303)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(2);
    const order = await orderRow(t, orderId);
    expect((order.details as { payments: unknown[] }).payments.length).toBeLessThanOrEqual(1);
  });

  it('answers unknown references, cash payments and bad paths with a 404 page', async () => {
    const pages = `${t.sandboxUrl}/hosted-pages/pay`;
    expect((await fetch(`${pages}/pay_doesnotexist`)).status).toBe(404);
    expect((await pressOnPage(`${pages}/pay_doesnotexist`, 'approve')).status).toBe(404);
    expect((await fetch(`${pages}/pay_x/refund`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${pages}/%3Cscript%3E`)).status).toBe(404);

    const { diner: payer } = await signedInDiner(t);
    const cash = await payer.post(
      '/payments/pay_at_cashier',
      { order_details: await cafePayload(t, payer) },
      Diner.idempotent(),
    );
    const reference =
      paymentCalls.payAtCashier.response.parse(cash.body).order_details?.payment.reference_code ??
      '';
    expect((await pressOnPage(hostedPageUrl(t, reference), 'approve')).status).toBe(404);
    expect((await paymentRow(t, reference)).status).toBe('in_progress');
  });
});
