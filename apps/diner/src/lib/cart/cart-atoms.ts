import {
  addItem,
  clearCart,
  createCart,
  decrementItem,
  isCartExpired,
  isItemNoteValid,
  refreshCartPrices,
  rematchCart,
  removeLine,
  repeatLast,
  setItemNote,
  setLineCount,
  type Cart,
  type Menu,
  type MenuItem,
  type ModifierChoice,
  type OutletTime,
  type QuantityLimits,
  type Tax,
} from '@tabula/engine';
import { atom, type Getter, type Setter } from 'jotai';
import { showErrorAtom } from '../errors/error-queue';
import { atomWithStored } from '../storage/stored-atom';
import { limitBroken } from './cart-limits';
import { freeItemsCartAtom } from '../promotions/free-items-atoms';
import { showCartNoticeAtom } from './cart-notice-atoms';
import {
  clearStoredOrderNote,
  readStoredCart,
  readStoredOrderNote,
  writeStoredCart,
  writeStoredOrderNote,
} from './cart-storage';

// The clock is read here, in the app layer; the engine takes "now" as a parameter.
const now = (): number => Date.now();

// getRandomValues, not randomUUID: the latter needs a secure context, and a phone on a LAN address
// during development has none.
function newLineId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The cart, as local storage mirrors it (A§4); read when a store first needs it. */
export const storedCart = atomWithStored<Cart>(
  () => readStoredCart(now()) ?? createCart(now()),
  () => createCart(now()),
  (cart) => cart.lines.length === 0,
);
/** The order note, as local storage keeps it beside the cart. */
export const storedOrderNote = atomWithStored<string>(
  () => readStoredOrderNote(now()),
  () => '',
  (note) => note === '',
);
const baseCartAtom = storedCart.base;
const baseOrderNoteAtom = storedOrderNote.base;
const priceChangedAtom = atom(false);
const restoredAtom = atom(false);

function commit(set: Setter, cart: Cart): void {
  // spec: A§4 Cart, the cart is mirrored to local storage.
  writeStoredCart(cart);
  set(baseCartAtom, cart);
}

function current(get: Getter): Cart {
  return get(baseCartAtom);
}

/**
 * Whether a grown cart breaks the outlet's quantity limits (the server's own check): if so the
 * note says which limit, and the caller keeps the cart as it was.
 */
function refuseGrowth(get: Getter, set: Setter, grown: Cart, limits: QuantityLimits): boolean {
  const reached = limitBroken(grown, get(freeItemsCartAtom), limits);
  if (reached === null) return false;
  set(showCartNoticeAtom, { kind: 'quantity_limit', reached });
  return true;
}

function clearLines(get: Getter, set: Setter): void {
  const cleared = clearCart(current(get), now());
  // Placed dine-in lines stay (engine clearCart); an empty cart removes the stored copy.
  writeStoredCart(cleared);
  set(baseCartAtom, cleared);
  set(priceChangedAtom, false);
}

/** The cart (engine `Cart`: lines and updated_at); change it through the action atoms below. */
export const cartAtom = atom((get) => get(baseCartAtom));

/** True once the stored cart was re-matched to the menu (see {@link restoreCartAtom}). */
export const cartRestoredAtom = atom((get) => get(restoredAtom));

/** True when restoring the cart brought any line up to a changed menu price. */
export const cartPriceChangedAtom = atom((get) => get(priceChangedAtom));

/** Forgets the price-changed flag once the diner saw the notice. */
export const dismissPriceChangedAtom = atom(null, (_get, set) => {
  set(priceChangedAtom, false);
});

/** What the diner adds from the menu: an item as listed in a category, with its pick and modifiers. */
export interface AddToCartInput {
  /** The item as listed in its category (for a grouped item, the grouped item). */
  item: MenuItem;
  categoryId: number;
  /** For a grouped item: the nested item picked. */
  childItemId?: number | null;
  modifiers?: readonly ModifierChoice[];
  /** Units to add; 1 by default. */
  count?: number;
  /** The item note; a blank note is not saved. */
  note?: string;
  /** The currency precision (company decimal_precision). */
  precision: number;
  /** The menu's taxes, for an item that lists none of its own (the engine's menu_taxes). */
  menuTaxes?: readonly Tax[];
  /** The outlet's quantity limits (outlet.order_limits). */
  limits: QuantityLimits;
}

/** Adds one item to a cart (the engine merges it into an identical line); returns where it landed. */
function addOne(before: Cart, input: AddToCartInput, at: number): { cart: Cart; landedId: string } {
  const lineId = newLineId();
  let cart = addItem(
    before,
    {
      line_id: lineId,
      item: input.item,
      category_id: input.categoryId,
      ...(input.childItemId === undefined ? {} : { child_item_id: input.childItemId }),
      ...(input.modifiers === undefined ? {} : { modifiers: input.modifiers }),
      ...(input.count === undefined ? {} : { count: input.count }),
      ...(input.menuTaxes === undefined ? {} : { menu_taxes: input.menuTaxes }),
    },
    { now: at, precision: input.precision },
  );
  const landed =
    cart.lines.find((line) => line.id === lineId) ??
    cart.lines.find((line, index) => line.count !== before.lines[index]?.count);
  const landedId = landed?.id ?? lineId;
  // spec: A§5 Cart and ordering, an item note cannot be saved empty.
  // our choice: a note given with an addition that merges into an identical line replaces that
  // line's note (lines are identified by item and modifiers, not by note).
  if (input.note !== undefined && isItemNoteValid(input.note)) {
    cart = setItemNote(cart, landedId, input.note, at);
  }
  return { cart, landedId };
}

/**
 * Adds an item ("add new"; the engine merges it into an identical line). Returns the id of the
 * line it landed on, or null when the outlet's quantity limits refuse it (the note says which;
 * the cart stays as it was). Throws the engine's errors (an invalid selection never reaches
 * here: the Add button is gated by the engine).
 */
export const addToCartAtom = atom(null, (get, set, input: AddToCartInput): string | null => {
  const { cart, landedId } = addOne(current(get), input, now());
  if (refuseGrowth(get, set, cart, input.limits)) return null;
  commit(set, cart);
  return landedId;
});

/**
 * Adds several items at once (a reorder), all or none: when the outlet's quantity limits refuse
 * the result, nothing is added and the note says which limit. Returns whether they were added.
 */
export const addAllToCartAtom = atom(
  null,
  (get, set, inputs: readonly AddToCartInput[]): boolean => {
    const at = now();
    let cart = current(get);
    for (const input of inputs) cart = addOne(cart, input, at).cart;
    const limits = inputs[0]?.limits;
    if (limits !== undefined && refuseGrowth(get, set, cart, limits)) return false;
    commit(set, cart);
    return true;
  },
);

/**
 * "Repeat last": one more of the diner's most recently changed line of a menu card's item.
 * Returns false when the outlet's quantity limits refuse it (the note says which).
 */
export const repeatLastAtom = atom(
  null,
  (get, set, { itemId, limits }: { itemId: number; limits: QuantityLimits }): boolean => {
    const grown = repeatLast(current(get), itemId, now());
    if (refuseGrowth(get, set, grown, limits)) return false;
    commit(set, grown);
    return true;
  },
);

/**
 * Lowers a menu card's item by one. Throws the engine's MULTIPLE_CUSTOMIZATIONS when the diner
 * has several lines of it (check hasMultipleCustomizations first).
 */
export const decrementItemAtom = atom(null, (get, set, itemId: number) => {
  commit(set, decrementItem(current(get), itemId, now()));
});

/**
 * Sets a line's count; 0 removes the line (A§4). Free and placed lines refuse (engine). A count
 * that grows past the outlet's quantity limits is refused with the note (returns false); a
 * lower count always goes through, even in a cart above limits lowered since.
 */
export const setLineCountAtom = atom(
  null,
  (
    get,
    set,
    { lineId, count, limits }: { lineId: string; count: number; limits: QuantityLimits },
  ): boolean => {
    const before = current(get);
    const grown = setLineCount(before, lineId, count, now());
    const was = before.lines.find((line) => line.id === lineId)?.count ?? 0;
    if (count > was && refuseGrowth(get, set, grown, limits)) return false;
    commit(set, grown);
    return true;
  },
);

/** Removes a line. Free and placed lines refuse (engine). */
export const removeLineAtom = atom(null, (get, set, lineId: string) => {
  commit(set, removeLine(current(get), lineId, now()));
});

/**
 * Saves a line's item note (trimmed) or deletes it with null. A blank note is never saved: the
 * call then changes nothing and returns false.
 */
export const setItemNoteAtom = atom(
  null,
  (get, set, { lineId, note }: { lineId: string; note: string | null }): boolean => {
    // spec: A§5 Cart and ordering, an item note cannot be saved empty.
    if (note !== null && !isItemNoteValid(note)) return false;
    commit(set, setItemNote(current(get), lineId, note, now()));
    return true;
  },
);

/** The order note (non-dine-in orders), persisted in local storage (A§4). */
export const orderNoteAtom = atom(
  (get) => get(baseOrderNoteAtom),
  (_get, set, note: string) => {
    writeStoredOrderNote(note, now());
    set(baseOrderNoteAtom, note);
  },
);

/**
 * Clears the cart and the order note and their storage (after a successful placement or when the
 * session clears, A§4). Placed dine-in lines stay (engine clearCart).
 */
export const clearCartAtom = atom(null, (get, set) => {
  clearLines(get, set);
  clearStoredOrderNote();
  set(baseOrderNoteAtom, '');
});

/** What restoring needs: the current menu, the currency precision and the outlet's day and time. */
export interface CartRestoreInput {
  menu: Pick<Menu, 'categories' | 'taxes'>;
  precision: number;
  /** The outlet's day and time, to check category schedules; omit to skip them. */
  outletTime?: OutletTime;
}

/** The outcome of a restore. */
export interface CartRestoreResult {
  /** The stored cart had expired or no longer matched the menu, and was cleared. */
  cleared: boolean;
  /** A line's price changed to the menu's current one. */
  priceChanged: boolean;
}

/**
 * On load: drops an expired cart, re-matches the cart to the current menu (a mismatch clears it
 * and shows 'Oops! Items in cart are not part of current available menu.'), and refreshes its
 * prices, remembering whether any changed. Runs once per store; later calls change nothing.
 */
export const restoreCartAtom = atom(
  null,
  (get, set, { menu, precision, outletTime }: CartRestoreInput): CartRestoreResult => {
    const nothing = { cleared: false, priceChanged: false };
    if (get(restoredAtom)) return nothing;
    set(restoredAtom, true);
    const at = now();
    const stored = current(get);
    if (stored.lines.length === 0) return nothing;
    // spec: A§4 Cart, a cart older than 4 hours is expired.
    if (isCartExpired(stored, at)) {
      clearLines(get, set);
      return { cleared: true, priceChanged: false };
    }
    // spec: A§4 Cart, re-matched on load by id and modifier selection; any mismatch clears it.
    const matched = rematchCart(stored, menu, outletTime);
    if (!matched.ok) {
      // our choice: a mismatch clears the cart only; the order note stays (A§4 names the cart).
      clearLines(get, set);
      set(showErrorAtom, { id: 'cart_items_not_in_menu' });
      return { cleared: true, priceChanged: false };
    }
    const refreshed = refreshCartPrices(matched.cart, menu, precision);
    if (refreshed.changed) commit(set, refreshed.cart);
    set(priceChangedAtom, refreshed.changed);
    return { cleared: false, priceChanged: refreshed.changed };
  },
);
