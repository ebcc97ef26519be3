import { filterVisibleCategories, type OutletTime } from '@tabula/engine';
import type { MenuCategoryView } from './menu-view';

/**
 * The categories on the menu at the outlet's day and time: those without a schedule, and those
 * whose schedule covers now, sub-categories included (the engine's filterVisibleCategories).
 * The server answers with the categories of the moment it was asked; this keeps a menu left
 * open honest when a time slot ends.
 */
// spec: A§4 category visibility.
export function visibleCategories(
  categories: readonly MenuCategoryView[],
  now: OutletTime,
): MenuCategoryView[] {
  // The engine keeps the objects it is given (new ones only where sub-categories changed), so
  // what comes back still has the contract's fields.
  return filterVisibleCategories(categories, now) as MenuCategoryView[];
}
