import { describe, expect, it } from 'vitest';
import {
  cashPayment,
  cashType,
  failedSplitPaymentDetails,
  genericPartnerType,
  inProgressPaymentDetails,
  mastercardType,
  paidPaymentDetails,
  sandboxMastercardType,
  savedCard,
  savedCardLongName,
  stripeConnectPayment,
  stripeConnectType,
} from '../../../test/fixtures/entities/index';
import {
  PAYMENT_TYPE_NAMES,
  paymentDetailsSchema,
  paymentObjectSchema,
  paymentStatusSchema,
  paymentTypeNameSchema,
  paymentTypeSchema,
  savedCardSchema,
  splitPaymentStatusSchema,
} from '../index';
import { reject, report, withField } from './reject';

describe('paymentTypeSchema', () => {
  it.each([stripeConnectType, mastercardType, sandboxMastercardType, genericPartnerType, cashType])(
    'accepts $payment_type',
    (type) => {
      expect(paymentTypeSchema.parse(type)).toEqual(type);
    },
  );

  it("takes Google Pay's script as an address and its environment as TEST or PRODUCTION, null or absent", () => {
    expect(paymentTypeSchema.parse(sandboxMastercardType)).toMatchObject({
      google_pay_script_url: 'http://127.0.0.1:4101/gp/p/js/pay.js',
      google_pay_environment: 'TEST',
    });
    expect(paymentTypeSchema.parse(mastercardType)).toMatchObject({
      google_pay_script_url: 'https://pay.google.com/gp/p/js/pay.js',
      google_pay_environment: 'PRODUCTION',
    });
    expect(paymentTypeSchema.parse(cashType).google_pay_script_url).toBeUndefined();
    expect(
      reject(paymentTypeSchema, withField(mastercardType, 'google_pay_script_url', 'not a url'))
        .path,
    ).toBe('google_pay_script_url');
    expect(
      reject(paymentTypeSchema, withField(mastercardType, 'google_pay_environment', 'LIVE')).path,
    ).toBe('google_pay_environment');
  });

  it("takes the gateway's merchant id as text, null or absent, and never an empty one", () => {
    expect(paymentTypeSchema.parse(sandboxMastercardType).gateway_merchant_id).toBe('TESTMERCHANT');
    expect(paymentTypeSchema.parse(cashType).gateway_merchant_id).toBeUndefined();
    expect(
      reject(paymentTypeSchema, withField(mastercardType, 'gateway_merchant_id', '')).path,
    ).toBe('gateway_merchant_id');
  });

  it("takes the gateway's session.js as an address, null or absent, and nothing else", () => {
    expect(paymentTypeSchema.parse(sandboxMastercardType).hosted_session_script_url).toBe(
      'http://127.0.0.1:4101/form/version/100/merchant/TESTMERCHANT/session.js',
    );
    expect(paymentTypeSchema.parse(cashType).hosted_session_script_url).toBeUndefined();
    expect(
      reject(
        paymentTypeSchema,
        withField(mastercardType, 'hosted_session_script_url', 'session.js'),
      ).path,
    ).toBe('hosted_session_script_url');
  });

  it('knows the twelve payment types of B§3', () => {
    expect(PAYMENT_TYPE_NAMES).toHaveLength(12);
    expect(paymentTypeNameSchema.parse('i_pay88')).toBe('i_pay88');
    expect(reject(paymentTypeSchema, withField(cashType, 'payment_type', 'paypal')).path).toBe(
      'payment_type',
    );
  });
});

describe('paymentObjectSchema', () => {
  it.each([stripeConnectPayment, cashPayment])('accepts a $payment_type payment', (payment) => {
    expect(paymentObjectSchema.parse(payment)).toEqual(payment);
  });

  it('rejects an amount given as a number and a negative tip', () => {
    expect(reject(paymentObjectSchema, withField(cashPayment, 'amount', 52.5)).message).toContain(
      'expected string',
    );
    expect(reject(paymentObjectSchema, withField(cashPayment, 'tip', '-0.50')).path).toBe('tip');
  });
});

describe('savedCardSchema', () => {
  it('accepts a card with last4', () => {
    expect(savedCardSchema.parse(savedCard)).toEqual(savedCard);
  });

  it('accepts a card with card_last_4_digits only and reads it as last4', () => {
    expect(savedCardSchema.parse(savedCardLongName)).toEqual({
      ...savedCardLongName,
      last4: '5454',
    });
  });

  it('keeps last4 when both names come', () => {
    const both = { ...savedCard, card_last_4_digits: '4242' };
    expect(savedCardSchema.parse(both)).toEqual(both);
  });

  it('rejects a card with neither name', () => {
    expect(reject(savedCardSchema, withField(savedCard, 'last4', undefined))).toEqual({
      path: 'last4',
      message: 'Invalid input: expected string, received undefined',
    });
  });

  it('rejects last digits that are not four digits, under either name', () => {
    expect(report(savedCardSchema, { ...savedCard, last4: '42' })).toContain(
      'must be the last four digits of a card such as "4242"',
    );
    expect(reject(savedCardSchema, { ...savedCardLongName, card_last_4_digits: 'abcd' }).path).toBe(
      'last4',
    );
  });

  it('rejects an expiry month of 13', () => {
    expect(reject(savedCardSchema, withField(savedCard, 'exp_month', 13)).path).toBe('exp_month');
  });

  it('passes anything that is not an object to the object check', () => {
    expect(reject(savedCardSchema, 'card').message).toBe(
      'Invalid input: expected object, received string',
    );
  });
});

describe('paymentDetailsSchema', () => {
  it.each([paidPaymentDetails, inProgressPaymentDetails, failedSplitPaymentDetails])(
    'accepts a payment that is $status',
    (details) => {
      expect(paymentDetailsSchema.parse(details)).toEqual(details);
    },
  );

  it('knows both sets of statuses', () => {
    expect(paymentStatusSchema.options).toEqual(['in_progress', 'paid', 'declined']);
    expect(splitPaymentStatusSchema.options).toEqual([
      'unpaid',
      'in_progress',
      'failed',
      'completed',
    ]);
    expect(
      reject(paymentDetailsSchema, withField(paidPaymentDetails, 'status', 'refunded')).path,
    ).toBe('status');
  });

  it('rejects a missing reference', () => {
    expect(
      reject(paymentDetailsSchema, withField(paidPaymentDetails, 'reference', undefined)).path,
    ).toBe('reference');
  });
});
