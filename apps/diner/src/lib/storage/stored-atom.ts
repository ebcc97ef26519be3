import { atom, type PrimitiveAtom, type WritableAtom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';

/** An action atom: set it with no argument. */
export type StoredStateAction = WritableAtom<null, [], void>;

/** How a stored value is held at its empty state and restored, whatever its type. */
export interface StoredStateActions {
  /**
   * Gives the value its empty state without reading storage: the first render of a page the
   * server drew must draw what the server drew, and the server has no storage (ADR 0012).
   */
  hold: StoredStateAction;
  /** Reads the value from storage now (after a held first render). */
  restore: StoredStateAction;
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
 * A value kept in the browser's storage, read lazily per store, that a server-rendered page can
 * hold at its empty state for the first render and restore right after (app/stored-state.ts).
 *
 * @param read - reads the stored value (its empty state when nothing valid is stored)
 * @param empty - the value before anything is stored, what the server draws
 */
export function atomWithStored<T>(read: () => T, empty: () => T): StoredAtom<T> {
  const base = atomWithLazy<T>(read);
  return {
    base,
    hold: atom(null, (_get, set) => {
      set(base, empty());
    }),
    restore: atom(null, (_get, set) => {
      set(base, read());
    }),
  };
}
