import type { Discount } from './types';

/**
 * Tells whether the diner may remove a discount: one applied by staff from the POS stays
 * (spec: ordering-menu-account §5 and tables-payments-split §5).
 *
 * @param discount - the discount on the order
 * @returns false for a POS discount, true otherwise
 * @example
 * ```ts
 * canRemoveDiscount({ applied_from_pos: true }); // false
 * ```
 */
export function canRemoveDiscount(discount: Pick<Discount, 'applied_from_pos'>): boolean {
  return discount.applied_from_pos !== true;
}
