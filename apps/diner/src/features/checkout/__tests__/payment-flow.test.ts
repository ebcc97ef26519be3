import { PAYMENT_TYPE_NAMES, type PaymentType } from '@tabula/api-client';
import { describe, expect, it } from 'vitest';
import { flowHasModes, paymentFlowOf } from '../utils/payment-flow';

const type = (name: PaymentType['payment_type'], flags: Partial<PaymentType> = {}) => ({
  payment_type: name,
  generic_integration: false,
  generic_standalone_integration: false,
  ...flags,
});

describe('paymentFlowOf', () => {
  it('pays cash at the cashier and the hosted-page providers on their page', () => {
    expect(paymentFlowOf(type('cash'))).toBe('cash');
    for (const name of ['paytabs', 'i_pay88', 'fiserv', 'cc_avenue'] as const) {
      expect(paymentFlowOf(type(name))).toBe('hosted');
    }
    expect(paymentFlowOf(type('pay_u'))).toBe('pay_u');
    expect(paymentFlowOf(type('my_fatoorah'))).toBe('my_fatoorah');
    expect(paymentFlowOf(type('adyen'))).toBe('adyen');
    expect(paymentFlowOf(type('generic_fintech_partner'))).toBe('generic');
  });

  it('follows the generic integration flags before the name (B§3)', () => {
    expect(paymentFlowOf(type('paytabs', { generic_integration: true }))).toBe('generic');
    expect(
      paymentFlowOf(
        type('generic_fintech_partner', {
          generic_integration: true,
          generic_standalone_integration: true,
        }),
      ),
    ).toBe('generic_standalone');
  });

  it('pays the connected card provider with its own flow', () => {
    expect(paymentFlowOf(type('stripe_connect'))).toBe('connected_card');
  });

  it('pays the Mastercard gateway with its own flow', () => {
    expect(paymentFlowOf(type('mastercard'))).toBe('mastercard');
  });

  it('pays Stripe direct with Stripe.js and its publishable key, and leaves it out without one', () => {
    expect(paymentFlowOf({ ...type('stripe'), public_key: 'pk_test_tabula' })).toBe(
      'stripe_direct',
    );
    expect(paymentFlowOf(type('stripe'))).toBeNull();
    expect(paymentFlowOf({ ...type('stripe'), public_key: null })).toBeNull();
  });

  it('knows every payment type name of the contract', () => {
    const known = PAYMENT_TYPE_NAMES.filter(
      (name) => paymentFlowOf({ ...type(name), public_key: 'pk_test_tabula' }) !== null,
    );
    expect(known).toHaveLength(PAYMENT_TYPE_NAMES.length);
  });

  it('asks for a mode only for MyFatoorah, Adyen and the Mastercard gateway', () => {
    expect(flowHasModes('my_fatoorah')).toBe(true);
    expect(flowHasModes('adyen')).toBe(true);
    expect(flowHasModes('mastercard')).toBe(true);
    expect(flowHasModes('hosted')).toBe(false);
    expect(flowHasModes('cash')).toBe(false);
  });
});
