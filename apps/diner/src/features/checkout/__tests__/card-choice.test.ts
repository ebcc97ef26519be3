import type { SavedCard } from '@tabula/api-client';
import { describe, expect, it } from 'vitest';
import { cardPayment, NO_CARD_CHOICE } from '../utils/card-choice';
import { withCardPayment } from '../utils/with-payment';

const card = (id: number, token: string): SavedCard => ({
  id,
  card_token: token,
  brand: 'visa',
  last4: '4242',
  exp_month: 1,
  exp_year: 2099,
});
const CARDS = [card(1, 'pm_1'), card(2, 'pm_2')];

describe('cardPayment (B§2, B§4 step 3)', () => {
  it('takes the picked saved card, else the first, while it is listed', () => {
    expect(cardPayment({ ...NO_CARD_CHOICE, cardId: 2 }, CARDS, true)).toEqual({
      kind: 'saved',
      card: CARDS[1],
    });
    expect(cardPayment({ ...NO_CARD_CHOICE, cardId: 9 }, CARDS, true)).toEqual({
      kind: 'saved',
      card: CARDS[0],
    });
  });

  it('is a new card when asked for or when there are no cards, saved only for a registered diner', () => {
    const wantsToSave = { ...NO_CARD_CHOICE, newCard: true, saveCard: true };
    expect(cardPayment(wantsToSave, CARDS, true)).toEqual({ kind: 'new', saveCard: true });
    expect(cardPayment(wantsToSave, [], false)).toEqual({ kind: 'new', saveCard: false });
  });
});

describe('withCardPayment (B§3 Payment object)', () => {
  const payload = { payment: { id: 8, payment_type: 'stripe_connect' } } as unknown as Parameters<
    typeof withCardPayment
  >[0];

  it("sends a saved card's token, or save_card only when it is asked for", () => {
    expect(withCardPayment(payload, { kind: 'saved', card: card(1, 'pm_1') }).payment).toEqual({
      id: 8,
      payment_type: 'stripe_connect',
      payment_mode: 'card',
      payment_method_id: 'pm_1',
      is_saved_card: true,
    });
    expect(withCardPayment(payload, { kind: 'new', saveCard: true }).payment).toMatchObject({
      payment_mode: 'card',
      save_card: true,
    });
    expect(withCardPayment(payload, { kind: 'new', saveCard: false }).payment).not.toHaveProperty(
      'save_card',
    );
  });
});
