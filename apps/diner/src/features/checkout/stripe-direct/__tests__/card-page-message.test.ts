import { describe, expect, it } from 'vitest';
import { readCardPageMessage } from '../card-page-message';

const ORIGIN = 'https://cards.example';
const REFERENCE = 'sd_7_1_1767225600000_00ff00ff00ff00ff';
const message = (data: Record<string, unknown>, origin = ORIGIN) => ({
  origin,
  data: {
    source: 'tabula-card-sandbox',
    type: 'stripe_payment_result',
    reference: REFERENCE,
    payment_intent: 'pi_3Pq2Xy0Cafe1234',
    status: 'succeeded',
    ...data,
  },
});

describe('readCardPageMessage', () => {
  it('reads a paid intent of this payment from the card page', () => {
    expect(readCardPageMessage(message({}), ORIGIN, REFERENCE)).toEqual({
      kind: 'paid',
      intentId: 'pi_3Pq2Xy0Cafe1234',
    });
  });

  it('reads Cancel, and any other status as not paid', () => {
    expect(
      readCardPageMessage(message({ status: 'canceled', payment_intent: null }), ORIGIN, REFERENCE),
    ).toEqual({ kind: 'canceled' });
    expect(readCardPageMessage(message({ status: 'failed' }), ORIGIN, REFERENCE)).toEqual({
      kind: 'not_paid',
    });
    expect(readCardPageMessage(message({ payment_intent: null }), ORIGIN, REFERENCE)).toEqual({
      kind: 'not_paid',
    });
  });

  it('believes only the card page’s origin, about this payment, in its shape', () => {
    expect(readCardPageMessage(message({}, 'https://evil.example'), ORIGIN, REFERENCE)).toBeNull();
    expect(readCardPageMessage(message({ reference: 'sd_other_1' }), ORIGIN, REFERENCE)).toBeNull();
    expect(readCardPageMessage(message({ source: 'other' }), ORIGIN, REFERENCE)).toBeNull();
    expect(
      readCardPageMessage(message({ payment_intent: 'ch_not_an_intent' }), ORIGIN, REFERENCE),
    ).toBeNull();
    expect(readCardPageMessage({ origin: ORIGIN, data: 'paid' }, ORIGIN, REFERENCE)).toBeNull();
    expect(readCardPageMessage({ origin: ORIGIN, data: null }, ORIGIN, REFERENCE)).toBeNull();
  });
});
