import { isCategoryVisible } from './is-category-visible';
import type { MenuCategory, OutletTime } from './types';

/**
 * Keeps the categories that show now, recursively: a hidden category hides its sub-categories,
 * and a visible one keeps only its visible sub-categories. A category that has sub-categories
 * but ends up with no items and no visible sub-category is dropped, since it would show empty.
 * The input is not changed.
 *
 * @param categories - the menu's categories
 * @param now - the outlet's day (1 to 7, Sunday is 1) and local time `HH:MM`
 * @returns the visible categories, in their order, as new objects where sub-categories changed
 * @throws EngineError INVALID_SCHEDULE, INVALID_DAY or INVALID_TIME
 * @example
 * ```ts
 * const menu = [
 *   { id: 1, items: [burger] },
 *   { id: 2, items: [pancakes], schedules: [{ days: [1], time_slots: [{ start_time: '08:00', end_time: '11:00' }] }] },
 * ];
 * filterVisibleCategories(menu, { day: 2, time: '09:00' }).map((c) => c.id); // [1]
 * ```
 */
export function filterVisibleCategories(
  categories: readonly MenuCategory[],
  now: OutletTime,
): MenuCategory[] {
  const visible: MenuCategory[] = [];
  for (const category of categories) {
    if (!isCategoryVisible(category, now)) continue;
    if (category.categories === undefined || category.categories.length === 0) {
      visible.push(category);
      continue;
    }
    const children = filterVisibleCategories(category.categories, now);
    if (children.length === 0 && category.items.length === 0) continue;
    visible.push({ ...category, categories: children });
  }
  return visible;
}
