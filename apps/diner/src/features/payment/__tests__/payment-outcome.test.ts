import { describe, expect, it } from 'vitest';
import { earnedPointsToShow } from '../utils/earned-loyalty';
import { isFinal, outcomeFor, paymentOutcome } from '../utils/payment-outcome';
import { paymentDetails } from './fixtures';

describe('the status model (B§4 Payment: in_progress, paid, declined)', () => {
  it('maps the processing page statuses one to one', () => {
    expect(paymentOutcome('in_progress')).toBe('in_progress');
    expect(paymentOutcome('paid')).toBe('paid');
    expect(paymentOutcome('declined')).toBe('declined');
  });

  it('reads the scan-and-pay statuses: completed is paid, failed is declined, unpaid waits', () => {
    expect(paymentOutcome('completed')).toBe('paid');
    expect(paymentOutcome('failed')).toBe('declined');
    expect(paymentOutcome('unpaid')).toBe('in_progress');
  });

  it('only paid and declined are final', () => {
    expect(isFinal('paid')).toBe(true);
    expect(isFinal('declined')).toBe(true);
    expect(isFinal('in_progress')).toBe(false);
  });

  it('reads an answer about the page payment, and ignores none or another payment', () => {
    expect(outcomeFor(paymentDetails({ status: 'paid' }), 'pay_8f2c1d')).toBe('paid');
    expect(outcomeFor(paymentDetails({ status: 'paid' }), 'another')).toBe('in_progress');
    expect(outcomeFor(null, 'pay_8f2c1d')).toBe('in_progress');
  });
});

describe('earned loyalty on the result page (B§3 earned_loyalty, compared as decimals)', () => {
  it('shows points above zero only', () => {
    expect(earnedPointsToShow('12')).toBe('12');
    expect(earnedPointsToShow('0.5')).toBe('0.5');
    expect(earnedPointsToShow('0')).toBeNull();
    expect(earnedPointsToShow('0.00')).toBeNull();
    expect(earnedPointsToShow(null)).toBeNull();
  });

  it('compares exactly, beyond what a float holds', () => {
    expect(earnedPointsToShow('0.0000000000000000000001')).toBe('0.0000000000000000000001');
  });
});
