import {
  SOCKET_EVENTS,
  channelName,
  pages as pageCalls,
  payments as paymentCalls,
  type EventEnvelope,
} from '@tabula/api-client';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scannedDiner, signedInDiner } from '../support/accounts';
import { DATABASE_KINDS } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import {
  cafePayload,
  orderRow,
  paymentRow,
  referenceOf,
  pressOnPage,
  hostedPageUrl,
} from './support/checkout';

const PAYTABS = '/payments/paytabs/create_payment_page';
const cancelPath = (reference: string) => `/payments/${reference}/cancel`;

interface ErrorBody {
  error: string;
  error_id?: string;
  details?: { status?: string };
}

describe.each(DATABASE_KINDS)('cancelling a payment in progress on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  /** A signed-in diner who placed a PayTabs order and is on (or came back from) its page. */
  async function startPaytabs(diner?: Diner) {
    const payer = diner ?? (await signedInDiner(t)).diner;
    const payload = await cafePayload(t, payer, { paymentType: 'paytabs' });
    const answer = await payer.post(PAYTABS, { order_details: payload }, Diner.idempotent());
    expect(answer.status).toBe(200);
    const result = paymentCalls.paytabsPaymentPage.response.parse(answer.body);
    const reference = referenceOf(result.payment_page_url ?? '');
    const { orderId } = await paymentRow(t, reference);
    return { diner: payer, reference, orderId };
  }

  it('voids the attempt: payment abandoned, order cancelled and no longer pending', async () => {
    const { diner, reference, orderId } = await startPaytabs();
    const socket = connect(t.url, {
      transports: ['websocket'],
      extraHeaders: { cookie: diner.cookieHeader() },
    });
    const events: EventEnvelope[] = [];
    socket.on(SOCKET_EVENTS.event, (envelope: EventEnvelope) => events.push(envelope));
    expect(
      await socket.emitWithAck(SOCKET_EVENTS.subscribe, {
        channel: channelName('track_order', orderId),
      }),
    ).toEqual({ ok: true });

    const cancelled = await diner.post(cancelPath(reference));
    expect(cancelled.status).toBe(200);
    expect(paymentCalls.cancel.response.parse(cancelled.body).payment_details).toEqual({
      reference,
      type: 'paytabs',
      status: 'declined',
      earned_loyalty: null,
      tmp_order_id: orderId,
    });
    expect((await paymentRow(t, reference)).status).toBe('abandoned');
    const order = await orderRow(t, orderId);
    expect(order.status).toBe('cancelled');
    expect(order.paymentStatus).toBe('unpaid');

    // The checkout has no pending recent order any more, so Place Order is open again (A§5);
    // the track screen shows the attempt cancelled.
    const checkout = pageCalls.checkout.response.parse((await diner.get('/pages/checkout')).body);
    expect(checkout.recent_order).toBeNull();
    const tracking = pageCalls.tracking.response.parse((await diner.get('/pages/tracking')).body);
    expect(tracking.order).toMatchObject({ id: orderId, status: 'cancelled' });
    // The provider can no longer take the voided attempt.
    expect((await pressOnPage(hostedPageUrl(t, reference), 'approve')).status).toBe(409);
    expect((await orderRow(t, orderId)).paymentStatus).toBe('unpaid');
    // Whoever follows the order hears it is cancelled.
    await expect
      .poll(() => events.find((e) => e.event === 'status_updated')?.payload)
      .toMatchObject({ status: 'cancelled' });
    socket.disconnect();

    // And the diner pays again at once: a new attempt starts with its own page.
    const again = await startPaytabs(diner);
    expect(again.reference).not.toBe(reference);
    expect((await orderRow(t, again.orderId)).status).toBe('payment_in_progress');
  });

  it('answers a retried cancel the same, and changes nothing more', async () => {
    const { diner, reference, orderId } = await startPaytabs();
    const first = await diner.post(cancelPath(reference));
    const second = await diner.post(cancelPath(reference));
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect((await paymentRow(t, reference)).status).toBe('abandoned');
    expect((await orderRow(t, orderId)).status).toBe('cancelled');
  });

  it('answers the same for an attempt already abandoned on the provider page', async () => {
    const { diner, reference } = await startPaytabs();
    expect((await pressOnPage(hostedPageUrl(t, reference), 'abandon')).status).toBe(303);
    const cancelled = await diner.post(cancelPath(reference));
    expect(cancelled.status).toBe(200);
    expect(paymentCalls.cancel.response.parse(cancelled.body).payment_details.status).toBe(
      'declined',
    );
  });

  it('lets only the diner who started the payment cancel it', async () => {
    const { reference, orderId } = await startPaytabs();
    const stranger = (await signedInDiner(t)).diner;
    const refused = await stranger.post<ErrorBody>(cancelPath(reference));
    expect(refused.status).toBe(404);
    expect(refused.body.error_id).toBe('payment_not_found');
    // A diner who scanned the same counter but never started it is refused the same way.
    const neighbour = await scannedDiner(t);
    expect((await neighbour.post(cancelPath(reference))).status).toBe(404);
    // No session at all: 401; a session without its CSRF token: 403.
    expect((await new Diner(t.url).post(cancelPath(reference))).status).toBe(401);
    expect(
      (await neighbour.post(cancelPath(reference), undefined, { 'x-csrf-token': 'x' })).status,
    ).toBe(403);
    expect((await paymentRow(t, reference)).status).toBe('in_progress');
    expect((await orderRow(t, orderId)).status).toBe('payment_in_progress');
  });

  it('refuses a payment the gateway already settled, and keeps it as it was', async () => {
    const paid = await startPaytabs();
    expect((await pressOnPage(hostedPageUrl(t, paid.reference), 'approve')).status).toBe(303);
    const refusedPaid = await paid.diner.post<ErrorBody>(cancelPath(paid.reference));
    expect(refusedPaid.status).toBe(409);
    expect(refusedPaid.body).toMatchObject({
      error_id: 'payment_already_settled',
      details: { status: 'paid' },
    });
    expect((await paymentRow(t, paid.reference)).status).toBe('paid');
    expect((await orderRow(t, paid.orderId)).paymentStatus).toBe('paid');

    const declined = await startPaytabs();
    expect((await pressOnPage(hostedPageUrl(t, declined.reference), 'decline')).status).toBe(303);
    const refusedDeclined = await declined.diner.post<ErrorBody>(cancelPath(declined.reference));
    expect(refusedDeclined.status).toBe(409);
    expect(refusedDeclined.body.details?.status).toBe('declined');
    expect((await orderRow(t, declined.orderId)).status).toBe('rejected');
  });

  it('refuses cash (422), unknown references (404) and malformed ones (400)', async () => {
    const { diner } = await signedInDiner(t);
    const cash = await diner.post(
      '/payments/pay_at_cashier',
      { order_details: await cafePayload(t, diner) },
      Diner.idempotent(),
    );
    const reference =
      paymentCalls.payAtCashier.response.parse(cash.body).order_details?.payment.reference_code ??
      '';
    const refusedCash = await diner.post<ErrorBody>(cancelPath(reference));
    expect(refusedCash.status).toBe(422);
    expect(refusedCash.body.error_id).toBe('payment_status_not_allowed');
    expect((await paymentRow(t, reference)).status).toBe('in_progress');

    expect((await diner.post(cancelPath('pay_doesnotexist'))).status).toBe(404);
    expect((await diner.post(cancelPath('pay_%3Cscript%3E'))).status).toBe(400);
  });

  it('settles once when the cancel races the gateway approval', async () => {
    const outcomes: string[] = [];
    // Both orders of sending, several times: each round one side wins and the other is refused.
    for (let round = 0; round < 6; round += 1) {
      const { diner, reference, orderId } = await startPaytabs();
      const approve = () => pressOnPage(hostedPageUrl(t, reference), 'approve');
      const cancel = () => diner.post<ErrorBody>(cancelPath(reference));
      const [approved, cancelled] =
        round % 2 === 0
          ? await Promise.all([approve(), cancel()])
          : await Promise.all([cancel(), approve()]).then(([c, a]) => [a, c] as const);

      const payment = await paymentRow(t, reference);
      const order = await orderRow(t, orderId);
      const payments = (order.details as { payments: unknown[] }).payments;
      if (approved.status === 303) {
        // The gateway approved first: the cancel is refused and the diner's order is paid.
        expect(cancelled.status).toBe(409);
        expect(cancelled.body.details?.status).toBe('paid');
        expect(payment.status).toBe('paid');
        expect(order.paymentStatus).toBe('paid');
        expect(order.status).toBe('unconfirmed');
        expect(payments).toHaveLength(1);
        outcomes.push('paid');
      } else {
        // The cancel won: the gateway finds the payment settled and takes nothing.
        expect(approved.status).toBe(409);
        expect(cancelled.status).toBe(200);
        expect(payment.status).toBe('abandoned');
        expect(order.paymentStatus).toBe('unpaid');
        expect(order.status).toBe('cancelled');
        expect(payments).toHaveLength(0);
        outcomes.push('cancelled');
      }
    }
    expect(outcomes).toHaveLength(6);
  });
});
