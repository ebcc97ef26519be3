import { assertOutletTime } from './assert-outlet-time';
import { isScheduleActive } from './is-schedule-active';
import type { MenuCategory, OutletTime } from './types';

/**
 * Tells whether a category shows on the menu now: always when it has no schedule, otherwise only
 * when one of its schedules covers the current day and time. Parent categories are not consulted
 * (see filterVisibleCategories).
 *
 * @param category - the category, with optional `schedules`
 * @param now - the outlet's day (1 to 7, Sunday is 1) and local time `HH:MM`
 * @returns true when the category is visible
 * @throws EngineError INVALID_SCHEDULE, INVALID_DAY or INVALID_TIME
 * @example
 * ```ts
 * const lunch = { id: 1, items: [], schedules: [{ days: [2, 3, 4, 5, 6], time_slots: [{ start_time: '11:00', end_time: '15:00' }] }] };
 * isCategoryVisible(lunch, { day: 2, time: '15:00' }); // true: the end minute is included
 * isCategoryVisible(lunch, { day: 1, time: '12:00' }); // false: Sunday is not listed
 * ```
 */
export function isCategoryVisible(category: MenuCategory, now: OutletTime): boolean {
  // spec: ordering-menu-account §4, a category without a schedule always shows.
  const schedules = category.schedules ?? [];
  if (schedules.length === 0) {
    assertOutletTime(now);
    return true;
  }
  // Every schedule is read, so a malformed one is reported whatever the time.
  return schedules.map((schedule) => isScheduleActive(schedule, now)).includes(true);
}
