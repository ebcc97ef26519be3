import { useEffect, useMemo, useState } from 'react';
import { outletTimeAt } from '../utils/outlet-time';
import type { MenuCategoryView } from '../utils/menu-view';
import { visibleCategories } from '../utils/visible-categories';

const MINUTE = 60_000;

function hasSchedules(categories: readonly MenuCategoryView[]): boolean {
  return categories.some(
    (category) => (category.schedules?.length ?? 0) > 0 || hasSchedules(category.categories ?? []),
  );
}

/** The ids of the visible tree, so a minute that changes nothing keeps the same arrays. */
function signature(categories: readonly MenuCategoryView[]): string {
  return categories
    .map((category) => `${String(category.id)}(${signature(category.categories ?? [])})`)
    .join(',');
}

/**
 * The categories that show now at the outlet (A§4), read again at every minute while any
 * category has a schedule, so a slot that ends while the menu is open takes its category away.
 * The answer keeps its identity while nothing changes, so the menu does not redraw each minute.
 *
 * @param categories - the menu's categories
 * @param timeZone - the outlet's IANA time zone (outlet.time_zone)
 */
export function useVisibleCategories(
  categories: readonly MenuCategoryView[],
  timeZone: string,
): readonly MenuCategoryView[] {
  const scheduled = useMemo(() => hasSchedules(categories), [categories]);
  const [moment, setMoment] = useState(() => Date.now());

  useEffect(() => {
    if (!scheduled) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      // Wake just after the next minute starts: slots work to the minute.
      timer = setTimeout(
        () => {
          setMoment(Date.now());
          schedule();
        },
        MINUTE - (Date.now() % MINUTE) + 50,
      );
    };
    schedule();
    return () => {
      clearTimeout(timer);
    };
  }, [scheduled]);

  const current = useMemo(
    () =>
      scheduled
        ? visibleCategories(categories, outletTimeAt(new Date(moment), timeZone))
        : categories,
    [categories, scheduled, moment, timeZone],
  );
  const key = signature(current);
  // The key stands for the content of `current`: a new minute with the same categories keeps
  // the array the menu already drew.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is `current`'s content
  return useMemo(() => current, [categories, key]);
}
