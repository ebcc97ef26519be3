import { atom } from 'jotai';
import { readStored, writeStored } from '@/lib/storage/storage';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { atomWithStored } from '@/lib/storage/stored-atom';
import { dietaryFilterIdsSchema, type DietaryFilterId } from '../utils/dietary-filters';

/**
 * The dietary filters the diner turned on, remembered on the device (local storage), so the
 * next visit, at this restaurant or another, opens the menu already filtered.
 */
export const storedDietaryFilters = atomWithStored<ReadonlySet<DietaryFilterId>>(
  () => new Set(readStored('local', STORAGE_KEYS.dietaryFilters, dietaryFilterIdsSchema) ?? []),
  () => new Set(),
  (filters) => filters.size === 0,
);

/** The dietary filters that are on. */
export const dietaryFiltersAtom = atom((get) => get(storedDietaryFilters.base));

/** Turns the dietary filters to these, and remembers them on the device. */
export const setDietaryFiltersAtom = atom(null, (_get, set, next: ReadonlySet<DietaryFilterId>) => {
  writeStored('local', STORAGE_KEYS.dietaryFilters, [...next]);
  set(storedDietaryFilters.base, next);
});
