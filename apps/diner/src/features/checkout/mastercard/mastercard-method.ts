import type { PaymentType } from '@tabula/api-client';

/**
 * How a diner pays through the Mastercard gateway (B§4 Mastercard: "A direct-payment option offers
 * Card, Google Pay and Apple Pay"): a card typed on the gateway's hosted form, or a wallet.
 */
export type MastercardMethod = 'card' | 'google_pay' | 'apple_pay';

/** Which wallets this browser can pay with (each wallet's own detection says). */
export interface WalletSupport {
  googlePay: boolean;
  applePay: boolean;
}

/**
 * The methods the checkout offers for a Mastercard payment type: the card always (the hosted
 * session); with direct payment, Google Pay and Apple Pay where the type enables them and the
 * browser can pay with them (B§4 Apple Pay: "Offered only if the device can make payments").
 */
export function mastercardMethods(
  type: Pick<PaymentType, 'direct_payment_enabled' | 'google_pay_enabled' | 'apple_pay_enabled'>,
  support: WalletSupport,
): MastercardMethod[] {
  const methods: MastercardMethod[] = ['card'];
  if (!type.direct_payment_enabled) return methods;
  if (type.google_pay_enabled && support.googlePay) methods.push('google_pay');
  if (type.apple_pay_enabled && support.applePay) methods.push('apple_pay');
  return methods;
}

/** Whether a chosen payment mode names a Mastercard method. */
export function isMastercardMethod(value: string | null): value is MastercardMethod {
  return value === 'card' || value === 'google_pay' || value === 'apple_pay';
}
