import type { Order } from '@tabula/api-client';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { showErrorAtom } from '@/lib/errors/error-queue';
import { useHomePage } from '@/lib/venue/home-page';
import { useMoneySettings } from '@/lib/venue/money-settings';
import { useQuantityLimits } from '../../limits/use-quantity-limits';
import { addAllToCartAtom } from '@/lib/cart/cart-atoms';
import { isReorderOffered } from '../utils/is-reorder-offered';
import { planReorder } from '../utils/plan-reorder';

/** Orders a past order again. */
export type Reorder = (order: Pick<Order, 'order_details'>) => void;

/**
 * Reorder for the past-orders list (A§4): every line of the order still on the current menu, with
 * its modifiers and in stock, goes into the cart and the diner lands on /order-details; when
 * nothing or only part is available, the 'order cannot be reordered' dialog returns to the menu.
 *
 * @returns the reorder action, or null where reorder is not offered (outside the default session
 * type, or without the cart)
 */
export function useReorder(): Reorder | null {
  const page = useHomePage();
  const { precision } = useMoneySettings();
  const addAll = useSetAtom(addAllToCartAtom);
  const limits = useQuantityLimits();
  const showError = useSetAtom(showErrorAtom);
  const navigate = useNavigate();
  const { menu, out_of_stock_items: outOfStock } = page;
  const reorder = useCallback<Reorder>(
    (order) => {
      const plan = planReorder(order, { menu, outOfStock, precision });
      if (plan.outcome !== 'all') {
        // our choice: a partial reorder adds nothing; the dialog's button returns to the menu
        // (A§4), where the diner picks what is available, and the cart stays as it was.
        showError({ id: 'reorder_unavailable' });
        return;
      }
      try {
        const added = addAll(
          plan.lines.map((line) => ({ ...line, precision, menuTaxes: menu.taxes, limits })),
        );
        // Beyond the outlet's limits nothing is added and the note says why (our choice).
        if (!added) return;
      } catch {
        // The plan ran the same engine add, so only a changed cart can refuse here.
        showError({ id: 'generic' });
        return;
      }
      void navigate({ to: '/order-details' });
    },
    [addAll, limits, menu, navigate, outOfStock, precision, showError],
  );
  return isReorderOffered(page.session, page.feature_flags) ? reorder : null;
}
