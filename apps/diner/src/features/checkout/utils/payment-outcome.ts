import type { ProviderRedirect } from '@/lib/payment-attempt/go-to-provider';

/** Where the browser goes once a payment has started (B§4). */
export type PaymentOutcome =
  /** Nothing to pay online now (cash): the order is placed; follow it. */
  | { kind: 'placed' }
  /** Open the provider's page, or post a form to it. */
  | ProviderRedirect;

/** What a payment call may answer (B§7 "Responses may carry payment_page_url ..."). */
export interface PaymentAnswer {
  payment_page_url?: string | undefined;
  form_data?: Readonly<Record<string, string>> | undefined;
  /** Adyen's next action (B§7 data.action). */
  data?: { action: { type: string; url?: unknown } | null } | undefined;
  /** The generic partner's payload and where to post it (B§4 Other providers). */
  payment_payload?: string | undefined;
  payment_url?: string | undefined;
  /** The placed order's payment (B§3 Payment object): its reference_code names the attempt. */
  order_details?: { payment: { reference_code?: string | null | undefined } } | undefined;
}

/**
 * Reads a payment call's answer into where the browser goes: the generic partner's payload posted
 * as payment_token to payment_url; a hosted page's form data posted to payment_page_url, or the
 * page opened; Adyen's redirect action; otherwise the order is placed.
 */
export function paymentOutcome(answer: PaymentAnswer): PaymentOutcome {
  // spec: B§4 Other providers, the generic payload is posted as the hidden field payment_token.
  if (answer.payment_payload !== undefined && answer.payment_url !== undefined) {
    return {
      kind: 'form',
      url: answer.payment_url,
      fields: { payment_token: answer.payment_payload },
    };
  }
  const action = answer.data?.action ?? null;
  if (action?.type === 'redirect' && typeof action.url === 'string') {
    return { kind: 'redirect', url: action.url };
  }
  if (answer.payment_page_url !== undefined) {
    // spec: B§4 Other providers, "return form data or a payment_page_url. The client posts a form
    // to the provider URL."
    if (answer.form_data !== undefined && Object.keys(answer.form_data).length > 0) {
      return { kind: 'form', url: answer.payment_page_url, fields: answer.form_data };
    }
    return { kind: 'redirect', url: answer.payment_page_url };
  }
  return { kind: 'placed' };
}
