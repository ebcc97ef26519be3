import { describe, expect, it } from 'vitest';
import {
  burgerCartItem,
  burgerOrderItem,
  cheddarModifier,
  defaultOrderPayload,
  dineOtOrderPayload,
  dinePfOrderPayload,
  freeDrinkCartItem,
  freeDrinkOrderItem,
  orderDetails,
  partialRefund,
  partlyRefundedOrder,
  pastOrder,
  runningOrder,
  scanAndPayOrderPayload,
} from '../../../test/fixtures/entities/index';
import {
  cartItemSchema,
  orderDetailsSchema,
  orderItemSchema,
  orderModifierSchema,
  orderPayloadSchema,
  orderSchema,
  orderStatusSchema,
} from '../index';
import { reject, report, withField } from './reject';

describe('cartItemSchema', () => {
  it.each([
    ['a burger with modifiers and a promotion', burgerCartItem],
    ['a placed free item', freeDrinkCartItem],
  ])('accepts %s', (_name, item) => {
    expect(cartItemSchema.parse(item)).toEqual(item);
  });

  it('rejects a count of 0 (a line at 0 is removed, spec: A§4)', () => {
    expect(reject(cartItemSchema, withField(burgerCartItem, 'count', 0)).path).toBe('count');
  });

  it('rejects an empty item note (spec: A§5)', () => {
    expect(reject(cartItemSchema, withField(burgerCartItem, 'itemNote', '   '))).toEqual({
      path: 'itemNote',
      message: 'must not be empty',
    });
  });

  it('rejects a sub_total given as a number', () => {
    expect(reject(cartItemSchema, withField(burgerCartItem, 'sub_total', 100.3)).message).toBe(
      'Invalid input: expected string, received number',
    );
  });
});

describe('orderItemSchema and orderModifierSchema', () => {
  it('accept placed items and modifiers', () => {
    for (const item of [burgerOrderItem, freeDrinkOrderItem])
      expect(orderItemSchema.parse(item)).toEqual(item);
    expect(orderModifierSchema.parse(cheddarModifier)).toEqual(cheddarModifier);
  });

  it('rejects a modifier without its group item id, spelled as the spec spells it', () => {
    expect(
      reject(
        orderModifierSchema,
        withField(cheddarModifier, 'items_modifer_group_item_id', undefined),
      ).path,
    ).toBe('items_modifer_group_item_id');
  });

  it('rejects a quantity that is not a whole number', () => {
    expect(reject(orderItemSchema, withField(burgerOrderItem, 'quantity', 1.5)).message).toContain(
      'expected int',
    );
  });
});

describe('orderSchema', () => {
  it.each([
    ['a running group order', runningOrder],
    ['a past order', pastOrder],
    ['a past order refunded in part', partlyRefundedOrder],
  ])('accepts %s', (_name, order) => {
    expect(orderSchema.parse(order)).toEqual(order);
  });

  it('accepts order details alone', () => {
    expect(orderDetailsSchema.parse(orderDetails)).toEqual(orderDetails);
  });

  it('knows the seven statuses of A§4 and B§4', () => {
    expect(orderStatusSchema.options).toEqual([
      'unconfirmed',
      'confirmed',
      'ready',
      'delivered',
      'rejected',
      'cancelled',
      'payment_in_progress',
    ]);
    expect(reject(orderSchema, withField(runningOrder, 'status', 'preparing')).message).toContain(
      'Invalid option',
    );
  });

  it('rejects a created_at without an offset', () => {
    expect(
      reject(orderSchema, withField(runningOrder, 'created_at', '2026-11-20 18:42')).path,
    ).toBe('created_at');
  });

  it('says what was refunded in amounts, never in numbers, and with at least one refund', () => {
    const refund = partialRefund;
    expect(
      report(orderSchema, { ...partlyRefundedOrder, refund: { ...refund, refunded_amount: 15 } }),
    ).toContain('→ at refund.refunded_amount');
    expect(
      reject(orderSchema, { ...partlyRefundedOrder, refund: { ...refund, refunds: [] } }).path,
    ).toBe('refund.refunds');
    expect(
      reject(orderSchema, { ...partlyRefundedOrder, refund: { ...refund, status: 'voided' } }).path,
    ).toBe('refund.status');
  });

  it('reports a bad total deep in the details with its path', () => {
    const bad = { ...runningOrder, order_details: { ...orderDetails, total_amount: 97.22 } };
    expect(report(orderSchema, bad)).toContain('→ at order_details.total_amount');
  });
});

describe('orderPayloadSchema', () => {
  it.each([
    ['dine_ot', dineOtOrderPayload],
    ['dine_pf', dinePfOrderPayload],
    ['default', defaultOrderPayload],
    ['scan_and_pay', scanAndPayOrderPayload],
  ])('accepts a %s payload', (_name, payload) => {
    expect(orderPayloadSchema.parse(payload)).toEqual(payload);
  });

  it('lets the variant fields be absent', () => {
    expect(orderPayloadSchema.parse(defaultOrderPayload)).not.toHaveProperty('table_id');
  });

  it('rejects money totals given as numbers, and negative ones', () => {
    expect(
      reject(orderPayloadSchema, withField(defaultOrderPayload, 'total_amount', 54.88)),
    ).toEqual({ path: 'total_amount', message: 'Invalid input: expected string, received number' });
    expect(
      reject(orderPayloadSchema, withField(defaultOrderPayload, 'tips_amount', '-1.00')).path,
    ).toBe('tips_amount');
  });

  it('rejects an invalid user e-mail and a covers of 0', () => {
    expect(
      reject(orderPayloadSchema, withField(dineOtOrderPayload, 'user_email', 'layla')),
    ).toEqual({ path: 'user_email', message: 'Please enter a valid email address' });
    expect(reject(orderPayloadSchema, withField(dineOtOrderPayload, 'covers', 0)).path).toBe(
      'covers',
    );
  });

  it('rejects a missing customer', () => {
    expect(
      reject(orderPayloadSchema, withField(defaultOrderPayload, 'customer', undefined)).path,
    ).toBe('customer');
  });
});
