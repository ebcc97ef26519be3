import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultOrderPayload,
  dineOtOrderPayload,
  dinePfOrderPayload,
  scanAndPayOrderPayload,
} from '../../../test/fixtures/entities/order-payload';
import { checkOrderPayload, ORDER_PAYLOAD_CHECK_FAILED_MESSAGE } from '../check-order-payload';
import { orderPayloadVariant, type OrderPayloadVariant } from '../order-payload-variant';

/** The paths of the problems the check reports, as `a.b.0`. */
function problemPaths(payload: unknown, variant: OrderPayloadVariant): string[] {
  const check = checkOrderPayload(payload, variant);
  if (check.ok) return [];
  expect(check.message).toBe(ORDER_PAYLOAD_CHECK_FAILED_MESSAGE);
  return check.issues.map((issue) => issue.path.join('.'));
}

const valid: [OrderPayloadVariant, object][] = [
  ['dine_ot', dineOtOrderPayload],
  // A scan-and-pay order is a counter-mode order placed at a table: the default variant.
  ['default', { ...scanAndPayOrderPayload, payment: defaultOrderPayload.payment }],
  ['dine_pf', dinePfOrderPayload],
  ['default', defaultOrderPayload],
];

describe('checkOrderPayload', () => {
  it.each(valid)('accepts a valid %s payload', (variant, payload) => {
    expect(checkOrderPayload(payload, variant)).toMatchObject({ ok: true });
  });

  it.each([
    ['byod_company_id', 0],
    ['byod_location_id', -3],
    ['customer', 0],
    ['covers', 0],
    ['company_id', 1.5],
    ['location_id', -1],
  ])('refuses %s = %s: ids, customer and covers are positive', (field, value) => {
    expect(problemPaths({ ...defaultOrderPayload, [field]: value }, 'default')).toContain(field);
  });

  it.each(['dine_pf', 'dine_ot'] as const)('%s needs a positive table_id', (variant) => {
    const payload = variant === 'dine_pf' ? dinePfOrderPayload : dineOtOrderPayload;
    expect(problemPaths({ ...payload, table_id: undefined }, variant)).toContain('table_id');
    expect(problemPaths({ ...payload, table_id: 0 }, variant)).toContain('table_id');
  });

  it('dine_ot needs order_id once the version is above 1, and a positive order_id always', () => {
    expect(problemPaths({ ...dineOtOrderPayload, version: 2 }, 'dine_ot')).toEqual(['order_id']);
    expect(problemPaths({ ...dineOtOrderPayload, version: 2, order_id: 0 }, 'dine_ot')).toContain(
      'order_id',
    );
    expect(problemPaths({ ...dineOtOrderPayload, version: undefined }, 'dine_ot')).toContain(
      'version',
    );
  });

  it.each([
    ['redeemed_loyalty', '-1.00'],
    ['tips_amount', '-0.50'],
  ])('refuses a negative %s', (field, value) => {
    expect(problemPaths({ ...defaultOrderPayload, [field]: value }, 'default')).toContain(field);
  });

  it('refuses a negative payment amount or tip', () => {
    const payment = defaultOrderPayload.payment;
    expect(
      problemPaths({ ...defaultOrderPayload, payment: { ...payment, amount: '-1' } }, 'default'),
    ).toContain('payment.amount');
    expect(
      problemPaths({ ...defaultOrderPayload, payment: { ...payment, tip: '-1' } }, 'default'),
    ).toContain('payment.tip');
  });

  it('needs a payment on a counter or pay-first order, not on an open tab', () => {
    expect(problemPaths({ ...defaultOrderPayload, payment: undefined }, 'default')).toContain(
      'payment',
    );
    expect(problemPaths({ ...dinePfOrderPayload, payment: undefined }, 'dine_pf')).toContain(
      'payment',
    );
    expect(problemPaths({ ...dineOtOrderPayload, payment: undefined }, 'dine_ot')).toEqual([]);
  });

  it('lets the payment be absent when the cart is validated before checkout, nothing else', () => {
    for (const [variant, payload] of [
      ['default', defaultOrderPayload],
      ['dine_pf', dinePfOrderPayload],
    ] as const) {
      expect(
        checkOrderPayload({ ...payload, payment: undefined }, variant, 'validation'),
      ).toMatchObject({ ok: true });
      const empty = checkOrderPayload(
        { ...payload, payment: undefined, items: [] },
        variant,
        'validation',
      );
      expect(empty.ok).toBe(false);
    }
  });

  it.each(['sub_total', 'tax_total', 'total_amount', 'currency', 'source', 'qr_source'])(
    'refuses an empty %s',
    (field) => {
      expect(problemPaths({ ...defaultOrderPayload, [field]: '' }, 'default')).toContain(field);
    },
  );

  it('refuses an amount sent as a number, never reading it through a float', () => {
    expect(problemPaths({ ...defaultOrderPayload, total_amount: 54.88 }, 'default')).toContain(
      'total_amount',
    );
  });

  it.each(['items', 'cartItems'])('refuses empty %s', (field) => {
    expect(problemPaths({ ...defaultOrderPayload, [field]: [] }, 'default')).toEqual([field]);
  });

  it('refuses a payload whose qr_source belongs to another variant', () => {
    expect(problemPaths(dineOtOrderPayload, 'dine_pf')).toContain('qr_source');
    expect(problemPaths(defaultOrderPayload, 'dine_ot')).toContain('qr_source');
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), fc.constantFrom('dine_ot', 'dine_pf', 'default'), (input, v) => {
        const check = checkOrderPayload(input, v);
        expect(typeof check.ok).toBe('boolean');
      }),
    );
  });
});

describe('orderPayloadVariant', () => {
  it('maps the dine-in sources to their own variant and every other to default', () => {
    expect(orderPayloadVariant('dine_ot')).toBe('dine_ot');
    expect(orderPayloadVariant('dine_pf')).toBe('dine_pf');
    for (const source of ['default', 'walk_in', 'scan_and_pay', null, undefined] as const) {
      expect(orderPayloadVariant(source)).toBe('default');
    }
  });
});
