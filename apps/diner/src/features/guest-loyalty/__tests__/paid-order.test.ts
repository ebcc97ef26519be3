import type { PaymentObject } from '@tabula/api-client';
import { describe, expect, it } from 'vitest';
import { recentOrder } from '@test/fixtures/home-page';
import { paidOrderId } from '../utils/paid-order';

const cash: PaymentObject = {
  id: 3,
  payment_type: 'cash',
  amount: '3.82',
  name: 'Cash',
  customer_id: 501,
  tip: '0',
  payment_mode: 'cash',
};

function withPayment(status: Parameters<typeof recentOrder>[0]) {
  const order = recentOrder(status);
  return { ...order, order_details: { ...order.order_details, payments: [cash] } };
}

describe('paidOrderId (B§6 after paying; B§4 a recorded payment marks payment)', () => {
  it('is null while the order has no payment (cash not yet taken at the counter)', () => {
    expect(paidOrderId(recentOrder('unconfirmed'))).toBeNull();
    expect(paidOrderId(recentOrder('confirmed'))).toBeNull();
  });

  it("is the order's id once a payment is recorded, whatever the kitchen's progress", () => {
    expect(paidOrderId(withPayment('unconfirmed'))).toBe(7001);
    expect(paidOrderId(withPayment('confirmed'))).toBe(7001);
    expect(paidOrderId(withPayment('delivered'))).toBe(7001);
  });

  it('is null for an order that will not be served', () => {
    expect(paidOrderId(withPayment('rejected'))).toBeNull();
    expect(paidOrderId(withPayment('cancelled'))).toBeNull();
  });
});
