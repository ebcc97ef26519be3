import type { Bill, TipInput } from '@tabula/engine';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { cartAtom } from '../cart/cart-atoms';
import { couponAtom } from '../promotions/coupon-atoms';
import { syncFreeItemsAtom } from '../promotions/free-items-atoms';
import { promoCodeAtom } from '../promotions/promo-code-atoms';
import type { BillSource } from './bill-source';
import { prepareBill, type PreparedBill } from './prepare-bill';
import { priceBill } from './price-bill';

/** The priced order and what went into it. */
export interface BillResult extends PreparedBill {
  bill: Bill;
  /** The redeemed loyalty is more than the order can take; the bill leaves it out. */
  loyaltyOverTotal: boolean;
}

/**
 * Prices the diner's order with the engine on every change of the cart, the promo code, the
 * coupon, the checkout's tip, or the configuration (menu taxes and surcharges, promotions, loyalty, mode). The app
 * never computes an amount itself: every figure on the screen is a field of this bill. The
 * free-item cart the promotions grant is mirrored to session storage (A§4).
 */
export function useBill(source: BillSource, tip: TipInput | null = null): BillResult {
  const cart = useAtomValue(cartAtom);
  const promoCode = useAtomValue(promoCodeAtom);
  const coupon = useAtomValue(couponAtom);
  const syncFreeItems = useSetAtom(syncFreeItemsAtom);
  const result = useMemo(() => {
    const prepared = prepareBill({ cart, source, promoCode, coupon, tip });
    return { ...prepared, ...priceBill(prepared.input) };
  }, [cart, source, promoCode, coupon, tip]);
  const { freeLines } = result;
  useEffect(() => {
    syncFreeItems(freeLines);
  }, [freeLines, syncFreeItems]);
  return result;
}
