import type { PaymentDetails } from '@tabula/api-client';
import { describe, expect, it, vi } from 'vitest';
import {
  GENERIC_STATUS_POLL_MS,
  PAYMENT_PAGE_RECHECK_MS,
  PAYMENT_VERIFY_POLL_MS,
} from '../utils/payment-constants';
import { paymentChecks, trackedReference, type PaymentCalls } from '../utils/payment-checks';
import { paymentDetails, paytabsRequest } from './fixtures';

function fakeCalls() {
  const answer = () => Promise.resolve<PaymentDetails>(paymentDetails());
  return {
    readPage: vi.fn(() => Promise.resolve<PaymentDetails | null>(null)),
    verify: vi.fn(answer),
    genericStatus: vi.fn(answer),
    standaloneStatus: vi.fn(answer),
  } satisfies PaymentCalls;
}

const summary = (checks: ReturnType<typeof paymentChecks>) =>
  checks.map((check) => [check.name, check.intervalMs]);

describe('which checks follow a payment in progress (B§4 Other providers)', () => {
  it('reads the page again and verifies by tmp_order_id every 30 s', async () => {
    const calls = fakeCalls();
    const checks = paymentChecks(paytabsRequest, paymentDetails(), calls);
    expect(summary(checks)).toEqual([
      ['page', PAYMENT_PAGE_RECHECK_MS],
      ['verify', PAYMENT_VERIFY_POLL_MS],
    ]);
    await checks[1]?.run();
    expect(calls.verify).toHaveBeenCalledWith(7001);
  });

  it('does not verify without a tmp_order_id', () => {
    const checks = paymentChecks(
      paytabsRequest,
      paymentDetails({ tmp_order_id: null }),
      fakeCalls(),
    );
    expect(summary(checks)).toEqual([['page', PAYMENT_PAGE_RECHECK_MS]]);
    expect(summary(paymentChecks(paytabsRequest, null, fakeCalls()))).toEqual([
      ['page', PAYMENT_PAGE_RECHECK_MS],
    ]);
  });

  it('checks a generic payment status by reference', async () => {
    const calls = fakeCalls();
    const request = { ...paytabsRequest, type: 'generic_fintech_partner' as const };
    const checks = paymentChecks(
      request,
      paymentDetails({ type: 'generic_fintech_partner' }),
      calls,
    );
    expect(summary(checks)).toContainEqual(['generic_status', GENERIC_STATUS_POLL_MS]);
    await checks.find((check) => check.name === 'generic_status')?.run();
    expect(calls.genericStatus).toHaveBeenCalledWith('pay_8f2c1d');
    expect(calls.standaloneStatus).not.toHaveBeenCalled();
  });

  it('adds the payment type for a standalone payment (B§7), from the address or the page', async () => {
    const calls = fakeCalls();
    const standalone = { ...paytabsRequest, standalone: true, type: undefined };
    const checks = paymentChecks(standalone, paymentDetails({ type: 'adyen' }), calls);
    await checks.find((check) => check.name === 'generic_status')?.run();
    expect(calls.standaloneStatus).toHaveBeenCalledWith('pay_8f2c1d', 'adyen');
    expect(calls.genericStatus).not.toHaveBeenCalled();
  });

  it('has no status check for a standalone payment of unknown type', () => {
    const standalone = { ...paytabsRequest, standalone: true, type: undefined };
    const names = paymentChecks(standalone, null, fakeCalls()).map((check) => check.name);
    expect(names).not.toContain('generic_status');
  });

  it('has no generic status check for a provider that is not generic', () => {
    const names = paymentChecks(paytabsRequest, paymentDetails(), fakeCalls()).map(
      (check) => check.name,
    );
    expect(names).not.toContain('generic_status');
  });

  it('follows the payment the page answered about, else the address reference', () => {
    expect(trackedReference(paytabsRequest, paymentDetails({ reference: 'inv-payment' }))).toBe(
      'inv-payment',
    );
    expect(trackedReference(paytabsRequest, null)).toBe('pay_8f2c1d');
  });
});
