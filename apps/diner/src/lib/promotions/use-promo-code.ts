import type { Promotion, User } from '@tabula/api-client';
import { ordersEndpoints, resolveError } from '@tabula/api-client';
import type { Bill } from '@tabula/engine';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { api } from '../api/api';
import { showErrorAtom } from '../errors/error-queue';
import { dispatchPromoCodeAtom, promoCodeAtom } from './promo-code-atoms';
import { isOrderPromotion } from './applicable-promotions';
import { findPromoCode } from './find-promo-code';
import type { PromoCodeState } from './promo-code-machine';

/** What checking a promo code needs from the configuration. */
export interface PromoCodeContext {
  promotions: readonly Promotion[];
  companyId: number;
  user: Pick<User, 'id'> | null;
  bill: Pick<Bill, 'order_promotion_id' | 'applied_promotions'>;
  /** The promotion the applied code unlocked, if any (the bill was priced with it). */
  unlockedPromotion: Pick<Promotion, 'id'> | null;
}

/** The promo code: its state and the diner's actions on it. */
export interface PromoCode {
  state: PromoCodeState;
  /**
   * Checks a code when a promotion carries it (promotions/validate) and answers true; answers
   * false for any other code, which is then looked up as a coupon.
   */
  submit: (code: string) => boolean;
  /** The diner typed: an invalid or error state clears (A§5). */
  edit: () => void;
  /** The diner removed the applied code: the server takes it back too. */
  remove: () => void;
}

/**
 * Promo codes (A§4: loading, success, invalid, error; A§5 messages): a code that one of the
 * configuration's promotions carries is checked with promotions/validate; a valid code unlocks its
 * promotion for the bill. Only one order promotion per order: a code for an order promotion is
 * refused while another order promotion applies.
 */
export function usePromoCode({
  promotions,
  companyId,
  user,
  bill,
  unlockedPromotion,
}: PromoCodeContext): PromoCode {
  const state = useAtomValue(promoCodeAtom);
  const dispatch = useSetAtom(dispatchPromoCodeAtom);
  const showError = useSetAtom(showErrorAtom);
  const orderPromotionId = bill.order_promotion_id;

  const submit = useCallback(
    (typed: string): boolean => {
      const code = typed.trim();
      const match = findPromoCode(promotions, code);
      if (match === null) return false;
      // our choice: promotions/validate needs the customer, so a visitor is asked to sign in.
      if (user === null) {
        dispatch({ type: 'refuse', code, refusal: 'sign_in_required' });
        return true;
      }
      // spec: A§5, only one order promotion per order.
      if (
        isOrderPromotion(match.promotion) &&
        orderPromotionId !== null &&
        orderPromotionId !== match.promotion.id
      ) {
        dispatch({ type: 'refuse', code, refusal: 'order_promotion_taken' });
        return true;
      }
      dispatch({ type: 'submit', code });
      // spec: A§7 POST promotions/validate with code, company_id, customer_id, promotion_id,
      // promo_code_id; the answer has is_valid.
      api
        .request(ordersEndpoints.validatePromotion, {
          body: {
            code,
            company_id: companyId,
            customer_id: user.id,
            promotion_id: match.promotion.id,
            promo_code_id: match.codeId,
          },
        })
        .then((answer) => {
          dispatch({ type: 'answer', isValid: answer.is_valid });
        })
        .catch((error: unknown) => {
          const resolved = resolveError(error, { operation: 'promo_code' });
          dispatch({ type: 'fail', refused: resolved.id === 'promo_code_invalid' });
          // A failure the catalogue does not show beside the field (a 401, ...) is a popup.
          if (resolved.entry.presentation !== 'inline') {
            showError({ error, operation: 'promo_code' });
          }
        });
      return true;
    },
    [promotions, companyId, user, orderPromotionId, dispatch, showError],
  );

  const edit = useCallback(() => {
    dispatch({ type: 'edit' });
  }, [dispatch]);

  // The server keeps a checked code for the session's order; taking it off here takes it back
  // there too (DELETE /promotions/{id}/code), or the order would be priced with it.
  const forget = useCallback(
    (promotionId: number) => {
      api
        .request(ordersEndpoints.forgetPromoCode, { params: { id: promotionId } })
        .catch((error: unknown) => {
          showError({ error, operation: 'promo_code' });
        });
    },
    [showError],
  );

  const unlockedId = unlockedPromotion?.id ?? null;
  const remove = useCallback(() => {
    dispatch({ type: 'remove' });
    if (unlockedId !== null) forget(unlockedId);
  }, [dispatch, forget, unlockedId]);

  // spec: A§5, on rejection the discount is removed: an accepted code whose promotion takes
  // nothing off the cart (a minimum not reached, another order promotion won) is removed with
  // "Order Discount Can't Be Applied", and the field is free for another code.
  const applies =
    unlockedId !== null &&
    bill.applied_promotions.some((entry) => entry.promotion_id === unlockedId);
  const rejected = state.status === 'success' && !applies;
  useEffect(() => {
    if (!rejected) return;
    dispatch({ type: 'reject' });
    if (unlockedId !== null) forget(unlockedId);
  }, [rejected, unlockedId, dispatch, forget]);

  return { state, submit, edit, remove };
}
