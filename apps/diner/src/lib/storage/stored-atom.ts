import { atom, type PrimitiveAtom, type WritableAtom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';

/** An action atom: set it with no argument. */
export type StoredStateAction = WritableAtom<null, [], void>;

/** How a stored value is held at its empty state, and whether storage holds more, whatever its type. */
export interface StoredStateActions {
  /**
   * Gives the value its empty state without reading storage: the server draws a page without
   * storage (ADR 0012).
   */
  hold: StoredStateAction;
  /**
   * Whether storage holds a value other than the empty state: then a page the server drew (with
   * the empty state) is drawn afresh by the browser rather than hydrated.
   */
  isStored: () => boolean;
}

/** A value the app keeps in the browser's storage, as jotai atoms (see {@link atomWithStored}). */
export interface StoredAtom<T> extends StoredStateActions {
  /**
   * The value. A store reads it from storage when it first needs it, unless it was held: each
   * test's store starts from its own storage, and nothing is read at module load.
   */
  base: PrimitiveAtom<T>;
}

/**
 * A value kept in the browser's storage, read lazily per store, that the server holds at its
 * empty state (app/stored-state.ts).
 *
 * @param read - reads the stored value (its empty state when nothing valid is stored)
 * @param empty - the value before anything is stored, what the server draws
 * @param isEmpty - whether a value draws as the empty state does
 */
export function atomWithStored<T>(
  read: () => T,
  empty: () => T,
  isEmpty: (value: T) => boolean,
): StoredAtom<T> {
  const base = atomWithLazy<T>(read);
  return {
    base,
    hold: atom(null, (_get, set) => {
      set(base, empty());
    }),
    isStored: () => !isEmpty(read()),
  };
}
