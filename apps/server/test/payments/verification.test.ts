import { payments as paymentCalls } from '@tabula/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInDiner } from '../support/accounts';
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

const VERIFY = '/payments/verifications';
const UPDATE = '/payments/update_payment_status';

describe.each(DATABASE_KINDS)('payment verification and status reports on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  async function startPaytabs() {
    const { diner } = await signedInDiner(t);
    const payload = await cafePayload(t, diner, { paymentType: 'paytabs' });
    const answer = await diner.post(
      '/payments/paytabs/create_payment_page',
      { order_details: payload },
      Diner.idempotent(),
    );
    expect(answer.status).toBe(200);
    const reference = referenceOf(
      paymentCalls.paytabsPaymentPage.response.parse(answer.body).payment_page_url ?? '',
    );
    return { diner, reference, orderId: (await paymentRow(t, reference)).orderId };
  }

  it('answers in_progress while the provider page is open', async () => {
    const { diner, reference, orderId } = await startPaytabs();
    const answer = await diner.post(VERIFY, { tmp_order_id: orderId });
    expect(answer.status).toBe(200);
    expect(paymentCalls.verify.response.parse(answer.body).payment_details).toEqual({
      reference,
      type: 'paytabs',
      status: 'in_progress',
      earned_loyalty: null,
      tmp_order_id: orderId,
    });
  });

  it('shows a payment only to the diner who started it (404 for others)', async () => {
    const { reference, orderId } = await startPaytabs();
    const { diner: other } = await signedInDiner(t);
    const verify = await other.post<{ error_id: string }>(VERIFY, { tmp_order_id: orderId });
    expect(verify.status).toBe(404);
    expect(verify.body.error_id).toBe('payment_not_found');
    const unknown = await other.post(VERIFY, { tmp_order_id: 99_999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.text).toBe(verify.text);
    const update = await other.put(UPDATE, { reference_id: reference, status: 'declined' });
    expect(update.status).toBe(404);
    expect((await paymentRow(t, reference)).status).toBe('in_progress');
    expect((await new Diner(t.url).post(VERIFY, { tmp_order_id: orderId })).status).toBe(401);
  });

  it('answers malformed verification bodies with 400', async () => {
    const { diner } = await signedInDiner(t);
    for (const body of [{}, { tmp_order_id: 'abc' }, { tmp_order_id: -1 }, { tmp_order_id: 1.5 }]) {
      expect((await diner.post(VERIFY, body)).status).toBe(400);
    }
  });

  it('lets the app report a declined payment: payment declined, order rejected', async () => {
    const { diner, reference, orderId } = await startPaytabs();
    const answer = await diner.put(UPDATE, { reference_id: reference, status: 'declined' });
    expect(answer.status).toBe(204);
    expect((await paymentRow(t, reference)).status).toBe('declined');
    expect((await orderRow(t, orderId)).status).toBe('rejected');
    // Reporting it again changes nothing.
    expect((await diner.put(UPDATE, { reference_id: reference, status: 'declined' })).status).toBe(
      204,
    );
    const verify = await diner.post<{ payment_details: { status: string } }>(VERIFY, {
      tmp_order_id: orderId,
    });
    expect(verify.body.payment_details.status).toBe('declined');
    // The sandbox cannot approve it afterwards.
    expect((await pressOnPage(hostedPageUrl(t, reference), 'approve')).status).toBe(409);
  });

  it('never lets the app mark a payment paid, nor decline a paid one', async () => {
    const { diner, reference, orderId } = await startPaytabs();
    const paid = await diner.put<{ error_id: string }>(UPDATE, {
      reference_id: reference,
      status: 'paid',
    });
    expect(paid.status).toBe(422);
    expect(paid.body.error_id).toBe('payment_status_not_allowed');
    expect((await paymentRow(t, reference)).status).toBe('in_progress');
    expect(
      (await diner.put(UPDATE, { reference_id: reference, status: 'in_progress' })).status,
    ).toBe(204);

    expect((await pressOnPage(hostedPageUrl(t, reference), 'approve')).status).toBe(303);
    const decline = await diner.put<{ error_id: string }>(UPDATE, {
      reference_id: reference,
      status: 'declined',
    });
    expect(decline.status).toBe(409);
    expect(decline.body.error_id).toBe('payment_already_settled');
    expect((await orderRow(t, orderId)).paymentStatus).toBe('paid');
  });

  it('refuses a malformed status report (400) and one without the CSRF token (403)', async () => {
    const { diner, reference } = await startPaytabs();
    for (const body of [
      {},
      { reference_id: reference },
      { reference_id: reference, status: 'refunded' },
      { reference_id: '', status: 'declined' },
    ]) {
      expect((await diner.put(UPDATE, body)).status).toBe(400);
    }
    const noCsrf = await diner.put(
      UPDATE,
      { reference_id: reference, status: 'declined' },
      { 'x-csrf-token': 'nope' },
    );
    expect(noCsrf.status).toBe(403);
    expect((await paymentRow(t, reference)).status).toBe('in_progress');
  });

  it('treats a payment page left open past 665 s as failed (B§8) and frees the order', async () => {
    const { diner, reference, orderId } = await startPaytabs();
    t.clock.advance(664_000);
    const early = await diner.post<{ payment_details: { status: string } }>(VERIFY, {
      tmp_order_id: orderId,
    });
    expect(early.body.payment_details.status).toBe('in_progress');
    t.clock.advance(2_000);
    const late = await diner.post<{ payment_details: { status: string } }>(VERIFY, {
      tmp_order_id: orderId,
    });
    expect(late.body.payment_details.status).toBe('declined');
    expect((await paymentRow(t, reference)).status).toBe('abandoned');
    expect((await orderRow(t, orderId)).status).toBe('cancelled');
  });

  it('reports a cash payment as in progress and keeps it for the cashier', async () => {
    const { diner } = await signedInDiner(t);
    const answer = await diner.post(
      '/payments/pay_at_cashier',
      { order_details: await cafePayload(t, diner) },
      Diner.idempotent(),
    );
    const reference =
      paymentCalls.payAtCashier.response.parse(answer.body).order_details?.payment.reference_code ??
      '';
    const { orderId } = await paymentRow(t, reference);
    t.clock.advance(700_000);
    const verify = await diner.post<{ payment_details: { status: string; type: string } }>(VERIFY, {
      tmp_order_id: orderId,
    });
    expect(verify.body.payment_details).toMatchObject({ status: 'in_progress', type: 'cash' });
    const decline = await diner.put(UPDATE, { reference_id: reference, status: 'declined' });
    expect(decline.status).toBe(422);
    expect((await orderRow(t, orderId)).status).toBe('unconfirmed');
  });
});
