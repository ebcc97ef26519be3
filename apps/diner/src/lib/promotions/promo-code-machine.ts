/**
 * Why a promo code was refused before or by the check: the server said no (or the code is no
 * promotion's), another order promotion already applies, the diner must sign in first, or the
 * code was accepted but its promotion takes nothing off this cart (a minimum not reached, say).
 */
export type PromoCodeRefusal =
  'invalid' | 'order_promotion_taken' | 'sign_in_required' | 'cannot_apply';

/** The promo code's state (spec: A§4, loading, success, invalid, error), with the code it is about. */
export type PromoCodeState =
  | { status: 'idle' }
  | { status: 'loading'; code: string }
  | { status: 'success'; code: string }
  | { status: 'invalid'; code: string; refusal: PromoCodeRefusal }
  | { status: 'error'; code: string };

/** What happens to the promo code. */
export type PromoCodeEvent =
  /** The diner applied a code that a promotion carries: promotions/validate is called. */
  | { type: 'submit'; code: string }
  /** The code is refused without a call. */
  | { type: 'refuse'; code: string; refusal: PromoCodeRefusal }
  /** promotions/validate answered is_valid. */
  | { type: 'answer'; isValid: boolean }
  /** promotions/validate failed: a refusal by the server (4xx) or an error (no answer, 5xx). */
  | { type: 'fail'; refused: boolean }
  /**
   * The accepted code's promotion takes nothing off the cart: the code is removed, with its
   * message (A§5, "on rejection the discount is removed"), and the field is free for another.
   */
  | { type: 'reject' }
  /** The diner typed: an error goes away (A§5, typing a new code clears the error). */
  | { type: 'edit' }
  /** The diner removed the applied code, or the promotions were cleared. */
  | { type: 'remove' };

/** No code. */
export const PROMO_CODE_IDLE: PromoCodeState = { status: 'idle' };

/**
 * The promo code's state machine: idle, then loading while promotions/validate runs, then success,
 * invalid or error. An answer that arrives after the diner removed or replaced the code is
 * ignored; typing clears invalid and error and leaves an applied code alone.
 */
export function promoCodeReducer(state: PromoCodeState, event: PromoCodeEvent): PromoCodeState {
  switch (event.type) {
    case 'submit':
      return { status: 'loading', code: event.code };
    case 'refuse':
      return { status: 'invalid', code: event.code, refusal: event.refusal };
    case 'answer':
      if (state.status !== 'loading') return state;
      return event.isValid
        ? { status: 'success', code: state.code }
        : { status: 'invalid', code: state.code, refusal: 'invalid' };
    case 'fail':
      if (state.status !== 'loading') return state;
      return event.refused
        ? { status: 'invalid', code: state.code, refusal: 'invalid' }
        : { status: 'error', code: state.code };
    case 'reject':
      if (state.status !== 'success') return state;
      return { status: 'invalid', code: state.code, refusal: 'cannot_apply' };
    case 'edit':
      return state.status === 'invalid' || state.status === 'error' ? PROMO_CODE_IDLE : state;
    case 'remove':
      return PROMO_CODE_IDLE;
  }
}

/** The code that unlocks a promotion now: the applied one, else null. */
export function appliedPromoCode(state: PromoCodeState): string | null {
  return state.status === 'success' ? state.code : null;
}
