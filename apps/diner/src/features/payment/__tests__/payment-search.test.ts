import { describe, expect, it } from 'vitest';
import { pageQueryOf, paymentRequestOf, paymentSearchSchema } from '../utils/payment-search';

const parse = (search: Record<string, unknown>) => paymentSearchSchema.parse(search);

describe('the /payment-processing search (B§2: reference, type, standalone, invoice_id)', () => {
  it('keeps the return address of a hosted-page payment', () => {
    expect(parse({ reference: 'pay_8f2c1d', type: 'mastercard' })).toEqual({
      reference: 'pay_8f2c1d',
      type: 'mastercard',
      standalone: undefined,
      invoice_id: undefined,
    });
  });

  it('reads a number the router parsed back as text', () => {
    const search = parse({ reference: 4711, invoice_id: 42 });
    expect(search.reference).toBe('4711');
    expect(search.invoice_id).toBe('42');
  });

  it('drops a type that is not a payment type name of the contract', () => {
    expect(parse({ reference: 'r1', type: 'paypal' }).type).toBeUndefined();
    expect(parse({ reference: 'r1', type: 'generic_fintech_partner' }).type).toBe(
      'generic_fintech_partner',
    );
  });

  it('reads standalone as boolean-ish', () => {
    for (const on of [true, 'true', '1', 1])
      expect(parse({ standalone: on }).standalone).toBe(true);
    for (const off of [false, 'false', '0', 0]) {
      expect(parse({ standalone: off }).standalone).toBe(false);
    }
    expect(parse({ standalone: 'maybe' }).standalone).toBeUndefined();
  });

  it('treats an empty or blank reference as missing, so the page goes to /', () => {
    expect(paymentRequestOf(parse({}))).toBeNull();
    expect(paymentRequestOf(parse({ reference: '' }))).toBeNull();
    expect(paymentRequestOf(parse({ reference: '   ', type: 'paytabs' }))).toBeNull();
    expect(paymentRequestOf(parse({ reference: { nested: true } }))).toBeNull();
  });

  it('turns a search with a reference into the payment request', () => {
    expect(paymentRequestOf(parse({ reference: ' r1 ', standalone: 'true' }))).toEqual({
      reference: 'r1',
      type: undefined,
      standalone: true,
      invoiceId: undefined,
    });
  });
});

describe('the page configuration query (A§7: optional invoice_id and type)', () => {
  it('sends the reference as invoice_id, with the type', () => {
    const request = paymentRequestOf(parse({ reference: 'r1', type: 'paytabs' }));
    expect(request && pageQueryOf(request)).toEqual({ invoice_id: 'r1', type: 'paytabs' });
  });

  it('sends the address invoice_id when there is one, and no type when there is none', () => {
    const request = paymentRequestOf(parse({ reference: 'r1', invoice_id: 'inv-9' }));
    expect(request && pageQueryOf(request)).toEqual({ invoice_id: 'inv-9' });
  });
});
