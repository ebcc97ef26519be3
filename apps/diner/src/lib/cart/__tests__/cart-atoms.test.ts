import { CART_EXPIRY_MS, EngineError, type Cart, type Menu } from '@tabula/engine';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentErrorAtom } from '../../errors/error-queue';
import { currentResolvedError } from '@test/support/current-error';
import { STORAGE_KEYS } from '../../storage/keys';
import { toEngineItem } from '../to-engine-item';
import {
  burger,
  burgerLine,
  cartMenu as apiMenu,
  cartOf,
  coffee,
  sidesGroup,
  sizeGroup,
  water,
  waterLine,
} from './fixtures';
import {
  addToCartAtom,
  cartAtom,
  cartPriceChangedAtom,
  clearCartAtom,
  decrementItemAtom,
  orderNoteAtom,
  removeLineAtom,
  repeatLastAtom,
  addAllToCartAtom,
  restoreCartAtom,
  setItemNoteAtom,
  setLineCountAtom,
} from '../cart-atoms';
import { stubStorage, type MemoryStorage } from '@test/support/memory-storage';
import { cartNoticeAtom } from '../cart-notice-atoms';

const T0 = 1_700_000_000_000;
/** Limits no test here reaches. */
const limits = { max_line_quantity: 50, max_order_items: 100 };
// The api-client's declarations widen nested grouped items; the parsed menu is an engine menu.
const cartMenu = apiMenu as unknown as Pick<Menu, 'categories'>;
const regularWithFries = [
  { group_id: sizeGroup.id, id: 5011, count: 1 },
  { group_id: sidesGroup.id, id: 5031, count: 1 },
];
const largeWithFries = [
  { group_id: sizeGroup.id, id: 5012, count: 1 },
  { group_id: sidesGroup.id, id: 5031, count: 1 },
];

function storedCart(local: MemoryStorage): Cart | null {
  const text = local.getItem(STORAGE_KEYS.cart);
  return text === null ? null : (JSON.parse(text) as Cart);
}

describe('cart atoms', () => {
  let local: MemoryStorage;

  beforeEach(() => {
    ({ local } = stubStorage());
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  describe('adding', () => {
    it('adds a plain item, merges the same item and mirrors the cart to local storage', () => {
      const store = createStore();
      const first = store.set(addToCartAtom, {
        item: toEngineItem(water),
        categoryId: 23,
        precision: 2,
        limits,
      });
      vi.setSystemTime(T0 + 1_000);
      const second = store.set(addToCartAtom, {
        item: toEngineItem(water),
        categoryId: 23,
        count: 2,
        precision: 2,
        limits,
      });
      const cart = store.get(cartAtom);
      expect(second).toBe(first);
      expect(cart.lines).toHaveLength(1);
      expect(cart.lines[0]).toMatchObject({ item_id: water.id, count: 3, unit_price: '1.00' });
      expect(cart.updated_at).toBe(T0 + 1_000);
      expect(storedCart(local)).toEqual(cart);
    });

    it('keeps different customisations on separate lines', () => {
      const store = createStore();
      const item = toEngineItem(burger);
      store.set(addToCartAtom, {
        item,
        categoryId: 21,
        modifiers: regularWithFries,
        precision: 2,
        limits,
      });
      store.set(addToCartAtom, {
        item,
        categoryId: 21,
        modifiers: largeWithFries,
        precision: 2,
        limits,
      });
      expect(store.get(cartAtom).lines.map((line) => line.modifiers.map((m) => m.id))).toEqual([
        [5011, 5031],
        [5012, 5031],
      ]);
    });

    it('saves a note trimmed and never an empty one', () => {
      const store = createStore();
      const item = toEngineItem(burger);
      const noted = store.set(addToCartAtom, {
        item,
        categoryId: 21,
        modifiers: regularWithFries,
        note: '  well done ',
        precision: 2,
        limits,
      });
      const blank = store.set(addToCartAtom, {
        item,
        categoryId: 21,
        modifiers: largeWithFries,
        note: '   ',
        precision: 2,
        limits,
      });
      const lines = store.get(cartAtom).lines;
      expect(lines.find((line) => line.id === noted)?.itemNote).toBe('well done');
      expect(lines.find((line) => line.id === blank)?.itemNote).toBeUndefined();
    });

    it('adds the pick of a grouped item under the grouped item', () => {
      const store = createStore();
      store.set(addToCartAtom, {
        item: toEngineItem(coffee),
        categoryId: 22,
        childItemId: 303,
        precision: 2,
        limits,
      });
      expect(store.get(cartAtom).lines[0]).toMatchObject({
        item_id: 303,
        parent_item_id: coffee.id,
        unit_price: '3.80',
      });
    });

    it('refuses a selection the Add gate refuses', () => {
      const store = createStore();
      expect(() =>
        store.set(addToCartAtom, {
          item: toEngineItem(burger),
          categoryId: 21,
          precision: 2,
          limits,
        }),
      ).toThrow(EngineError);
      expect(store.get(cartAtom).lines).toHaveLength(0);
    });
  });

  describe("the outlet's quantity limits", () => {
    const small = { max_line_quantity: 3, max_order_items: 4 };
    const addWater = (store: ReturnType<typeof createStore>, count: number) =>
      store.set(addToCartAtom, {
        item: toEngineItem(water),
        categoryId: 23,
        count,
        precision: 2,
        limits: small,
      });

    it('adds up to the line limit, then refuses with the note and keeps the cart', () => {
      const store = createStore();
      const lineId = addWater(store, 3);
      expect(lineId).not.toBeNull();
      expect(addWater(store, 1)).toBeNull();
      expect(store.get(cartAtom).lines.map((line) => line.count)).toEqual([3]);
      expect(store.get(cartNoticeAtom)).toMatchObject({
        kind: 'quantity_limit',
        reached: { kind: 'line_quantity', limit: 3 },
      });
    });

    it('refuses a count that grows past the order limit, but always lets a count go down', () => {
      const store = createStore();
      const waterLine = addWater(store, 3) ?? '';
      store.set(addToCartAtom, {
        item: toEngineItem(coffee),
        categoryId: 22,
        childItemId: 303,
        precision: 2,
        limits: small,
      });
      const grow = (count: number, limits = small) =>
        store.set(setLineCountAtom, { lineId: waterLine, count, limits });
      expect(grow(4, { max_line_quantity: 10, max_order_items: 4 })).toBe(false);
      expect(store.get(cartNoticeAtom)).toMatchObject({
        reached: { kind: 'order_items', limit: 4 },
      });
      // Limits lowered since the cart was filled: a lower count still goes through.
      expect(grow(2, { max_line_quantity: 1, max_order_items: 1 })).toBe(true);
      expect(store.get(cartAtom).lines[0]?.count).toBe(2);
    });

    it('repeats the last line only within the limits', () => {
      const store = createStore();
      addWater(store, 3);
      expect(store.set(repeatLastAtom, { itemId: water.id, limits: small })).toBe(false);
      expect(store.get(cartAtom).lines[0]?.count).toBe(3);
    });

    it('adds a reorder whole or not at all', () => {
      const store = createStore();
      const input = { item: toEngineItem(water), categoryId: 23, precision: 2, limits: small };
      expect(
        store.set(addAllToCartAtom, [
          { ...input, count: 2 },
          { ...input, count: 2 },
        ]),
      ).toBe(false);
      expect(store.get(cartAtom).lines).toEqual([]);
      expect(
        store.set(addAllToCartAtom, [
          { ...input, count: 1 },
          { ...input, count: 2 },
        ]),
      ).toBe(true);
      expect(store.get(cartAtom).lines.map((line) => line.count)).toEqual([3]);
    });
  });

  describe('changing lines', () => {
    it('sets a count, and a count of 0 removes the line', () => {
      writeCart(local, cartOf([waterLine(), burgerLine()], T0));
      const store = createStore();
      store.set(setLineCountAtom, { lineId: 'water-1', count: 4, limits });
      expect(store.get(cartAtom).lines[0]?.count).toBe(4);
      store.set(setLineCountAtom, { lineId: 'water-1', count: 0, limits });
      expect(store.get(cartAtom).lines.map((line) => line.id)).toEqual(['burger-1']);
      store.set(removeLineAtom, 'burger-1');
      expect(store.get(cartAtom).lines).toHaveLength(0);
      // An empty cart leaves nothing in storage.
      expect(local.getItem(STORAGE_KEYS.cart)).toBeNull();
    });

    it('repeats the last line and blocks a decrement with several customisations', () => {
      writeCart(
        local,
        cartOf([burgerLine(), burgerLine({ id: 'burger-2', last_updated_at: 2_000 })], T0),
      );
      const store = createStore();
      store.set(repeatLastAtom, { itemId: burger.id, limits });
      expect(store.get(cartAtom).lines.map((line) => line.count)).toEqual([1, 2]);
      expect(() => {
        store.set(decrementItemAtom, burger.id);
      }).toThrow(expect.objectContaining({ code: 'MULTIPLE_CUSTOMIZATIONS' }));
    });

    it('saves an item note trimmed, refuses a blank one and deletes with null', () => {
      writeCart(local, cartOf([waterLine()], T0));
      const store = createStore();
      expect(store.set(setItemNoteAtom, { lineId: 'water-1', note: ' cold ' })).toBe(true);
      expect(store.get(cartAtom).lines[0]?.itemNote).toBe('cold');
      expect(store.set(setItemNoteAtom, { lineId: 'water-1', note: '  ' })).toBe(false);
      expect(store.get(cartAtom).lines[0]?.itemNote).toBe('cold');
      expect(store.set(setItemNoteAtom, { lineId: 'water-1', note: null })).toBe(true);
      expect(store.get(cartAtom).lines[0]?.itemNote).toBeNull();
    });

    it('refuses to change or remove a free item', () => {
      writeCart(local, cartOf([waterLine({ is_free_item: true, promotion_id: 9 })], T0));
      const store = createStore();
      expect(() => {
        store.set(setLineCountAtom, { lineId: 'water-1', count: 2, limits });
      }).toThrow(expect.objectContaining({ code: 'FREE_ITEM_LOCKED' }));
      expect(() => {
        store.set(removeLineAtom, 'water-1');
      }).toThrow(expect.objectContaining({ code: 'FREE_ITEM_LOCKED' }));
      expect(store.get(cartAtom).lines).toHaveLength(1);
    });
  });

  describe('order note and clearing', () => {
    it('persists the order note and clears it with the cart', () => {
      writeCart(local, cartOf([waterLine()], T0));
      const store = createStore();
      store.set(orderNoteAtom, 'Pick up at 12');
      expect(createStore().get(orderNoteAtom)).toBe('Pick up at 12');
      store.set(clearCartAtom);
      expect(store.get(cartAtom).lines).toHaveLength(0);
      expect(store.get(orderNoteAtom)).toBe('');
      expect(local.length).toBe(0);
    });

    it('keeps placed dine-in lines when clearing', () => {
      writeCart(local, cartOf([waterLine({ placed_item: true }), burgerLine()], T0));
      const store = createStore();
      store.set(clearCartAtom);
      expect(store.get(cartAtom).lines.map((line) => line.id)).toEqual(['water-1']);
      expect(storedCart(local)?.lines).toHaveLength(1);
    });
  });

  describe('restoring on load', () => {
    it('keeps a matching cart and reports no change', () => {
      const cart = cartOf([waterLine(), burgerLine()], T0);
      writeCart(local, cart);
      const store = createStore();
      const result = store.set(restoreCartAtom, { menu: cartMenu, precision: 2 });
      expect(result).toEqual({ cleared: false, priceChanged: false });
      expect(store.get(cartAtom)).toEqual(cart);
      expect(store.get(currentErrorAtom)).toBeNull();
    });

    it('clears a cart that no longer matches the menu and shows the mismatch message', () => {
      writeCart(local, cartOf([waterLine(), waterLine({ id: 'gone', item_id: 999 })], T0));
      const store = createStore();
      store.set(orderNoteAtom, 'Pick up at 12');
      const result = store.set(restoreCartAtom, { menu: cartMenu, precision: 2 });
      expect(result.cleared).toBe(true);
      expect(store.get(cartAtom).lines).toHaveLength(0);
      expect(local.getItem(STORAGE_KEYS.cart)).toBeNull();
      const error = currentResolvedError(store);
      expect(error?.id).toBe('cart_items_not_in_menu');
      expect(error?.entry.text?.message).toBe(
        'Oops! Items in cart are not part of current available menu.',
      );
      // Only the cart goes: the order note is not part of the menu.
      expect(store.get(orderNoteAtom)).toBe('Pick up at 12');
    });

    it('clears a modifier selection the menu no longer offers', () => {
      const stale = burgerLine({
        modifiers: [{ group_id: sizeGroup.id, id: 5099, count: 1, unit_price: '0.00' }],
      });
      writeCart(local, cartOf([stale], T0));
      const store = createStore();
      expect(store.set(restoreCartAtom, { menu: cartMenu, precision: 2 }).cleared).toBe(true);
      expect(currentResolvedError(store)?.id).toBe('cart_items_not_in_menu');
    });

    it('brings prices up to the menu and remembers that they changed', () => {
      writeCart(local, cartOf([waterLine({ unit_price: '0.80' }), burgerLine()], T0));
      const store = createStore();
      const result = store.set(restoreCartAtom, { menu: cartMenu, precision: 2 });
      expect(result).toEqual({ cleared: false, priceChanged: true });
      expect(store.get(cartAtom).lines[0]?.unit_price).toBe('1.00');
      expect(storedCart(local)?.lines[0]?.unit_price).toBe('1.00');
      expect(store.get(cartPriceChangedAtom)).toBe(true);
    });

    it('drops an expired cart without an error', () => {
      writeCart(local, cartOf([waterLine()], T0 - CART_EXPIRY_MS - 1));
      const store = createStore();
      expect(store.get(cartAtom).lines).toHaveLength(0);
      store.set(restoreCartAtom, { menu: cartMenu, precision: 2 });
      expect(store.get(currentErrorAtom)).toBeNull();
      expect(local.getItem(STORAGE_KEYS.cart)).toBeNull();
    });

    it('drops a cart that expires while the page stays open', () => {
      writeCart(local, cartOf([waterLine()], T0));
      const store = createStore();
      expect(store.get(cartAtom).lines).toHaveLength(1);
      vi.setSystemTime(T0 + CART_EXPIRY_MS + 1);
      expect(store.set(restoreCartAtom, { menu: cartMenu, precision: 2 }).cleared).toBe(true);
      expect(store.get(cartAtom).lines).toHaveLength(0);
    });

    it('restores once per store', () => {
      writeCart(local, cartOf([waterLine({ unit_price: '0.80' })], T0));
      const store = createStore();
      expect(store.set(restoreCartAtom, { menu: cartMenu, precision: 2 }).priceChanged).toBe(true);
      expect(store.set(restoreCartAtom, { menu: { categories: [] }, precision: 2 })).toEqual({
        cleared: false,
        priceChanged: false,
      });
      expect(store.get(cartAtom).lines).toHaveLength(1);
    });
  });
});

function writeCart(local: MemoryStorage, cart: Cart): void {
  local.setItem(STORAGE_KEYS.cart, JSON.stringify(cart));
}
