import type { Promotion } from '@tabula/api-client';
import type { Database } from '../db/client';
import {
  sessionState,
  updateSession,
  type SessionRecord,
  type SessionState,
} from './session-store';

/** A promo code the diner had checked (promotions/validate) and that unlocked its promotion. */
export interface UnlockedPromoCode {
  promotion_id: number;
  promo_code_id: number;
}

/** The session's checkout state with the promo codes this feature keeps beside the coupon. */
// our choice: unlocked promo codes live in the session state, like the coupon (A§4: "the applied
// promo code is kept in session storage"; the server keeps its own copy so it can trust it).
export interface CheckoutState extends SessionState {
  promo_codes?: UnlockedPromoCode[];
  /**
   * The coupons whose code the diner looked up on this session (GET /discounts/\{code\}): only
   * these may be applied or named in an order, so a coupon never applies without its code.
   */
  entered_coupons?: number[];
}

/** our choice: the coupons a session remembers as entered, newest kept. */
const ENTERED_COUPONS_KEPT = 10;

/** The session's checkout state, typed. */
export function checkoutState(session: Pick<SessionRecord, 'state'>): CheckoutState {
  return sessionState(session);
}

/** Writes the session's checkout state (the whole object). */
export async function saveCheckoutState(
  db: Database,
  session: SessionRecord,
  state: CheckoutState,
): Promise<void> {
  await updateSession(db, session.id, { state });
}

/** Remembers that the diner entered this coupon's code on the session. */
export async function rememberEnteredCoupon(
  db: Database,
  session: SessionRecord,
  couponId: number,
): Promise<void> {
  const state = checkoutState(session);
  const entered = (state.entered_coupons ?? []).filter((id) => id !== couponId);
  await saveCheckoutState(db, session, {
    ...state,
    entered_coupons: [...entered, couponId].slice(-ENTERED_COUPONS_KEPT),
  });
}

/**
 * Whether the diner entered this coupon's code on the session: looked it up, or applied it
 * (which needed the lookup).
 */
export function couponWasEntered(session: SessionRecord, couponId: number): boolean {
  const state = checkoutState(session);
  return state.coupon_id === couponId || (state.entered_coupons ?? []).includes(couponId);
}

/**
 * The promotions this session's order may take: every automatic promotion, and a promotion that
 * needs a promo code only once the diner's code for it was checked (spec: A§4 Promotions, A§7
 * promotions/validate). The engine applies whatever it is given, so the filter is here.
 */
export function promotionsForSession(
  promotions: readonly Promotion[],
  session: Pick<SessionRecord, 'state'>,
): Promotion[] {
  const unlocked = new Set((checkoutState(session).promo_codes ?? []).map((c) => c.promotion_id));
  return promotions.filter(
    (promotion) => promotion.coupon_codes.length === 0 || unlocked.has(promotion.id),
  );
}
