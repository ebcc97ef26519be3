import { describe, expect, it } from 'vitest';
import {
  appliedPromoCode,
  PROMO_CODE_IDLE,
  promoCodeReducer,
  type PromoCodeEvent,
  type PromoCodeState,
} from '../promo-code-machine';

const run = (events: PromoCodeEvent[], from: PromoCodeState = PROMO_CODE_IDLE) =>
  events.reduce(promoCodeReducer, from);

describe('promoCodeReducer (A§4: loading, success, invalid, error)', () => {
  it('goes loading, then success on is_valid true', () => {
    const loading = run([{ type: 'submit', code: 'WELCOME5' }]);
    expect(loading).toEqual({ status: 'loading', code: 'WELCOME5' });
    expect(run([{ type: 'answer', isValid: true }], loading)).toEqual({
      status: 'success',
      code: 'WELCOME5',
    });
  });

  it('is invalid on is_valid false or a refusal by the server, error when the check fails', () => {
    const submit: PromoCodeEvent = { type: 'submit', code: 'NOPE' };
    expect(run([submit, { type: 'answer', isValid: false }])).toEqual({
      status: 'invalid',
      code: 'NOPE',
      refusal: 'invalid',
    });
    expect(run([submit, { type: 'fail', refused: true }])).toMatchObject({ status: 'invalid' });
    expect(run([submit, { type: 'fail', refused: false }])).toEqual({
      status: 'error',
      code: 'NOPE',
    });
  });

  it('refuses a code without a call (another order promotion, a visitor)', () => {
    expect(run([{ type: 'refuse', code: 'WELCOME5', refusal: 'order_promotion_taken' }])).toEqual({
      status: 'invalid',
      code: 'WELCOME5',
      refusal: 'order_promotion_taken',
    });
  });

  it('ignores an answer that arrives when nothing is loading', () => {
    const removed = run([{ type: 'submit', code: 'WELCOME5' }, { type: 'remove' }]);
    expect(run([{ type: 'answer', isValid: true }], removed)).toBe(removed);
    expect(run([{ type: 'fail', refused: false }], removed)).toBe(removed);
    const applied: PromoCodeState = { status: 'success', code: 'WELCOME5' };
    expect(promoCodeReducer(applied, { type: 'answer', isValid: false })).toBe(applied);
  });

  it('clears an error when the diner types (A§5), and keeps an applied code', () => {
    const invalid = run([
      { type: 'submit', code: 'X' },
      { type: 'answer', isValid: false },
    ]);
    expect(promoCodeReducer(invalid, { type: 'edit' })).toEqual(PROMO_CODE_IDLE);
    const failed = run([
      { type: 'submit', code: 'X' },
      { type: 'fail', refused: false },
    ]);
    expect(promoCodeReducer(failed, { type: 'edit' })).toEqual(PROMO_CODE_IDLE);
    const applied: PromoCodeState = { status: 'success', code: 'WELCOME5' };
    expect(promoCodeReducer(applied, { type: 'edit' })).toBe(applied);
  });

  it('rejects an applied code that takes nothing off: invalid, so the field is free again (A§5)', () => {
    const applied: PromoCodeState = { status: 'success', code: 'WELCOME5' };
    const rejected = promoCodeReducer(applied, { type: 'reject' });
    expect(rejected).toEqual({ status: 'invalid', code: 'WELCOME5', refusal: 'cannot_apply' });
    expect(appliedPromoCode(rejected)).toBeNull();
    expect(promoCodeReducer(rejected, { type: 'edit' })).toEqual(PROMO_CODE_IDLE);
    // Only an applied code can be rejected.
    const loading = run([{ type: 'submit', code: 'WELCOME5' }]);
    expect(promoCodeReducer(loading, { type: 'reject' })).toBe(loading);
  });

  it('names the applied code only in success', () => {
    expect(appliedPromoCode({ status: 'success', code: 'WELCOME5' })).toBe('WELCOME5');
    expect(appliedPromoCode({ status: 'loading', code: 'WELCOME5' })).toBeNull();
    expect(appliedPromoCode(PROMO_CODE_IDLE)).toBeNull();
  });
});
