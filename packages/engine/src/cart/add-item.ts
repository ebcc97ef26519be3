import { EngineError } from '../errors/engine-error';
import { getItemPrice } from '../menu/get-item-price';
import type { MenuItem, Tax } from '../menu/types';
import { getSelectionProblems } from '../modifiers/get-selection-problems';
import { isGroupedItem } from '../modifiers/is-grouped-item';
import { resolveGroupedItem } from '../modifiers/resolve-grouped-item';
import { toSelectedModifiers } from '../modifiers/to-selected-modifiers';
import type { ModifierChoice } from '../modifiers/types';
import { assertTimestamp } from './assert-timestamp';
import { getLineKey } from './get-line-key';
import { isLineEditable } from './is-line-editable';
import type { Cart, CartLine } from './types';

/** What the diner adds: an item as listed in a category, with its pick and modifiers. */
export interface AddItemInput {
  /** The id for the new line; unused when the addition merges into an existing line. */
  line_id: string;
  /** The item as listed in its category (for a grouped item, the grouped item). */
  item: MenuItem;
  category_id: number;
  /** For a grouped item: the id of the nested item picked. */
  child_item_id?: number | null;
  modifiers?: readonly ModifierChoice[];
  /** Units to add, a positive integer; 1 by default. */
  count?: number;
  customer?: number | null;
  sapaad_customer_id?: number | null;
  /**
   * The menu's taxes, for an item that lists none of its own (nor, for a pick, its grouped item
   * does): our choice, the way the server prices such a line. An empty list means untaxed.
   */
  menu_taxes?: readonly Tax[];
}

/**
 * Adds an item to the cart ("add new"): when an editable line with the same item, customer and
 * modifier selection (in any order) exists, its count grows; otherwise a new line is appended
 * with price snapshots from the menu. The selection must pass the Add gate.
 *
 * @param cart - the cart
 * @param input - the item, category, pick, modifiers, count and the id for a new line
 * @param options - `now` (epoch milliseconds) and the currency `precision`
 * @returns the new cart
 * @throws EngineError INVALID_SELECTION (Add gate fails or a grouped item without its pick), UNKNOWN_ITEM, UNKNOWN_MODIFIER, INVALID_QUANTITY, DUPLICATE_LINE, INVALID_TIMESTAMP, price errors
 * @example
 * ```ts
 * let cart = createCart(now);
 * cart = addItem(cart, { line_id: 'a', item: burger, category_id: 1 }, { now, precision: 2 });
 * cart = addItem(cart, { line_id: 'b', item: burger, category_id: 1 }, { now, precision: 2 });
 * cart.lines.length; // 1, with count 2
 * ```
 */
export function addItem(
  cart: Cart,
  input: AddItemInput,
  options: { now: number; precision: number },
): Cart {
  const now = assertTimestamp(options.now);
  const count = input.count ?? 1;
  if (!Number.isInteger(count) || count < 1) throw new EngineError('INVALID_QUANTITY', { count });
  const childId = input.child_item_id ?? null;
  if (isGroupedItem(input.item) && childId === null) {
    throw new EngineError('INVALID_SELECTION', {
      item_id: input.item.id,
      problem: 'grouped_item_pick_missing',
    });
  }
  if (!isGroupedItem(input.item) && childId !== null) {
    throw new EngineError('UNKNOWN_ITEM', { item_id: childId, parent_item_id: input.item.id });
  }
  const item = childId === null ? input.item : resolveGroupedItem(input.item, childId);
  const choices = input.modifiers ?? [];
  const problems = getSelectionProblems(item.groups ?? [], choices);
  if (problems.length > 0) {
    throw new EngineError('INVALID_SELECTION', { item_id: item.id, problems });
  }
  const candidate: CartLine = {
    id: input.line_id,
    item_id: item.id,
    category_id: input.category_id,
    count,
    unit_price: getItemPrice(item, options.precision),
    modifiers: toSelectedModifiers(item, choices, options.precision),
    taxes: (item.taxes ?? input.menu_taxes ?? []).map((tax) => ({ ...tax })),
    last_updated_at: now,
    ...(childId === null ? {} : { parent_item_id: input.item.id }),
    ...(input.customer === undefined ? {} : { customer: input.customer }),
    ...(input.sapaad_customer_id === undefined
      ? {}
      : { sapaad_customer_id: input.sapaad_customer_id }),
  };
  const key = getLineKey(candidate);
  const index = cart.lines.findIndex((line) => isLineEditable(line) && getLineKey(line) === key);
  if (index >= 0) {
    return {
      lines: cart.lines.map((line, at) =>
        at === index ? { ...line, count: line.count + count, last_updated_at: now } : line,
      ),
      updated_at: now,
    };
  }
  if (cart.lines.some((line) => line.id === input.line_id)) {
    throw new EngineError('DUPLICATE_LINE', { line_id: input.line_id });
  }
  return { lines: [...cart.lines, candidate], updated_at: now };
}
