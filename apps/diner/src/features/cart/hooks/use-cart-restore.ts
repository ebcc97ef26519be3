import type { Menu, OutletTime } from '@tabula/engine';
import { useSetAtom } from 'jotai';
import { useLayoutEffect } from 'react';
import { useMoneySettings } from '@/lib/venue/money-settings';
import { restoreCartAtom } from '@/lib/cart/cart-atoms';

/**
 * Re-matches the stored cart to the current menu once per visit (A§4): drops an expired cart,
 * clears a cart that no longer matches with 'Oops! Items in cart are not part of current available
 * menu.', and refreshes its prices (cartPriceChangedAtom tells whether any changed).
 *
 * @param menu - the current menu
 * @param outletTime - the outlet's day and time, to treat scheduled-out categories as missing
 */
export function useCartRestore(
  menu: Pick<Menu, 'categories' | 'taxes'>,
  outletTime?: OutletTime,
): void {
  const { precision } = useMoneySettings();
  const restore = useSetAtom(restoreCartAtom);
  // A layout effect: the restored cart is in place before the first paint of the counts.
  useLayoutEffect(() => {
    restore({ menu, precision, ...(outletTime === undefined ? {} : { outletTime }) });
  }, [restore, menu, precision, outletTime]);
}
