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
import { addToCartAtom, cartAtom, clearCartAtom, orderNoteAtom } from '@/lib/cart/cart-atoms';
import { closedOrderPopupAtom, closeOrderPopupAtom } from '@/lib/order-status/order-popup-atoms';
import { dispatchPromoCodeAtom, promoCodeAtom } from '@/lib/promotions/promo-code-atoms';
import { holdStoredStateAtom, storedStateDiffers } from '../stored-state';

const T0 = 1_700_000_000_000;

/** A bottle of water, as the menu adds it to the cart. */
function waterLine() {
  return {
    item: toEngineItem(water),
    categoryId: 23,
    precision: 2,
    limits: { max_line_quantity: 50, max_order_items: 100 },
  };
}

/** A visit that stored one of everything the first render reads, through the app's own atoms. */
function storeEverything(): void {
  const visit = createStore();
  visit.set(addToCartAtom, waterLine());
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

  it('a store that held nothing reads storage when it first needs a value', () => {
    expect(shown(createStore())).toEqual(STORED);
  });

  it('a held store shows what the server draws: nothing stored', () => {
    const store = createStore();
    store.set(holdStoredStateAtom);
    expect(shown(store)).toEqual(EMPTY);
  });

  it('tells a browser whose storage the first render reads from one that stores nothing of it', () => {
    expect(storedStateDiffers()).toBe(true);
    stubStorage();
    expect(storedStateDiffers()).toBe(false);
  });

  it.each([
    ['the cart', (store: ReturnType<typeof createStore>) => store.set(addToCartAtom, waterLine())],
    [
      'the order note',
      (store: ReturnType<typeof createStore>) => {
        store.set(orderNoteAtom, 'x');
      },
    ],
    [
      'a dietary filter',
      (store: ReturnType<typeof createStore>) => {
        store.set(setDietaryFiltersAtom, new Set(['vegetarian'] as const));
      },
    ],
    [
      'a closed announcement',
      (store: ReturnType<typeof createStore>) => {
        store.set(closeAnnouncementAtom, 'banner:41');
      },
    ],
    [
      'the closed order popup',
      (store: ReturnType<typeof createStore>) => {
        store.set(closeOrderPopupAtom, 9001);
      },
    ],
  ])('%s alone is enough to draw afresh', (_name, change) => {
    stubStorage();
    change(createStore());
    expect(storedStateDiffers()).toBe(true);
  });

  it('a cart emptied again, filters turned off again, store nothing the first render draws', () => {
    stubStorage();
    const store = createStore();
    store.set(addToCartAtom, waterLine());
    store.set(setDietaryFiltersAtom, new Set(['vegetarian'] as const));
    store.set(setDietaryFiltersAtom, new Set());
    store.set(clearCartAtom);
    expect(storedStateDiffers()).toBe(false);
  });

  it('holding reads and writes no storage', () => {
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
