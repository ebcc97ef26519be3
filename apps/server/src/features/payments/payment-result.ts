import type { z } from 'zod';
import type { paymentResultSchema } from '@tabula/api-client';
import type { AppContext } from '../../app-context';
import type { StartedPayment } from './start-payment';

/** The payment result of B§7 (payment_page_url?, form_data?, order_details?). */
export type PaymentResult = z.input<typeof paymentResultSchema>;

/** The sandbox's hosted page of a payment: where the app sends the browser (B§4 Other providers). */
export function sandboxPageUrl(app: AppContext, reference: string): string {
  return `${app.config.publicUrl}/sandbox/pay/${encodeURIComponent(reference)}`;
}

/**
 * What a payment-starting call answers (B§7: "Responses may carry payment_page_url and
 * order_details (with earned_loyalty and payment)"): the placed order's loyalty and payment, and
 * for a hosted-page provider the sandbox page to go to.
 */
export function paymentResult(
  started: StartedPayment,
  redirect: { pageUrl?: string; formData?: Record<string, string> } = {},
): PaymentResult {
  return {
    ...(redirect.pageUrl === undefined ? {} : { payment_page_url: redirect.pageUrl }),
    ...(redirect.formData === undefined ? {} : { form_data: redirect.formData }),
    order_details: { earned_loyalty: started.earnedLoyalty, payment: started.paymentObject },
  };
}
