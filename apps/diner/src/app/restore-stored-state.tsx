import { useSetAtom } from 'jotai';
import { useLayoutEffect } from 'react';
import { restoreStoredStateAtom } from './stored-state';

/**
 * Restores the values held for a hydrated first render (app/stored-state.ts). Drawn first in the
 * root layout: its layout effect runs before those of the screens after it (the cart's re-match
 * to the menu, use-cart-restore.ts), and before the first paint.
 */
export function RestoreStoredState() {
  const restore = useSetAtom(restoreStoredStateAtom);
  useLayoutEffect(() => {
    restore();
  }, [restore]);
  return null;
}
