import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { lazy, Suspense, useLayoutEffect } from 'react';
import { registerClearCart } from '@/lib/errors/clear-cart';
import { useHomePage } from '@/lib/venue/home-page';
import { useCartRestore } from '../hooks/use-cart-restore';
import { clearOrderAtom } from '@/lib/cart/clear-order-atom';
import { cartSheetAtom, closeCartSheetAtom } from '../state/cart-sheet-atoms';
import { CartNotices } from './cart-notices';

// The sheets load on the first Add that needs one, so the menu's first load stays small.
const ModifierSheet = lazy(() =>
  import('./modifier-sheet').then((module) => ({ default: module.ModifierSheet })),
);
const GroupedItemSheet = lazy(() =>
  import('./grouped-item-sheet').then((module) => ({ default: module.GroupedItemSheet })),
);
const RepeatSheet = lazy(() =>
  import('./repeat-sheet').then((module) => ({ default: module.RepeatSheet })),
);

/**
 * The add flow's host, placed once in the root layout when the cart is on: re-matches the stored
 * cart to the menu on load, draws the open sheet (modifiers, grouped item, repeat-or-new) and the
 * cart notices, and lets the error popup's clear_cart action (A§8) clear the cart.
 */
export function CartSheets() {
  const { menu } = useHomePage();
  useCartRestore(menu);
  const store = useStore();
  // A layout effect: registered before any screen's effects run, so a screen that clears the
  // cart as it mounts (/payment-processing on a paid payment, B§4) clears the cart in memory too,
  // not only its stored copy.
  useLayoutEffect(
    () =>
      registerClearCart(() => {
        store.set(clearOrderAtom);
      }),
    [store],
  );
  const sheet = useAtomValue(cartSheetAtom);
  const close = useSetAtom(closeCartSheetAtom);
  // Keyed by the sheet, so a new sheet starts from its own defaults.
  const key =
    sheet === null
      ? 'none'
      : `${sheet.kind}:${sheet.item.id}:${sheet.kind === 'modifiers' ? (sheet.childItemId ?? '') : ''}`;
  return (
    <>
      <Suspense fallback={null}>
        {sheet?.kind === 'modifiers' && (
          <ModifierSheet
            key={key}
            item={sheet.item}
            categoryId={sheet.categoryId}
            childItemId={sheet.childItemId}
            onClose={close}
          />
        )}
        {sheet?.kind === 'grouped' && (
          <GroupedItemSheet
            key={key}
            item={sheet.item}
            categoryId={sheet.categoryId}
            onClose={close}
          />
        )}
        {sheet?.kind === 'repeat' && (
          <RepeatSheet key={key} item={sheet.item} categoryId={sheet.categoryId} onClose={close} />
        )}
      </Suspense>
      <CartNotices />
    </>
  );
}
