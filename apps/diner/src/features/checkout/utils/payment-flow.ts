import type { PaymentType } from '@tabula/api-client';

/**
 * How a payment type is paid from the walk-in and dine-in pay-first checkout (B§4 Payment
 * selection and place order, B§4 Other providers, B§7 Payments).
 */
export type PaymentFlow =
  /** Cash at the cashier: the order is posted to the cashier path. */
  | 'cash'
  /** A hosted payment page (PayTabs, iPay88, Fiserv, CCAvenue): the browser goes there. */
  | 'hosted'
  /** PayU's hosted page, which needs the diner's name and e-mail (B§5). */
  | 'pay_u'
  /** MyFatoorah's hosted page, after the diner picks one of its payment modes. */
  | 'my_fatoorah'
  /** Adyen, after the diner picks one of its payment methods; its action redirects. */
  | 'adyen'
  /** A generic fintech partner: its payload is posted as the hidden field payment_token. */
  | 'generic'
  /** The standalone variant of the generic partner. */
  | 'generic_standalone'
  /**
   * The connected card provider (Stripe Connect style, B§4): a saved card, or a new card typed on
   * the provider's card form on its own origin; the outcome arrives on the private channel.
   */
  | 'connected_card'
  /**
   * The Mastercard gateway (B§4 Mastercard, Apple Pay, Google Pay): its direct payment offers a
   * card typed on the gateway's hosted form, Google Pay and Apple Pay, each a mode of the flow.
   */
  | 'mastercard'
  /**
   * Stripe direct (B§7 payments/stripe/v1/orders): the card is typed in Stripe.js's card field
   * (Stripe's frame) and confirmed against an intent the server makes; the order is sent with the
   * PaymentIntent's id afterwards, and the server checks it at Stripe.
   */
  | 'stripe_direct';

/**
 * The flow of a payment type, or null when the app cannot pay it: a Stripe direct type without a
 * publishable key (Stripe.js cannot take its card).
 */
// our choice: the checkout lists only what it can pay; a card provider is left out of the list
// rather than offered and failing.
export function paymentFlowOf(
  type: Pick<
    PaymentType,
    'payment_type' | 'generic_integration' | 'generic_standalone_integration'
  > &
    Partial<Pick<PaymentType, 'public_key'>>,
): PaymentFlow | null {
  // spec: B§3 Payment type, generic_integration and generic_standalone_integration.
  if (type.generic_standalone_integration) return 'generic_standalone';
  if (type.generic_integration) return 'generic';
  switch (type.payment_type) {
    case 'cash':
      return 'cash';
    case 'paytabs':
    case 'i_pay88':
    case 'fiserv':
    case 'cc_avenue':
      return 'hosted';
    case 'pay_u':
      return 'pay_u';
    case 'my_fatoorah':
      return 'my_fatoorah';
    case 'adyen':
      return 'adyen';
    case 'generic_fintech_partner':
      return 'generic';
    case 'stripe_connect':
      return 'connected_card';
    case 'mastercard':
      return 'mastercard';
    case 'stripe':
      return type.public_key ? 'stripe_direct' : null;
  }
}

/** A flow that asks the diner to pick a payment mode first. */
export type FlowWithModes = 'my_fatoorah' | 'adyen' | 'mastercard';

/**
 * Whether the flow asks the diner to pick a payment mode first: MyFatoorah's and Adyen's modes,
 * the Mastercard gateway's card or wallet.
 */
export function flowHasModes(flow: PaymentFlow): flow is FlowWithModes {
  return flow === 'my_fatoorah' || flow === 'adyen' || flow === 'mastercard';
}
