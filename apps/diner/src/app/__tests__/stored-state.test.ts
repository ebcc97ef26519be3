import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubStorage } from '@test/support/memory-storage';
import {
  dietaryFiltersAtom,
  setDietaryFiltersAtom,
} from '@/features/menu/state/dietary-filter-atoms';
import { closeAnnouncementAtom, closedAnnouncementsAtom } from '@/features/shell/state/shell-atoms';
import { toEngineItem } from '@/lib/cart/to-engine-item';
import { water } from '@/lib/cart/__tests__/fixtures';
import { addToCartAtom, cartAtom, orderNoteAtom } from '@/lib/cart/cart-atoms';
import { closedOrderPopupAtom, closeOrderPopupAtom } from '@/lib/order-status/order-popup-atoms';
import { dispatchPromoCodeAtom, promoCodeAtom } from '@/lib/promotions/promo-code-atoms';
import { holdStoredStateAtom, restoreStoredStateAtom } from '../stored-state';

const T0 = 1_700_000_000_000;

/** A visit that stored one of everything the first render reads, through the app's own atoms. */
function storeEverything(): void {
  const visit = createStore();
  visit.set(addToCartAtom, {
    item: toEngineItem(water),
    categoryId: 23,
    precision: 2,
    limits: { max_line_quantity: 50, max_order_items: 100 },
  });
  visit.set(orderNoteAtom, 'No ice, please');
  visit.set(dispatchPromoCodeAtom, { type: 'submit', code: 'WELCOME5' });
  visit.set(dispatchPromoCodeAtom, { type: 'answer', isValid: true });
  visit.set(setDietaryFiltersAtom, new Set(['vegetarian'] as const));
  visit.set(closeAnnouncementAtom, 'banner:41');
  visit.set(closeOrderPopupAtom, 9001);
}

/** What a store shows of the stored values. */
function shown(store: ReturnType<typeof createStore>) {
  return {
    cartLines: store.get(cartAtom).lines.map((line) => line.item_id),
    note: store.get(orderNoteAtom),
    promoCode: store.get(promoCodeAtom),
    dietary: [...store.get(dietaryFiltersAtom)],
    closedAnnouncements: store.get(closedAnnouncementsAtom),
    closedPopup: store.get(closedOrderPopupAtom),
  };
}

const EMPTY = {
  cartLines: [],
  note: '',
  promoCode: { status: 'idle' },
  dietary: [],
  closedAnnouncements: [],
  closedPopup: null,
};

const STORED = {
  cartLines: [water.id],
  note: 'No ice, please',
  promoCode: { status: 'success', code: 'WELCOME5' },
  dietary: ['vegetarian'],
  closedAnnouncements: ['banner:41'],
  closedPopup: 9001,
};

describe('stored state around a server-rendered first paint (ADR 0012)', () => {
  beforeEach(() => {
    stubStorage();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    storeEverything();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('a store that held nothing reads storage when it first needs a value; restoring changes nothing', () => {
    const store = createStore();
    expect(shown(store)).toEqual(STORED);
    const cart = store.get(cartAtom);
    store.set(restoreStoredStateAtom);
    expect(store.get(cartAtom)).toBe(cart);
  });

  it('a held store shows what the server drew (nothing stored), then the stored values once restored', () => {
    const store = createStore();
    store.set(holdStoredStateAtom);
    expect(shown(store)).toEqual(EMPTY);
    store.set(restoreStoredStateAtom);
    expect(shown(store)).toEqual(STORED);
  });

  it('restores once: what the diner changed after the first render is not read back over', () => {
    const store = createStore();
    store.set(holdStoredStateAtom);
    store.set(restoreStoredStateAtom);
    store.set(setDietaryFiltersAtom, new Set());
    store.set(restoreStoredStateAtom);
    expect(store.get(dietaryFiltersAtom).size).toBe(0);
  });

  it('holding reads and writes no storage: the values stay stored for the restore', () => {
    const { local, session } = stubStorage();
    storeEverything();
    const before = { local: local.length, session: session.length };
    const store = createStore();
    store.set(holdStoredStateAtom);
    shown(store);
    expect({ local: local.length, session: session.length }).toEqual(before);
    expect(before.local).toBeGreaterThan(0);
    expect(before.session).toBeGreaterThan(0);
  });
});
