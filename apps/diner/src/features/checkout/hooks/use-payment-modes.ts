import { endpoints } from '@tabula/api-client';
import { endpointQueryOptions } from '@tabula/api-client/query';
import type { Amount } from '@tabula/engine';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api';
import type { PaymentFlow } from '../utils/payment-flow';

/** A payment mode the diner can pick: MyFatoorah's id and title, or Adyen's method type. */
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
 * ?amount): the diner picks one before paying.
 */
export function usePaymentModes(flow: PaymentFlow | null, amount: Amount): PaymentModes {
  const myFatoorah = useQuery({
    ...endpointQueryOptions(api, endpoints.payments.myFatoorahPaymentModes, {
      query: { total_amount: amount },
    }),
    enabled: flow === 'my_fatoorah',
  });
  const adyen = useQuery({
    ...endpointQueryOptions(api, endpoints.payments.adyenPaymentModes, { query: { amount } }),
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
  return { modes: [], loading: false, failed: false };
}
