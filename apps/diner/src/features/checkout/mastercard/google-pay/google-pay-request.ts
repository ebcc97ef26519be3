import type { OrderPayload, PaymentType } from '@tabula/api-client';
import { z } from 'zod';

/** Google Pay's PaymentDataRequest (Google Pay API 2.0), the part the app sends. */
export interface PaymentDataRequest {
  apiVersion: 2;
  apiVersionMinor: 0;
  merchantInfo: { merchantId: string };
  allowedPaymentMethods: {
    type: 'CARD';
    parameters: {
      allowedAuthMethods: ('PAN_ONLY' | 'CRYPTOGRAM_3DS')[];
      allowedCardNetworks: ('MASTERCARD' | 'VISA')[];
    };
    tokenizationSpecification: {
      type: 'PAYMENT_GATEWAY';
      parameters: { gateway: 'mpgs'; gatewayMerchantId: string };
    };
  }[];
  transactionInfo: { totalPriceStatus: 'FINAL'; totalPrice: string; currencyCode: string };
}

/**
 * The PaymentDataRequest of a Mastercard gateway payment (spec: B§9 Google Pay, "API 2.0; networks
 * MASTERCARD and VISA; auth methods PAN_ONLY and CRYPTOGRAM_3DS; gateway mpgs; final price"). The
 * price is the engine's amount string from the payload, never worked out here.
 * our choice: the gateway merchant id is the type's gateway_merchant_id, the merchant's id at the
 * Mastercard gateway (the server's configuration); merchant_id stays Apple's identifier.
 *
 * @returns null when the type lacks a merchant id Google Pay needs.
 */
export function paymentDataRequest(
  payload: OrderPayload,
  type: Pick<PaymentType, 'google_pay_merchant_id' | 'gateway_merchant_id'>,
): PaymentDataRequest | null {
  const gatewayMerchantId = type.gateway_merchant_id ?? null;
  if (type.google_pay_merchant_id === null || gatewayMerchantId === null) return null;
  return {
    apiVersion: 2,
    apiVersionMinor: 0,
    merchantInfo: { merchantId: type.google_pay_merchant_id },
    allowedPaymentMethods: [
      {
        type: 'CARD',
        parameters: {
          allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
          allowedCardNetworks: ['MASTERCARD', 'VISA'],
        },
        tokenizationSpecification: {
          type: 'PAYMENT_GATEWAY',
          parameters: { gateway: 'mpgs', gatewayMerchantId },
        },
      },
    ],
    transactionInfo: {
      totalPriceStatus: 'FINAL',
      totalPrice: payload.payment?.amount ?? payload.total_amount,
      currencyCode: payload.currency,
    },
  };
}

/** What the Google Pay sheet answers: PaymentData with its gateway token, or a cancel. */
export const sheetAnswerSchema = z.discriminatedUnion('result', [
  z.object({
    source: z.literal('tabula-google-pay-sandbox'),
    result: z.literal('paid'),
    paymentData: z.object({
      paymentMethodData: z.object({
        type: z.literal('CARD'),
        tokenizationData: z.object({
          type: z.literal('PAYMENT_GATEWAY'),
          token: z.string().min(1),
        }),
      }),
    }),
  }),
  z.object({ source: z.literal('tabula-google-pay-sandbox'), result: z.literal('cancelled') }),
]);

/** The sheet's answer: the wallet's token for the gateway, or null when the diner cancelled. */
export type SheetResult = { token: string } | null;

/** The sheet's address with the request it shows (the sandbox reads `request`). */
export function sheetAddress(sheetUrl: string, request: PaymentDataRequest): string {
  const url = new URL(sheetUrl);
  url.searchParams.set('request', JSON.stringify(request));
  return url.toString();
}
