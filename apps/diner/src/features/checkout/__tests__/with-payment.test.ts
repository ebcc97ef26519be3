import { describe, expect, it } from 'vitest';
import type { OrderPayload } from '@tabula/api-client';
import { withPayment } from '../utils/with-payment';
import { paymentType } from './checkout-fixtures';

describe('withPayment (B§3 Payment object)', () => {
  it("adds the payment type, the bill's total and tip, and the customer", () => {
    const payload = { total_amount: '14.17', tips_amount: '1.30' } as unknown as OrderPayload;
    const paid = withPayment(
      payload,
      paymentType(3, 'paytabs', 'PayTabs'),
      { total_amount: '14.17', tips_amount: '1.30' },
      7,
    );
    expect(paid.payment).toEqual({
      id: 3,
      payment_type: 'paytabs',
      amount: '14.17',
      name: 'PayTabs',
      customer_id: 7,
      tip: '1.30',
    });
    expect(paid.total_amount).toBe('14.17');
  });
});
