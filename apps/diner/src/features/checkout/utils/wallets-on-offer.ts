import type { PaymentType } from '@tabula/api-client';
import { mastercardMethods, type MastercardMethod } from '../mastercard/mastercard-method';
import type { DevicePlatform } from './in-app-browser';
import { paymentFlowOf } from './payment-flow';

/** A wallet the checkout offers through the Mastercard gateway. */
export type Wallet = Exclude<MastercardMethod, 'card'>;

/**
 * The wallets the checkout would offer in the phone's own browser (B§4 Mastercard: Google Pay and
 * Apple Pay as modes of a direct-payment type that enables them): Google Pay on any phone (its web
 * API runs in Safari and Chrome), Apple Pay only on an iPhone or iPad. A wallet of a disabled
 * method (nothing to pay) is not on offer.
 *
 * @param options - The checkout's payment list (B§4 Payment selection).
 * @param platform - The phone's system.
 * @returns Apple Pay, then Google Pay, each at most once.
 */
export function walletsOnOffer(
  options: readonly { paymentType: PaymentType; disabled: boolean }[],
  platform: DevicePlatform,
): Wallet[] {
  const support = { googlePay: true, applePay: platform !== 'android' };
  const offered = new Set<MastercardMethod>(
    options
      .filter((option) => !option.disabled && paymentFlowOf(option.paymentType) === 'mastercard')
      .flatMap((option) => mastercardMethods(option.paymentType, support)),
  );
  return (['apple_pay', 'google_pay'] as const).filter((wallet) => offered.has(wallet));
}
