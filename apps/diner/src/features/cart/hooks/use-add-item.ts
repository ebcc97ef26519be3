import { resolveGroupedItem, type MenuItem } from '@tabula/engine';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { showErrorAtom } from '@/lib/errors/error-queue';
import { useVenueText } from '@/lib/i18n/venue-text';
import { useHomePage } from '@/lib/venue/home-page';
import { useMoneySettings } from '@/lib/venue/money-settings';
import { useQuantityLimits } from '../limits/use-quantity-limits';
import { addToCartAtom, type AddToCartInput } from '@/lib/cart/cart-atoms';
import { showCartNoticeAtom } from '@/lib/cart/cart-notice-atoms';

/** What the add flow hands over: everything of an addition but the precision. */
export type AddItemRequest = Omit<AddToCartInput, 'precision' | 'menuTaxes' | 'limits'>;

/**
 * Adds an item to the cart at the company's precision and shows the added-to-cart popup with the
 * item's name in the diner's language; an engine refusal shows the generic error (A§8), and the
 * outlet's quantity limits a note instead (the cart atom shows it).
 *
 * @returns a function that adds and tells whether it did
 */
export function useAddItem(): (request: AddItemRequest) => boolean {
  const venue = useVenueText();
  const { precision } = useMoneySettings();
  const menuTaxes = useHomePage().menu.taxes;
  const limits = useQuantityLimits();
  const addToCart = useSetAtom(addToCartAtom);
  const showNotice = useSetAtom(showCartNoticeAtom);
  const showError = useSetAtom(showErrorAtom);
  return useCallback(
    (request: AddItemRequest) => {
      try {
        if (addToCart({ ...request, precision, menuTaxes, limits }) === null) return false;
      } catch {
        // The Add button is gated by the engine, so this is a malformed menu, not a diner's mistake.
        showError({ id: 'generic' });
        return false;
      }
      const picked: MenuItem =
        request.childItemId === null || request.childItemId === undefined
          ? request.item
          : resolveGroupedItem(request.item, request.childItemId);
      showNotice({ kind: 'added', itemName: venue.name(picked) });
      return true;
    },
    [addToCart, limits, venue, menuTaxes, precision, showError, showNotice],
  );
}
