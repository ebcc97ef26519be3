import type { CartItem, Menu, MenuItem, Order } from '@tabula/api-client';
import {
  addItem,
  createCart,
  findMenuItem,
  isOutOfStock,
  matchLine,
  toAmount,
  type Cart,
  type CartLine,
  type CartMismatchReason,
  type ModifierChoice,
  type OutOfStockItem,
} from '@tabula/engine';
import { reorderParent } from './reorder-parent';
import { reorderSelection } from './reorder-selection';

/** One past line that can go back into the cart, as the cart's add action takes it. */
export interface ReorderLine {
  /** The item as listed in its category (for a pick, the grouped item). */
  item: MenuItem;
  categoryId: number;
  /** For a pick of a grouped item: the pick's id; else null. */
  childItemId: number | null;
  modifiers: ModifierChoice[];
  count: number;
  /** The line's item note, when it had one. */
  note?: string;
}

/** Why a past line cannot be ordered again. */
export type ReorderMissReason = CartMismatchReason | 'sold_out' | 'not_orderable';

/** A past line that cannot be ordered again, and why. */
export interface ReorderMiss {
  name: string;
  itemId: number;
  reason: ReorderMissReason;
}

/** What a reorder can do: every line, some of them, or none. */
export interface ReorderPlan {
  outcome: 'all' | 'partial' | 'none';
  lines: ReorderLine[];
  missing: ReorderMiss[];
}

/** What the plan is checked against: the current menu, its stock and the currency precision. */
export interface ReorderMenu {
  menu: Pick<Menu, 'categories' | 'taxes'>;
  outOfStock: readonly OutOfStockItem[];
  precision: number;
}

function candidateLine(item: CartItem, parentId: number | null, zero: string): CartLine {
  return {
    id: item.cart_id,
    item_id: item.id,
    category_id: item.category_id,
    count: item.count,
    unit_price: zero,
    modifiers: reorderSelection(item).map((choice) => ({ ...choice, unit_price: zero })),
    taxes: [],
    last_updated_at: 0,
    parent_item_id: parentId,
  };
}

function isSoldOut(line: CartLine, outOfStock: readonly OutOfStockItem[]): boolean {
  // spec: A§4 Reorder, an item that is sold out now is not available; a pick is sold out with
  // its grouped item.
  return (
    isOutOfStock(outOfStock, line.item_id, line.category_id) ||
    (line.parent_item_id !== null &&
      line.parent_item_id !== undefined &&
      isOutOfStock(outOfStock, line.parent_item_id, line.category_id))
  );
}

/**
 * Re-matches each line of a past order to the current menu, the way the cart re-matches a stored
 * cart on load (engine matchLine: category, item, pick, every modifier and the groups' limits),
 * then checks the stock and that the engine's add accepts it. Free items of promotions are not
 * reordered: the promotions add them again when they apply.
 *
 * @param order - the past order
 * @param current - the current menu, its out-of-stock items and the currency precision
 * @returns 'all' with every line to add, else 'partial' or 'none' with the lines that failed
 * @example
 * ```ts
 * planReorder(pastOrder, { menu, outOfStock: [], precision: 2 }).outcome; // 'all'
 * ```
 */
export function planReorder(
  order: Pick<Order, 'order_details'>,
  current: ReorderMenu,
): ReorderPlan {
  const zero = toAmount('0', current.precision);
  const lines: ReorderLine[] = [];
  const missing: ReorderMiss[] = [];
  // A scratch cart: each line must pass the same engine add the cart will run.
  let scratch: Cart = createCart(0);
  for (const past of order.order_details.cartItems) {
    if (past.is_free_item) continue;
    const miss = (reason: ReorderMissReason) => {
      missing.push({ name: past.name, itemId: past.id, reason });
    };
    const parentId = reorderParent(past, current.menu);
    const candidate = candidateLine(past, parentId, zero);
    const match = matchLine(candidate, current.menu);
    if (!match.ok) {
      miss(match.mismatch.reason);
      continue;
    }
    if (isSoldOut(candidate, current.outOfStock)) {
      miss('sold_out');
      continue;
    }
    const listed = findMenuItem(current.menu.categories, past.category_id, parentId ?? past.id);
    if (listed === undefined) {
      miss('item_missing');
      continue;
    }
    const line: ReorderLine = {
      item: listed as MenuItem,
      categoryId: past.category_id,
      childItemId: parentId === null ? null : past.id,
      modifiers: reorderSelection(past),
      count: past.count,
      ...(past.itemNote === null ? {} : { note: past.itemNote }),
    };
    try {
      scratch = addItem(
        scratch,
        {
          line_id: `reorder-${String(lines.length)}`,
          item: line.item,
          category_id: line.categoryId,
          child_item_id: line.childItemId,
          modifiers: line.modifiers,
          count: line.count,
          menu_taxes: current.menu.taxes,
        },
        { now: 0, precision: current.precision },
      );
    } catch {
      miss('not_orderable');
      continue;
    }
    lines.push(line);
  }
  // spec: A§4 Reorder, nothing or only part available is the 'order cannot be reordered' case.
  let outcome: ReorderPlan['outcome'] = 'all';
  if (lines.length === 0) outcome = 'none';
  else if (missing.length > 0) outcome = 'partial';
  return { outcome, lines, missing };
}
