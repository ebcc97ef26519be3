import { conditionHolds } from './condition-holds';
import type { NormalizedPromotion } from './normalize-promotions';
import type { PreparedCart } from './prepare-lines';
import type { FreeItemGrant } from './types';

/**
 * Lists the free units that the gets_free_item promotions whose conditions hold grant: each
 * item of the action's include list, `quantity` units (default 1), once per order. Conditions
 * are measured before promotions and never count free-item lines.
 *
 * @param promotions - checked promotions in winning order
 * @param cart - the prepared cart
 * @returns the grants, by promotion in winning order, then by item id
 * @example
 * ```ts
 * // "buy a burger, get fries free" with a burger in the cart
 * grantFreeItems(promotions, cart); // [{ promotion_id: 7, item_id: 30, count: 1, movement_type: 'sold' }]
 * ```
 */
export function grantFreeItems(
  promotions: readonly NormalizedPromotion[],
  cart: PreparedCart,
): FreeItemGrant[] {
  const grants: FreeItemGrant[] = [];
  for (const promotion of promotions) {
    if (promotion.kind !== 'free_item') continue;
    if (!conditionHolds(promotion, cart, (line) => line.total)) continue;
    const items = [...(promotion.target.include?.items ?? [])].sort((a, b) => a - b);
    for (const item_id of items) {
      grants.push({
        promotion_id: promotion.source.id,
        item_id,
        count: promotion.freeQuantity,
        // spec: tables-payments-split §9, free-item movement type defaults to sold
        movement_type: promotion.movementType,
      });
    }
  }
  return grants;
}
