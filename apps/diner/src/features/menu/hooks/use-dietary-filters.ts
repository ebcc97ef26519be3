import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { dietaryFiltersAtom, setDietaryFiltersAtom } from '../state/dietary-filter-atoms';
import type { DietaryFilterId } from '../utils/dietary-filters';

/** The dietary filters that are on, and the ways to change them. */
export interface DietaryFilterState {
  active: ReadonlySet<DietaryFilterId>;
  toggle: (id: DietaryFilterId) => void;
  clear: () => void;
}

/**
 * The dietary filters the diner turned on (features/menu/state/dietary-filter-atoms.ts: kept on
 * the device, so the next visit opens the menu already filtered), and the ways to change them.
 */
export function useDietaryFilters(): DietaryFilterState {
  const active = useAtomValue(dietaryFiltersAtom);
  const store = useSetAtom(setDietaryFiltersAtom);
  const toggle = useCallback(
    (id: DietaryFilterId) => {
      const next = new Set(active);
      if (!next.delete(id)) next.add(id);
      store(next);
    },
    [active, store],
  );
  const clear = useCallback(() => {
    store(new Set());
  }, [store]);
  return { active, toggle, clear };
}
