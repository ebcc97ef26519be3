import { describe, expect, it } from 'vitest';
import { PAYMENT_TIMEOUT_MS } from '../utils/payment-constants';
import { paymentDeadline } from '../utils/payment-deadline';
import { paidOrder, paymentDetails } from './fixtures';

const OPENED = Date.parse('2026-11-21T01:35:00Z');
const STARTED = '2026-11-21T09:30:00+08:00'; // 01:30 UTC, five minutes before the page opened

describe('the payment page deadline (B§8: 665 s is a failure)', () => {
  it('is 665 s after the page opened when the start is unknown', () => {
    expect(PAYMENT_TIMEOUT_MS).toBe(665_000);
    expect(paymentDeadline(OPENED, null, null)).toBe(OPENED + 665_000);
    expect(paymentDeadline(OPENED, paymentDetails({ tmp_order_id: null }), paidOrder())).toBe(
      OPENED + 665_000,
    );
  });

  it('is 665 s after the payment started, when the page order is the one it pays', () => {
    expect(paymentDeadline(OPENED, paymentDetails(), paidOrder({ created_at: STARTED }))).toBe(
      Date.parse(STARTED) + 665_000,
    );
  });

  it('ignores another order', () => {
    expect(paymentDeadline(OPENED, paymentDetails(), paidOrder({ id: 9999 }))).toBe(
      OPENED + 665_000,
    );
  });

  it('never waits longer than 665 s from the page opening (a start in the future is skew)', () => {
    const later = '2026-11-21T01:40:00Z';
    expect(paymentDeadline(OPENED, paymentDetails(), paidOrder({ created_at: later }))).toBe(
      OPENED + 665_000,
    );
  });
});
