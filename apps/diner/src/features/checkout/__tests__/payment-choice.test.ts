import { describe, expect, it } from 'vitest';
import { paymentChoice } from '../utils/payment-choice';
import { CAFE_PAYMENT_TYPES, paymentType } from './checkout-fixtures';

const base = {
  paymentTypes: CAFE_PAYMENT_TYPES,
  payable: '12.00',
  atTable: false,
  redeemedLoyalty: '0.00',
  chosenId: null,
};
const ids = (choice: ReturnType<typeof paymentChoice>) =>
  choice.options.map((option) => option.paymentType.id);

describe('paymentChoice (B§4 Payment selection)', () => {
  it('lists what the checkout can pay, and chooses the first by default', () => {
    const choice = paymentChoice(base);
    expect(choice.visible).toBe(true);
    // The Stripe card form belongs to the card screens: it is not listed.
    expect(ids(choice)).toEqual([1, 3, 4, 5, 6]);
    expect(choice.current?.payment_type).toBe('cash');
  });

  it('lists the connected card only where the checkout pays it', () => {
    const types = [...CAFE_PAYMENT_TYPES, paymentType(7, 'stripe_connect', 'Card')];
    expect(ids(paymentChoice({ ...base, paymentTypes: types }))).not.toContain(7);
    expect(ids(paymentChoice({ ...base, paymentTypes: types, connectedCard: true }))).toContain(7);
  });

  it("keeps the diner's pick", () => {
    expect(paymentChoice({ ...base, chosenId: 4 }).current?.payment_type).toBe('pay_u');
  });

  it('removes cash at a table', () => {
    const choice = paymentChoice({ ...base, atTable: true });
    expect(ids(choice)).not.toContain(1);
    expect(choice.current?.payment_type).toBe('paytabs');
  });

  it('disables cash while loyalty is redeemed, and falls back from a cash pick', () => {
    const choice = paymentChoice({ ...base, redeemedLoyalty: '1.00', chosenId: 1 });
    expect(choice.options[0]).toMatchObject({ disabled: true, reason: 'loyalty_redeemed' });
    expect(choice.current?.payment_type).toBe('paytabs');
  });

  it('shows no methods when nothing is payable', () => {
    const choice = paymentChoice({ ...base, payable: '0.00' });
    expect(choice).toMatchObject({ visible: false, options: [], current: null });
  });
});
