import type { GooglePayEnvironment, OrderPayload, PaymentType } from '@tabula/api-client';

/** The card method's parameters the app allows (spec: B§9 Google Pay). */
interface CardParameters {
  allowedAuthMethods: ('PAN_ONLY' | 'CRYPTOGRAM_3DS')[];
  allowedCardNetworks: ('MASTERCARD' | 'VISA')[];
}

/** Google Pay's IsReadyToPayRequest (Google Pay API 2.0), the part the app sends. */
export interface IsReadyToPayRequest {
  apiVersion: 2;
  apiVersionMinor: 0;
  allowedPaymentMethods: { type: 'CARD'; parameters: CardParameters }[];
}

// spec: B§9 Google Pay, "networks MASTERCARD and VISA; auth methods PAN_ONLY and CRYPTOGRAM_3DS".
const CARD_PARAMETERS: CardParameters = {
  allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
  allowedCardNetworks: ['MASTERCARD', 'VISA'],
};

/**
 * The IsReadyToPayRequest the checkout asks Google Pay with before offering it: API 2.0 and the
 * card method of B§9.
 * our choice: no `existingPaymentMethodRequired`; the diner may add a card in Google's sheet.
 */
export function isReadyToPayRequest(): IsReadyToPayRequest {
  return {
    apiVersion: 2,
    apiVersionMinor: 0,
    allowedPaymentMethods: [{ type: 'CARD', parameters: structuredClone(CARD_PARAMETERS) }],
  };
}

/** Google Pay's PaymentDataRequest (Google Pay API 2.0), the part the app sends. */
export interface PaymentDataRequest {
  apiVersion: 2;
  apiVersionMinor: 0;
  merchantInfo: { merchantId: string };
  allowedPaymentMethods: {
    type: 'CARD';
    parameters: CardParameters;
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
        parameters: structuredClone(CARD_PARAMETERS),
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

/** Where Google Pay's script is for a payment type, and the environment its client takes. */
export interface WalletScript {
  url: string;
  environment: GooglePayEnvironment;
}

/**
 * The Google Pay script of a Mastercard type (`google_pay_script_url`, `google_pay_environment`):
 * Google's pay.js with a restaurant's merchant, the card sandbox's stand-in while it plays the
 * gateway; null when the type names none.
 */
export function walletScript(
  type: Pick<PaymentType, 'google_pay_script_url' | 'google_pay_environment'>,
): WalletScript | null {
  const url = type.google_pay_script_url ?? null;
  const environment = type.google_pay_environment ?? null;
  return url === null || environment === null ? null : { url, environment };
}
