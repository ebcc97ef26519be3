import { describe, expect, it } from 'vitest';
import { HostedPagesLedger } from '../src/hosted-pages/hosted-pages-ledger';
import { signatureHolds, signBody } from '../src/hosted-pages/hosted-pages-signature';

const SECRET = 'a-shared-secret-of-the-merchant-0123456789';
const NOW = new Date('2026-11-29T12:00:00Z');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

describe('the hosted-page provider', () => {
  it('takes a call signed with the shared secret for its exact body, at most 5 minutes old', () => {
    const body = '{"reference":"pay_1"}';
    const header = signBody(SECRET, body, seconds(NOW));
    expect(signatureHolds(SECRET, header, body, NOW)).toBe(true);
    expect(signatureHolds(SECRET, header, '{"reference":"pay_2"}', NOW)).toBe(false);
    expect(signatureHolds('another-secret-0123456789abcdef', header, body, NOW)).toBe(false);
    expect(signatureHolds(SECRET, undefined, body, NOW)).toBe(false);
    expect(signatureHolds(SECRET, 't=1,v1=zz', body, NOW)).toBe(false);
    const later = new Date(NOW.getTime() + 301_000);
    expect(signatureHolds(SECRET, header, body, later)).toBe(false);
  });

  it('opens one page per reference and settles it once', () => {
    const ledger = new HostedPagesLedger();
    const request = {
      reference: 'pay_abc',
      amount: '12.500',
      currency: 'KWD',
      merchant: 'Bait Al Kuwait',
      method: 'MyFatoorah',
      return_url: 'https://tabula.example/payment-processing?reference=pay_abc',
    };
    const page = ledger.open(request);
    expect(ledger.open({ ...request, amount: '1.000' })).toBe(page);
    const notification = ledger.settle('pay_abc', 'paid');
    expect(notification).toMatchObject({
      type: 'payment.settled',
      reference: 'pay_abc',
      outcome: 'paid',
      amount: '12.500',
      currency: 'KWD',
    });
    expect(ledger.settle('pay_abc', 'declined')).toBeNull();
    expect(ledger.settle('pay_unknown', 'paid')).toBeNull();
    expect(page.outcome).toBe('paid');
  });
});
