import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubStorage, type MemoryStorage } from '@test/support/memory-storage';
import { STORAGE_KEYS } from '../../storage/keys';
import { ITEMS, line } from '../../bill/__tests__/fixtures';
import { clearPromotionsAtom } from '../clear-promotions-atom';
import {
  couponAtom,
  finishCouponLookupAtom,
  refuseAppliedCouponAtom,
  startCouponLookupAtom,
} from '../coupon-atoms';
import { freeItemsCartAtom, syncFreeItemsAtom } from '../free-items-atoms';
import { dispatchPromoCodeAtom, promoCodeAtom } from '../promo-code-atoms';

let session: MemoryStorage;
let local: MemoryStorage;
beforeEach(() => {
  ({ session, local } = stubStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const FREE_ONDEH = line('free-6-116', ITEMS.ondeh, 1, { is_free_item: true, promotion_id: 6 });

describe('the applied promo code in session storage (A§4)', () => {
  it('is stored once the check answers valid, in session storage only', () => {
    const store = createStore();
    store.set(dispatchPromoCodeAtom, { type: 'submit', code: 'WELCOME5' });
    expect(session.getItem(STORAGE_KEYS.appliedPromoCode)).toBeNull();
    store.set(dispatchPromoCodeAtom, { type: 'answer', isValid: true });
    expect(session.getItem(STORAGE_KEYS.appliedPromoCode)).toBe('"WELCOME5"');
    expect(local.length).toBe(0);
  });

  it('is never stored for a refused code', () => {
    const store = createStore();
    store.set(dispatchPromoCodeAtom, { type: 'submit', code: 'NOPE' });
    store.set(dispatchPromoCodeAtom, { type: 'answer', isValid: false });
    expect(session.getItem(STORAGE_KEYS.appliedPromoCode)).toBeNull();
  });

  it('comes back applied in a new store of the same tab (a reload)', () => {
    session.setItem(STORAGE_KEYS.appliedPromoCode, '"WELCOME5"');
    expect(createStore().get(promoCodeAtom)).toEqual({ status: 'success', code: 'WELCOME5' });
  });

  it('is dropped when unreadable', () => {
    session.setItem(STORAGE_KEYS.appliedPromoCode, '{broken');
    expect(createStore().get(promoCodeAtom)).toEqual({ status: 'idle' });
    expect(session.getItem(STORAGE_KEYS.appliedPromoCode)).toBeNull();
  });
});

describe('the free-item cart in session storage (A§4)', () => {
  it('follows the engine grant, and an empty grant removes the key', () => {
    const store = createStore();
    store.set(syncFreeItemsAtom, [FREE_ONDEH]);
    expect(JSON.parse(session.getItem(STORAGE_KEYS.freeItemsCart) ?? 'null')).toEqual([FREE_ONDEH]);
    expect(store.get(freeItemsCartAtom)).toEqual([FREE_ONDEH]);
    store.set(syncFreeItemsAtom, []);
    expect(session.getItem(STORAGE_KEYS.freeItemsCart)).toBeNull();
    expect(store.get(freeItemsCartAtom)).toEqual([]);
  });

  it('comes back in a new store of the same tab', () => {
    session.setItem(STORAGE_KEYS.freeItemsCart, JSON.stringify([FREE_ONDEH]));
    expect(createStore().get(freeItemsCartAtom)).toEqual([FREE_ONDEH]);
  });

  it('drops a stored cart of another shape', () => {
    session.setItem(STORAGE_KEYS.freeItemsCart, JSON.stringify([{ id: 3 }]));
    expect(createStore().get(freeItemsCartAtom)).toEqual([]);
    expect(session.getItem(STORAGE_KEYS.freeItemsCart)).toBeNull();
  });
});

describe('clearPromotionsAtom', () => {
  it('forgets the promo code, the coupon and the free items, and their storage', () => {
    const store = createStore();
    store.set(dispatchPromoCodeAtom, { type: 'submit', code: 'WELCOME5' });
    store.set(dispatchPromoCodeAtom, { type: 'answer', isValid: true });
    store.set(syncFreeItemsAtom, [FREE_ONDEH]);
    store.set(startCouponLookupAtom, 'SAVE10');
    store.set(clearPromotionsAtom);
    expect(store.get(promoCodeAtom)).toEqual({ status: 'idle' });
    expect(store.get(freeItemsCartAtom)).toEqual([]);
    expect(store.get(couponAtom)).toEqual({ status: 'idle' });
    expect(session.length).toBe(0);
  });
});

describe('coupon atoms', () => {
  const discount = {
    discount_id: 31,
    discount_name: 'SAVE10',
    discount_type: 'PERCENTAGE' as const,
    discount_rate: '10',
    min_order_amount: null,
    on_total: false,
    applied_from_pos: false,
    promotion_id: null,
  };

  it('drops a lookup answer for a code that is no longer looked up', () => {
    const store = createStore();
    store.set(startCouponLookupAtom, 'SAVE10');
    store.set(startCouponLookupAtom, 'TAKE5');
    store.set(finishCouponLookupAtom, { status: 'applied', code: 'SAVE10', discount });
    expect(store.get(couponAtom)).toEqual({ status: 'loading', code: 'TAKE5' });
  });

  it('takes the applied coupon off with the reason when the bill refuses it', () => {
    const store = createStore();
    store.set(startCouponLookupAtom, 'SAVE10');
    store.set(finishCouponLookupAtom, { status: 'applied', code: 'SAVE10', discount });
    store.set(refuseAppliedCouponAtom, {
      kind: 'rule',
      reason: 'below_min_order_amount',
      amount: '25.00',
    });
    expect(store.get(couponAtom)).toEqual({
      status: 'rejected',
      code: 'SAVE10',
      problem: { kind: 'rule', reason: 'below_min_order_amount', amount: '25.00' },
    });
  });
});
