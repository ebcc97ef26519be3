import { type CatalogueSlice, defineEntry } from './define-entry';

// spec: B§2 and B§4, a failed payment returns to /order-details?payment_status=failed after 5 s.
const PAYMENT_FAILED_REDIRECT = {
  type: 'redirect',
  to: '/order-details?payment_status=failed',
  delayMs: 5_000,
} as const;

/** The catalogue entries of the payment providers and the payment tracking. */
export const PAYMENT_ERRORS = {
  card_token_error: defineEntry('card_token_error', {
    sources: ['B§8 payment 1'],
    summary: "Making the card token failed: 'oops' with the provider's message.",
    origin: 'call',
    text: null,
    serverText: 'provider',
    action: { type: 'none' },
  }),
  adyen_payment_failed: defineEntry('adyen_payment_failed', {
    sources: ['B§8 payment 2'],
    summary: 'An Adyen payment failed.',
    origin: 'call',
    text: { title: null, message: 'Something went wrong. Please try again later.' },
    action: { type: 'redirect', to: '/' },
  }),
  stripe_connect_failed: defineEntry('stripe_connect_failed', {
    sources: ['B§8 payment 3'],
    summary:
      "A Stripe Connect payment failed: the provider's error is shown and the place-order button works again.",
    origin: 'call',
    text: null,
    serverText: 'provider',
    action: { type: 'none' },
    effects: ['reenable_pay_button'],
  }),
  stripe_connect_poll_failed: defineEntry('stripe_connect_poll_failed', {
    sources: ['B§8 payment 3'],
    summary: "Polling the Stripe Connect payment intent failed: 'oops-something-went-wrong'.",
    origin: 'call',
    messageKey: 'oops-something-went-wrong',
    text: null,
    action: { type: 'none' },
  }),
  stripe_connect_timeout: defineEntry('stripe_connect_timeout', {
    sources: ['B§8 payment 3'],
    summary: 'No Stripe Connect payment intent within 180 s.',
    origin: 'app',
    text: { title: 'Payment Failed', message: 'Oops! Something went wrong.' },
    action: { type: 'none' },
    otherReading: "The message is 'unable to process payment'.",
  }),
  stripe_payment_failed: defineEntry('stripe_payment_failed', {
    sources: [],
    summary:
      'A Stripe direct order (B§7 payments/stripe/v1/orders) was refused, or the card page could not be had: the place-order button works again.',
    origin: 'call',
    text: null,
    action: { type: 'none' },
    effects: ['reenable_pay_button'],
    choice:
      'B§8 is silent on Stripe direct: the server refunds any charge it does not turn into an order (ADR 0008 addendum), so the diner may simply try again.',
  }),
  stripe_amount_mismatch: defineEntry('stripe_amount_mismatch', {
    sources: [],
    summary:
      'Stripe direct: Stripe took another amount than the order: the charge was refunded, nothing was placed, and the place-order button works again.',
    origin: 'call',
    text: null,
    action: { type: 'none' },
    effects: ['reenable_pay_button'],
    choice: 'B§8 is silent; the diner is told the money came back (ADR 0008 addendum).',
  }),
  google_pay_card_verification_failed: defineEntry('google_pay_card_verification_failed', {
    sources: ['B§8 payment 4'],
    summary: "Google Pay card verification failed: 'error.card_verification_failed' and a report.",
    origin: 'call',
    messageKey: 'error.card_verification_failed',
    text: null,
    action: PAYMENT_FAILED_REDIRECT,
    effects: ['report'],
    choice:
      'The server declines the payment, so it ends as every other Google Pay failure does: the failed order details (?payment_status=failed, B§2), after 5 s or at once with the button.',
  }),
  google_pay_auth_failed: defineEntry('google_pay_auth_failed', {
    sources: ['B§8 payment 5'],
    summary: "Google Pay payer authentication failed (authentication_failed): 'error.auth_failed'.",
    origin: 'app',
    messageKey: 'error.auth_failed',
    text: null,
    action: { type: 'show_next', next: 'google_pay_payment_failed' },
  }),
  google_pay_unexpected_auth_response: defineEntry('google_pay_unexpected_auth_response', {
    sources: ['B§8 payment 5'],
    summary:
      "The gateway's authentication answer was unexpected: 'error.unexpected_auth_response'.",
    origin: 'app',
    messageKey: 'error.unexpected_auth_response',
    text: null,
    action: { type: 'show_next', next: 'google_pay_payment_failed' },
  }),
  google_pay_auth_error: defineEntry('google_pay_auth_error', {
    sources: ['B§8 payment 5'],
    summary: "The Google Pay authentication call failed: 'error.auth_error'.",
    origin: 'call',
    messageKey: 'error.auth_error',
    text: null,
    action: { type: 'show_next', next: 'google_pay_payment_failed' },
  }),
  google_pay_auth_timeout: defineEntry('google_pay_auth_timeout', {
    sources: ['B§8 payment 5'],
    summary:
      "Google Pay authentication did not finish in 120 s: 'error.auth_timeout', and the payment is marked declined.",
    origin: 'call',
    messageKey: 'error.auth_timeout',
    text: null,
    action: { type: 'show_next', next: 'google_pay_payment_failed' },
    effects: ['mark_payment_declined'],
  }),
  google_pay_payment_failed: defineEntry('google_pay_payment_failed', {
    sources: ['B§8 payment 5'],
    summary:
      "A Google Pay payment failed: 'error.payment_failed' / 'error.unable_to_process_payment', then /order-details with the error info.",
    origin: 'call',
    titleKey: 'error.payment_failed',
    messageKey: 'error.unable_to_process_payment',
    text: null,
    action: PAYMENT_FAILED_REDIRECT,
    choice:
      'The error info is the failed order details (?payment_status=failed), reached after 5 s as every failed payment is (B§2, B§4 declined), or at once with the button.',
  }),
  order_total_mismatch: defineEntry('order_total_mismatch', {
    sources: ['B§8 payment 6'],
    summary:
      'Error id order_total_amount_mismatch (also orders_total_amount_mismatch): the order total mismatch message.',
    origin: 'call',
    text: null,
    action: { type: 'none' },
  }),
  mastercard_payment_failed: defineEntry('mastercard_payment_failed', {
    sources: ['B§8 payment 7'],
    summary:
      'A Mastercard or Apple Pay payment failed: the stored payment reference and type are cleared, then the failed order details after 5 s.',
    origin: 'call',
    presentation: 'none',
    text: null,
    action: PAYMENT_FAILED_REDIRECT,
    effects: ['clear_payment_reference'],
  }),
  apple_pay_session_aborted: defineEntry('apple_pay_session_aborted', {
    sources: ['B§8 payment 8'],
    summary: 'Apple Pay merchant validation was empty or timed out: the session is aborted.',
    origin: 'call',
    presentation: 'none',
    text: null,
    action: { type: 'abort_payment_session' },
  }),
  generic_payment_failed: defineEntry('generic_payment_failed', {
    sources: ['B§8 payment 9'],
    summary: 'The generic payment payload failed: the pay button works again.',
    origin: 'call',
    presentation: 'none',
    text: null,
    action: { type: 'none' },
    effects: ['reenable_pay_button'],
    choice: 'Nothing is shown: the spec names only the pay button working again.',
  }),
  payment_timeout: defineEntry('payment_timeout', {
    sources: ['B§8 payment 10'],
    summary: 'The payment page gave no result in 665 s: treated as a failed payment.',
    origin: 'app',
    presentation: 'none',
    text: null,
    action: PAYMENT_FAILED_REDIRECT,
    choice: 'Treated as a declined payment (B§4): the failed order details after 5 s.',
  }),
  order_summary_fetch_failed: defineEntry('order_summary_fetch_failed', {
    sources: ['B§8 payment 11'],
    summary: 'Fetching the order summary failed: reported, nothing shown.',
    origin: 'call',
    presentation: 'none',
    text: null,
    action: { type: 'silent' },
    effects: ['report'],
  }),
  no_order_found: defineEntry('no_order_found', {
    sources: ['B§8 payment 11'],
    summary: 'The order summary has no order: the home page.',
    origin: 'call',
    presentation: 'none',
    text: null,
    action: { type: 'redirect', to: '/' },
    choice: 'A 404 from the order summary means no order.',
  }),
} satisfies CatalogueSlice;
