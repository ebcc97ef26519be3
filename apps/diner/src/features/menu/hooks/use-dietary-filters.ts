import { useCallback, useState } from 'react';
import { readStored, writeStored } from '@/lib/storage/storage';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { dietaryFilterIdsSchema, type DietaryFilterId } from '../utils/dietary-filters';

/** The dietary filters that are on, and the ways to change them. */
export interface DietaryFilterState {
  active: ReadonlySet<DietaryFilterId>;
  toggle: (id: DietaryFilterId) => void;
  clear: () => void;
}

function readActive(): ReadonlySet<DietaryFilterId> {
  return new Set(readStored('local', STORAGE_KEYS.dietaryFilters, dietaryFilterIdsSchema) ?? []);
}

/**
 * The dietary filters the diner turned on, remembered on the device (local storage), so the
 * next visit, at this restaurant or another, opens the menu already filtered.
 */
export function useDietaryFilters(): DietaryFilterState {
  const [active, setActive] = useState(readActive);
  const store = useCallback((next: ReadonlySet<DietaryFilterId>) => {
    writeStored('local', STORAGE_KEYS.dietaryFilters, [...next]);
    setActive(next);
  }, []);
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
