/*
 * The few pieces of Google's pay.js (Google Pay API for web) the checkout uses, typed by hand: the
 * app takes no dependency on Google's types. Google's names are kept as Google spells them; what
 * the script answers is checked with zod where it is read (google-pay-client.ts).
 */

/**
 * `PaymentOptions`: which Google Pay environment the client talks to, and the page's CSP nonce,
 * which pay.js gives the `<style>` and `<script>` elements it injects.
 */
export interface GooglePayJsPaymentOptions {
  environment: 'TEST' | 'PRODUCTION';
  nonce?: string;
}

/** `google.payments.api.PaymentsClient`, the part the checkout calls. */
export interface GooglePayJsPaymentsClient {
  isReadyToPay(request: unknown): Promise<unknown>;
  loadPaymentData(request: unknown): Promise<unknown>;
}

/** The `PaymentsClient` class the script defines. */
export type GooglePayJsPaymentsClientClass = new (
  options: GooglePayJsPaymentOptions,
) => GooglePayJsPaymentsClient;

/**
 * The `google.payments.api.PaymentsClient` a loaded pay.js defined, or null where none is there.
 *
 * @param scope - The window to look in (tests pass their own).
 */
export function paymentsClientClass(
  scope: object = globalThis,
): GooglePayJsPaymentsClientClass | null {
  const google = (scope as { google?: { payments?: { api?: { PaymentsClient?: unknown } } } })
    .google;
  const found = google?.payments?.api?.PaymentsClient;
  return typeof found === 'function' ? (found as GooglePayJsPaymentsClientClass) : null;
}
