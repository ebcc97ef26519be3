import type { PaymentType } from '@tabula/api-client';
import { queryKeys } from '@tabula/api-client/query';
import { useQuery } from '@tanstack/react-query';
import { openGooglePayClient } from './google-pay-client';
import { isReadyToPayRequest, walletScript } from './google-pay-request';

/**
 * Whether the checkout offers Google Pay for a Mastercard payment type (B§4 Mastercard; B§2
 * Google Pay): the type enables it, names its Google and gateway merchants and Google Pay's
 * script, the script loads, and its `isReadyToPay` says yes — Google's pay.js with a restaurant's
 * merchant, the card sandbox's stand-in of it while the sandbox plays the gateway. The script is
 * loaded and asked once per address and environment; a script that fails to load, or a
 * rejection, means no.
 *
 * @param type - The Mastercard payment type, or null when another flow is chosen.
 */
export function useGooglePaySupport(type: PaymentType | null): boolean {
  const script = type === null ? null : walletScript(type);
  const wanted =
    type !== null &&
    type.google_pay_enabled &&
    type.google_pay_merchant_id !== null &&
    (type.gateway_merchant_id ?? null) !== null &&
    script !== null;
  const ready = useQuery({
    queryKey: [...queryKeys.area('google_pay'), script?.url ?? null, script?.environment ?? null],
    queryFn: async () => {
      if (script === null) return false;
      try {
        const client = await openGooglePayClient(script.url, script.environment);
        return await client.isReadyToPay(isReadyToPayRequest());
      } catch (error) {
        // our choice: a script that cannot be loaded hides Google Pay for this page's life.
        console.warn('Google Pay is not offered: its script could not be used', error);
        return false;
      }
    },
    enabled: wanted,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  return wanted && ready.data === true;
}
