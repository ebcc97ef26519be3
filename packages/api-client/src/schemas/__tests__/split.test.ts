import { describe, expect, it } from 'vitest';
import {
  burgerSplitItem,
  dineInState,
  equalSplitBillData,
  equalSplitDetails,
  equalSplitEntry,
  equalSplitQueue,
  idleDineInState,
  localStorageData,
  manualSplitBillData,
  manualSplitEntry,
  noSplitDetails,
  orderBillState,
  paidSplitEntry,
  sessionFlags,
  storedCart,
  storedClientData,
  tableJoinRequest,
} from '../../../test/fixtures/entities/index';
import {
  STORAGE_AREAS,
  STORAGE_KEYS,
  dineInStateSchema,
  equalSplitBillDataSchema,
  equalSplitQueueSchema,
  localStorageDataSchema,
  manualSplitBillDataSchema,
  orderBillStateSchema,
  paymentModeSchema,
  paymentPreferenceSchema,
  sessionFlagsSchema,
  splitBillEntrySchema,
  splitItemSchema,
  splitPaymentDetailsSchema,
  splitTypeSchema,
  storedCartSchema,
  storedClientDataSchema,
  tableJoinRequestSchema,
  tableJoinStatusSchema,
  waiterStatusSchema,
} from '../index';
import { reject, withField } from './reject';

describe('split schemas', () => {
  it('accept split entries, items, details and the queue', () => {
    for (const entry of [manualSplitEntry, equalSplitEntry, paidSplitEntry])
      expect(splitBillEntrySchema.parse(entry)).toEqual(entry);
    expect(splitItemSchema.parse(burgerSplitItem)).toEqual(burgerSplitItem);
    for (const details of [equalSplitDetails, noSplitDetails])
      expect(splitPaymentDetailsSchema.parse(details)).toEqual(details);
    expect(equalSplitQueueSchema.parse(equalSplitQueue)).toEqual(equalSplitQueue);
  });

  it('know the split types and payment preferences', () => {
    expect(splitTypeSchema.options).toEqual(['none', 'equal', 'manual']);
    expect(paymentPreferenceSchema.options).toEqual(['full', 'split']);
  });

  it('reject a split count of 100 (spec: B§5, at most 99)', () => {
    expect(reject(splitPaymentDetailsSchema, { ...equalSplitDetails, split_count: 100 })).toEqual({
      path: 'split_count',
      message: 'split count is at most 99',
    });
  });

  it('reject an unknown split payment status and a price given as a number', () => {
    expect(
      reject(splitBillEntrySchema, withField(equalSplitEntry, 'payment_status', 'paid')).path,
    ).toBe('payment_status');
    const issue = reject(splitBillEntrySchema, {
      ...manualSplitEntry,
      items: [{ ...burgerSplitItem, price: 50.15 }],
    });
    expect(issue).toEqual({
      path: 'items.0.price',
      message: 'Invalid input: expected string, received number',
    });
  });

  it('rejects a negative user id in the queue', () => {
    expect(reject(equalSplitQueueSchema, [{ user_id: -1, paid: false }]).path).toBe('0.user_id');
  });
});

describe('dine-in schemas', () => {
  it('accept the dine-in and order-bill states and a join request', () => {
    for (const state of [dineInState, idleDineInState])
      expect(dineInStateSchema.parse(state)).toEqual(state);
    expect(orderBillStateSchema.parse(orderBillState)).toEqual(orderBillState);
    expect(tableJoinRequestSchema.parse(tableJoinRequest)).toEqual(tableJoinRequest);
  });

  it('know the waiter, table join and payment mode values of B§4', () => {
    expect(waiterStatusSchema.options).toEqual([
      'idle',
      'requested',
      'waiting',
      'ack',
      'timeout',
      'failed',
    ]);
    expect(tableJoinStatusSchema.options).toEqual([
      'unavailable',
      'requested',
      'approved',
      'rejected',
      'joined',
    ]);
    expect(paymentModeSchema.options).toEqual(['all', 'self']);
  });

  it('rejects a join request with five items (spec: B§5, at most 4)', () => {
    const item = { id: 1001, name: 'Classic Burger', count: 1 };
    expect(
      reject(tableJoinRequestSchema, { customer_id: 1, items: [item, item, item, item, item] }),
    ).toEqual({ path: 'items', message: 'a join request carries at most 4 items' });
  });

  it('rejects an unknown waiter status', () => {
    expect(reject(dineInStateSchema, withField(dineInState, 'waiterStatus', 'busy')).path).toBe(
      'waiterStatus',
    );
  });
});

describe('stored client data', () => {
  it('accepts what the app stores', () => {
    expect(storedCartSchema.parse(storedCart)).toEqual(storedCart);
    expect(localStorageDataSchema.parse(localStorageData)).toEqual(localStorageData);
    expect(equalSplitBillDataSchema.parse(equalSplitBillData)).toEqual(equalSplitBillData);
    expect(manualSplitBillDataSchema.parse(manualSplitBillData)).toEqual(manualSplitBillData);
    expect(sessionFlagsSchema.parse(sessionFlags)).toEqual(sessionFlags);
    expect(storedClientDataSchema.parse(storedClientData)).toEqual(storedClientData);
  });

  it('accepts empty storage', () => {
    expect(sessionFlagsSchema.parse({})).toEqual({});
    expect(localStorageDataSchema.parse({})).toEqual({});
  });

  it('rejects a flag stored as a string and a stored price as a number', () => {
    expect(reject(sessionFlagsSchema, { paymentFailed: 'true' }).path).toBe('paymentFailed');
    const line = storedCart.lines[0];
    expect(
      reject(storedCartSchema, { ...storedCart, lines: [{ ...line, unit_price: 42 }] }).path,
    ).toBe('lines.0.unit_price');
  });

  it('rejects a selected split number of 0', () => {
    expect(
      reject(equalSplitBillDataSchema, { ...equalSplitBillData, selectedSplitNumber: 0 }).path,
    ).toBe('selectedSplitNumber');
  });

  it('names every storage key once and places each in local or session storage', () => {
    const keys = Object.values(STORAGE_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(STORAGE_AREAS).sort()).toEqual([...keys].sort());
    expect(keys).toEqual(
      expect.arrayContaining(['is_guest', 'free_items_cart', 'applied_promo_code']),
    );
    expect(STORAGE_AREAS.cart).toBe('local');
    expect(STORAGE_AREAS.paymentFailed).toBe('session');
  });
});
