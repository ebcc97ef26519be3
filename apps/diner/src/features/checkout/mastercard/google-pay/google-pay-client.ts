import type { GooglePayEnvironment } from '@tabula/api-client';
import { z } from 'zod';
import { pageNonce } from '@/lib/csp/page-nonce';
import { paymentsClientClass, type GooglePayJsPaymentsClient } from './google-pay-js';
import type { IsReadyToPayRequest, PaymentDataRequest } from './google-pay-request';
import { loadGooglePayScript } from './load-google-pay-script';

/** What the wallet answered: the gateway token of the card chosen, a cancel, or a failure. */
export type WalletAnswer =
  { kind: 'paid'; token: string } | { kind: 'cancelled' } | { kind: 'failed'; reason: string };

/** Google Pay's `PaymentsClient`, its answers checked. */
export interface GooglePayClient {
  /** `isReadyToPay`: whether this browser can pay with Google Pay; a rejection reads as no. */
  isReadyToPay(request: IsReadyToPayRequest): Promise<boolean>;
  /**
   * `loadPaymentData`: opens Google Pay's sheet. Called at once, before anything is awaited, so
   * it stays within the diner's tap (Google's user-gesture rule).
   */
  loadPaymentData(request: PaymentDataRequest): Promise<WalletAnswer>;
}

// Google Pay API for web, IsReadyToPayResponse.
const isReadyToPayResponseSchema = z.object({ result: z.boolean() });
// Google Pay API for web, PaymentData: the part the gateway needs, its token unread.
const paymentDataSchema = z.object({
  paymentMethodData: z.object({
    type: z.literal('CARD'),
    tokenizationData: z.object({ type: z.literal('PAYMENT_GATEWAY'), token: z.string().min(1) }),
  }),
});
// Google Pay API for web, PaymentsError.
const paymentsErrorSchema = z.object({
  statusCode: z.string().min(1),
  statusMessage: z.string().optional(),
});

function checked(client: GooglePayJsPaymentsClient): GooglePayClient {
  return {
    async isReadyToPay(request) {
      try {
        const answer = isReadyToPayResponseSchema.safeParse(await client.isReadyToPay(request));
        return answer.success && answer.data.result;
      } catch (error) {
        console.warn('Google Pay isReadyToPay failed', error);
        return false;
      }
    },
    async loadPaymentData(request) {
      try {
        const data = paymentDataSchema.safeParse(await client.loadPaymentData(request));
        if (!data.success) {
          return { kind: 'failed', reason: 'PaymentData without a gateway token' };
        }
        return { kind: 'paid', token: data.data.paymentMethodData.tokenizationData.token };
      } catch (error) {
        const known = paymentsErrorSchema.safeParse(error);
        if (!known.success) return { kind: 'failed', reason: String(error) };
        if (known.data.statusCode === 'CANCELED') return { kind: 'cancelled' };
        return {
          kind: 'failed',
          reason: `${known.data.statusCode}: ${known.data.statusMessage ?? ''}`,
        };
      }
    },
  };
}

/** The clients made, by environment and script: Google asks for one client per page. */
const clients = new Map<string, GooglePayClient>();
const opening = new Map<string, Promise<GooglePayClient>>();
const clientKey = (scriptUrl: string, environment: GooglePayEnvironment) =>
  `${environment} ${scriptUrl}`;

/**
 * Loads Google Pay's script and makes its `PaymentsClient` for the environment, once for each.
 *
 * @param scriptUrl - Google's pay.js, or the card sandbox's stand-in (`google_pay_script_url`).
 * @param scope - The window the script defines `google.payments.api` in (tests pass their own).
 * @throws Error (rejects) when the script cannot be loaded or defines no `PaymentsClient`.
 */
export function openGooglePayClient(
  scriptUrl: string,
  environment: GooglePayEnvironment,
  scope: object = globalThis,
): Promise<GooglePayClient> {
  const key = clientKey(scriptUrl, environment);
  const known = opening.get(key);
  if (known !== undefined) return known;
  const open = loadGooglePayScript(scriptUrl).then(() => {
    const PaymentsClient = paymentsClientClass(scope);
    if (PaymentsClient === null) {
      throw new Error(`Google Pay's script at ${scriptUrl} defined no PaymentsClient`);
    }
    // The page's policy lets in what pay.js injects only with the page's nonce.
    const nonce = pageNonce();
    const client = checked(
      new PaymentsClient(nonce === null ? { environment } : { environment, nonce }),
    );
    clients.set(key, client);
    return client;
  });
  open.catch(() => {
    opening.delete(key);
  });
  opening.set(key, open);
  return open;
}

/**
 * The client `openGooglePayClient` made for this script and environment, or null before: read
 * within the diner's tap, where nothing may be awaited before `loadPaymentData`.
 */
export function readyGooglePayClient(
  scriptUrl: string,
  environment: GooglePayEnvironment,
): GooglePayClient | null {
  return clients.get(clientKey(scriptUrl, environment)) ?? null;
}
