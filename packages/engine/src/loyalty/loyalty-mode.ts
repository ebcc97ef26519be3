import type { LoyaltyMode } from './types';

/**
 * Tells which loyalty mode an order is in: dine-in when a table exists, walk-in otherwise
 * (spec: ordering-menu-account §4, loyalty availability).
 *
 * @param tableId - the session's table_id
 * @returns `dine_in` or `walk_in`
 * @example
 * ```ts
 * loyaltyMode(12); // "dine_in"
 * loyaltyMode(null); // "walk_in"
 * ```
 */
export function loyaltyMode(tableId: number | string | null | undefined): LoyaltyMode {
  const hasTable =
    (typeof tableId === 'number' && tableId > 0) ||
    (typeof tableId === 'string' && tableId.trim() !== '' && tableId.trim() !== '0');
  return hasTable ? 'dine_in' : 'walk_in';
}
