import { useLingui } from '@lingui/react/macro';
import { paymentsEndpoints, type PaymentType } from '@tabula/api-client';
import { endpointQueryOptions } from '@tabula/api-client/query';
import type { Amount } from '@tabula/engine';
import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { api } from '@/lib/api/api';
import { chosenPaymentModeAtom } from '../state/checkout-atoms';
import type { PaymentFlow } from '../utils/payment-flow';
import { useInAppBrowser } from './use-in-app-browser';
import { useApplePaySupport } from '../mastercard/apple-pay/use-apple-pay-support';
import { useGooglePaySupport } from '../mastercard/google-pay/use-google-pay-support';
import { mastercardMethods, type MastercardMethod } from '../mastercard/mastercard-method';

/**
 * A payment mode the diner can pick: MyFatoorah's id and title, Adyen's method type, or the
 * Mastercard gateway's card or wallet.
 */
export interface PaymentMode {
  value: string;
  label: string;
}

/** The modes of the chosen provider, while they load; empty for a provider without modes. */
export interface PaymentModes {
  modes: readonly PaymentMode[];
  loading: boolean;
  failed: boolean;
}

/**
 * The payment modes MyFatoorah and Adyen offer for the amount (B§7 payment_modes?total_amount and
 * ?amount), or the Mastercard gateway's card and the wallets this browser can pay with (B§4
 * Mastercard; none in an app's own browser): the diner picks one before paying.
 *
 * @param paymentType - The chosen payment type (the gateway's wallet settings).
 */
export function usePaymentModes(
  flow: PaymentFlow | null,
  amount: Amount,
  paymentType: PaymentType | null,
): PaymentModes {
  const { t } = useLingui();
  const gatewayType = flow === 'mastercard' ? paymentType : null;
  // our choice: in a messaging or social app's own browser the wallets are not offered (nor is
  // Google's script loaded): they cannot pay there, and a wallet button that fails would only
  // cost the diner a try. The gateway's card and every other method stay; the payment section
  // shows how to reach the wallets in the phone's own browser (InAppBrowserHint).
  const walletType = useInAppBrowser() === null ? gatewayType : null;
  const googlePay = useGooglePaySupport(walletType);
  const applePay = useApplePaySupport(walletType);
  const myFatoorah = useQuery({
    ...endpointQueryOptions(api, paymentsEndpoints.myFatoorahPaymentModes, {
      query: { total_amount: amount },
    }),
    enabled: flow === 'my_fatoorah',
  });
  const adyen = useQuery({
    ...endpointQueryOptions(api, paymentsEndpoints.adyenPaymentModes, { query: { amount } }),
    enabled: flow === 'adyen',
  });
  if (flow === 'my_fatoorah') {
    return {
      modes: (myFatoorah.data ?? []).map((mode) => ({ value: String(mode.id), label: mode.title })),
      loading: myFatoorah.isPending,
      failed: myFatoorah.isError,
    };
  }
  if (flow === 'adyen') {
    return {
      modes: (adyen.data?.paymentMethods ?? []).map((method) => ({
        value: method.type,
        // our choice: Adyen's own name when it gives one, else its type.
        label: typeof method.name === 'string' ? method.name : method.type,
      })),
      loading: adyen.isPending,
      failed: adyen.isError,
    };
  }
  if (flow === 'mastercard' && gatewayType !== null) {
    const labels: Record<MastercardMethod, string> = {
      card: t`Card`,
      google_pay: t`Google Pay`,
      apple_pay: t`Apple Pay`,
    };
    return {
      modes: mastercardMethods(gatewayType, { googlePay, applePay }).map((method) => ({
        value: method,
        label: labels[method],
      })),
      loading: false,
      failed: false,
    };
  }
  return { modes: [], loading: false, failed: false };
}

/**
 * The mode that pays: the diner's pick while it is still offered, else the only mode when there is
 * just one (nothing to choose), else none yet.
 */
export function modeToPay(picked: string | null, modes: PaymentModes): string | null {
  if (picked !== null && modes.modes.some((entry) => entry.value === picked)) return picked;
  const [only, ...others] = modes.modes;
  return only !== undefined && others.length === 0 ? only.value : null;
}

/**
 * The mode that pays (modeToPay) and the setter of the diner's pick. A mode taken because it was
 * the only one becomes the pick: our choice, so that a mode shown chosen never unchooses itself
 * when another appears later (the gateway's card is shown first, Google Pay once the browser's
 * check answers; before, the card's radio then cleared and Place Order asked how to pay).
 */
export function usePayMode(modes: PaymentModes): [string | null, (mode: string | null) => void] {
  const [picked, setPicked] = useAtom(chosenPaymentModeAtom);
  const payMode = modeToPay(picked, modes);
  useEffect(() => {
    if (picked === null && payMode !== null) setPicked(payMode);
  }, [picked, payMode, setPicked]);
  return [payMode, setPicked];
}
