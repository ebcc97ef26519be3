import type { PaymentType } from '@tabula/api-client';
import { paymentMethodOptions, type Amount, type PaymentMethods } from '@tabula/engine';
import { paymentFlowOf } from './payment-flow';

/** What the payment list is chosen from. */
export interface PaymentChoiceInput {
  paymentTypes: readonly PaymentType[];
  /** What the diner has to pay (the bill's total). */
  payable: Amount;
  atTable: boolean;
  redeemedLoyalty: Amount;
  /** The payment type the diner picked, if any. */
  chosenId: number | null;
  /** Whether this checkout pays the connected card provider (walk-in and pay-first do). */
  connectedCard?: boolean;
  /** Whether this checkout pays the Mastercard gateway (walk-in and pay-first do). */
  mastercard?: boolean;
  /** Whether this checkout pays Stripe direct (the cart's checkout does). */
  stripeDirect?: boolean;
}

/** The payment list and the type that will be used. */
export interface PaymentChoice extends PaymentMethods<PaymentType> {
  /** The chosen type when it is still offered and enabled, else the default (the first enabled). */
  current: PaymentType | null;
}

/**
 * The payment methods the checkout lists (B§4 Payment selection): the engine's rules (cash off at a
 * table, cash disabled while loyalty is redeemed, nothing when nothing is payable, the first enabled
 * chosen by default) over the types this checkout can pay, with the diner's pick kept while it
 * is still allowed.
 */
export function paymentChoice(input: PaymentChoiceInput): PaymentChoice {
  const methods = paymentMethodOptions({
    paymentTypes: input.paymentTypes.filter((type) => {
      const flow = paymentFlowOf(type);
      if (flow === 'connected_card') return input.connectedCard === true;
      if (flow === 'mastercard') return input.mastercard === true;
      if (flow === 'stripe_direct') return input.stripeDirect === true;
      return flow !== null;
    }),
    payable: input.payable,
    atTable: input.atTable,
    redeemedLoyalty: input.redeemedLoyalty,
  });
  const picked = methods.options.find(
    (option) => option.paymentType.id === input.chosenId && !option.disabled,
  );
  return { ...methods, current: picked?.paymentType ?? methods.selected };
}
