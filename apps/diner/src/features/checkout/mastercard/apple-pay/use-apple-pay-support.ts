import type { PaymentType } from '@tabula/api-client';

// BUILDING: replaced by Apple Pay's detection (canMakePayments) before it lands.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- BUILDING
export function useApplePaySupport(type: PaymentType | null): boolean {
  return false;
}
