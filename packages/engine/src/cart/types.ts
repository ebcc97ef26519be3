import type { Amount } from '../money/types';
import type { Tax } from '../menu/types';

/** One modifier chosen on a cart line. */
export interface SelectedModifier {
  /** The modifier group item id. */
  id: number;
  /** The modifier group id. */
  group_id: number;
  /** How many of it (1 unless the group has a quantity selector). */
  count: number;
  /** Price of one, at the currency precision. */
  unit_price: Amount;
}

/**
 * A cart line as the pricing functions see it: one item with its modifiers, priced per unit.
 * The cart module builds these from stored cart items; the server builds them from an order.
 */
export interface PricingLine {
  /** The cart line id (cart_id); unique within a cart. */
  id: string;
  item_id: number;
  category_id: number;
  /** Units of the item, a positive integer. */
  count: number;
  /** Price of one unit of the item alone, at the currency precision. */
  unit_price: Amount;
  /** Modifiers chosen for each unit. */
  modifiers: SelectedModifier[];
  /** Item taxes. */
  taxes: Tax[];
  /** Added by a free-item promotion: priced at 100 % off, and the diner cannot change it. */
  is_free_item?: boolean;
  /** The promotion that added a free item. */
  promotion_id?: number | null;
  /** Already placed on a dine-in order: cannot change. */
  placed_item?: boolean;
  /** The customer who ordered it (group orders). */
  customer?: number | null;
  /** For a pick of a grouped item: the grouped item's id (`item_id` is the pick). */
  parent_item_id?: number | null;
}

/**
 * A cart line as stored (spec: ordering-menu-account §3, Cart item): a pricing line plus what the
 * cart itself needs. `unit_price` and each modifier's `unit_price` are snapshots taken when the
 * line was made or last refreshed against the menu. The spec's `groups` is `modifiers` here.
 */
export interface CartLine extends PricingLine {
  /** The diner's note for the kitchen, trimmed; never the empty string. */
  itemNote?: string | null;
  /** When the diner last changed this line, epoch milliseconds from the caller. */
  last_updated_at: number;
  sapaad_customer_id?: number | null;
}

/** A cart: its lines and when the diner last changed it (epoch milliseconds from the caller). */
export interface Cart {
  lines: readonly CartLine[];
  updated_at: number;
}

/** Why a stored cart no longer matches the current menu. */
export type CartMismatchReason =
  | 'category_missing'
  | 'category_hidden'
  | 'item_missing'
  | 'grouped_item_missing'
  | 'modifier_missing'
  | 'selection_invalid';

/** One line that failed to re-match, and why. */
export interface CartMismatch {
  line_id: string;
  item_id: number;
  category_id: number;
  reason: CartMismatchReason;
  /** The modifier group and item, for modifier mismatches. */
  group_id?: number;
  modifier_id?: number;
}

/** The outcome of re-matching a stored cart to the current menu. */
export type RematchResult =
  | { ok: true; cart: Cart }
  | {
      ok: false;
      /** The cleared cart (only placed dine-in lines remain). */
      cart: Cart;
      mismatches: CartMismatch[];
      /** 'Oops! Items in cart are not part of current available menu.' */
      message: string;
    };

/** A line's prices before and after a refresh against the menu. */
export interface LinePriceChange {
  line_id: string;
  changed: boolean;
  /** Unit price of the item with its modifiers, before and after. */
  previous_unit_price: Amount;
  unit_price: Amount;
}

/** The outcome of refreshing a cart's prices: the new cart, a flag per line and overall. */
export interface PriceRefreshResult {
  cart: Cart;
  changed: boolean;
  lines: LinePriceChange[];
}
