import type { PaymentType } from '@tabula/api-client';
import { useMemo } from 'react';
import { canPayWithApplePay } from './apple-pay-support';

/**
 * Whether the checkout may offer Apple Pay for a Mastercard payment type (B§4 Apple Pay: "Offered
 * only if the device can make payments"). False without a type; the browser is asked once.
 *
 * @param type - The Mastercard payment type, or null when another flow is chosen.
 */
export function useApplePaySupport(type: PaymentType | null): boolean {
  const asked = type !== null;
  return useMemo(() => asked && canPayWithApplePay(), [asked]);
}
