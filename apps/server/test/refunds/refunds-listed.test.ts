import { endpoints } from '@tabula/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentRow } from '../payments/support/checkout';
import { staff } from '../pos/support/staff';
import { DATABASE_KINDS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';
import { paidCardPayment, paymentsOf, refund, refundsOf } from './support';

// issue 30: the POS shows each refund, not only the totals.
describe.each(DATABASE_KINDS)("an order's refunds as staff read them on %s", (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  it('lists each refund of a payment: amount, reason, who made it, when and what became of it', async () => {
    const reference = await paidCardPayment(t);
    const payment = await paymentRow(t, reference);
    const first = new Date(t.clock.now);
    expect((await refund(t, reference, { amount: '1.00', reason: 'Cold coffee' })).status).toBe(
      200,
    );
    t.clock.advance(5 * 60_000);
    const second = new Date(t.clock.now);
    expect((await refund(t, reference, { amount: '0.50' })).status).toBe(200);
    // The provider no longer knows the payment: the third refund fails and gives nothing back.
    t.cardSandbox.stripe.intents.delete(payment.providerPaymentId ?? '');
    t.clock.advance(60_000);
    expect((await refund(t, reference, { amount: '0.25', reason: 'Spilt' })).status).toBe(502);

    const read = await staff(t, 'GET', paymentsOf(payment.orderId));
    expect(read.status, read.text).toBe(200);
    const [listed] = endpoints.pos.orderPayments.response.parse(read.body).payments;
    expect(listed?.refunded_amount).toBe('1.50');
    expect(listed?.refunds).toEqual([
      {
        id: expect.any(Number) as unknown,
        payment_reference: reference,
        amount: '1.00',
        reason: 'Cold coffee',
        made_by: 'staff_token',
        status: 'succeeded',
        failure: null,
        created_at: first.toISOString(),
      },
      expect.objectContaining({
        amount: '0.50',
        reason: null,
        made_by: 'staff_token',
        status: 'succeeded',
        created_at: second.toISOString(),
      }),
      expect.objectContaining({
        amount: '0.25',
        reason: 'Spilt',
        made_by: 'staff_token',
        status: 'failed',
        failure: expect.any(String) as unknown,
      }),
    ]);

    // The payment's own refunds say the same.
    const own = endpoints.pos.paymentRefunds.response.parse(
      (await staff(t, 'GET', refundsOf(reference))).body,
    );
    expect(own.refunds).toEqual(listed?.refunds);
  });

  it('lists a payment nothing was refunded from with no refunds', async () => {
    const reference = await paidCardPayment(t);
    const { orderId } = await paymentRow(t, reference);
    const [listed] = endpoints.pos.orderPayments.response.parse(
      (await staff(t, 'GET', paymentsOf(orderId))).body,
    ).payments;
    expect(listed).toMatchObject({ refunded_amount: '0.00', refunds: [] });
  });
});
