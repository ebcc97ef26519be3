import type { PaymentType } from '@tabula/api-client';

// BUILDING: replaced by Google Pay's detection (isReadyToPay) before it lands.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- BUILDING
export function useGooglePaySupport(type: PaymentType | null): boolean {
  return false;
}
