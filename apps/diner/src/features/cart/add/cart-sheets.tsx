import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { useHomePage } from '@/lib/venue/home-page';
import { useCartRestore } from '../hooks/use-cart-restore';
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
 * cart notices.
 */
export function CartSheets() {
  const { menu } = useHomePage();
  useCartRestore(menu);
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
