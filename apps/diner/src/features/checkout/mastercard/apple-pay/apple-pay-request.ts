import type { OrderPayload } from '@tabula/api-client';
import type { ApplePayJsPaymentRequest } from './apple-pay-js';

// spec: B§9, Apple Pay API version 3.
export const APPLE_PAY_VERSION = 3;

// spec: B§9, Apple Pay networks visa, masterCard, amex, discover (Apple's spelling).
export const APPLE_PAY_NETWORKS = ['visa', 'masterCard', 'amex', 'discover'] as const;

// spec: B§9, the 3DS capability.
export const APPLE_PAY_CAPABILITIES = ['supports3DS'] as const;

/** Who is paid: the company's name on the sheet and the country it trades in. */
export interface ApplePayMerchant {
  name: string;
  countryCode: string;
}

/**
 * The Apple Pay payment request of an order (B§9: version 3, the four networks, 3-D Secure): the
 * order's total exactly as the engine wrote it, in the order's currency, under the company's name.
 * our choice: the total is 'final' (the order is priced; nothing is added on the sheet).
 *
 * @param payload - The checked order payload (its total_amount and currency).
 * @param merchant - The company's name and country (the page's company).
 * @returns The request for `new ApplePaySession(3, request)`.
 */
export function applePayRequest(
  payload: Pick<OrderPayload, 'total_amount' | 'currency'>,
  merchant: ApplePayMerchant,
): ApplePayJsPaymentRequest {
  return {
    countryCode: merchant.countryCode,
    currencyCode: payload.currency,
    supportedNetworks: [...APPLE_PAY_NETWORKS],
    merchantCapabilities: [...APPLE_PAY_CAPABILITIES],
    total: { label: merchant.name, amount: payload.total_amount, type: 'final' },
  };
}
