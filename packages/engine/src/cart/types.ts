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
}
