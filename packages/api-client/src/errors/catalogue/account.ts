import { type CatalogueSlice, defineEntry, GENERIC_KEYS, GENERIC_TEXT } from './define-entry';

/** The catalogue entries of sign-in, the profile, saved cards and loyalty. */
export const ACCOUNT_ERRORS = {
  sign_up_required: defineEntry('sign_up_required', {
    sources: ['A§8 row 7'],
    summary: 'Verification answered 404, the user is not found: no error, sign-up follows.',
    origin: 'call',
    presentation: 'none',
    text: null,
    action: { type: 'sign_up' },
  }),
  incorrect_otp: defineEntry('incorrect_otp', {
    sources: ['A§8 row 8'],
    summary:
      "The one-time code was refused with a server message: 'Incorrect OTP' beside the field.",
    origin: 'call',
    presentation: 'inline',
    text: { title: null, message: 'Incorrect OTP' },
    action: { type: 'inline' },
    choice:
      'Any 4xx answer with a text to the one-time-code sign-in, a 401 included, is a wrong code.',
  }),
  sign_in_failed: defineEntry('sign_in_failed', {
    sources: ['A§8 row 9'],
    summary: 'Any other sign-in error: the generic error page, then the home page.',
    origin: 'call',
    presentation: 'page',
    ...GENERIC_KEYS,
    text: GENERIC_TEXT,
    action: { type: 'redirect', to: '/' },
  }),
  loyalty_sign_up_failed: defineEntry('loyalty_sign_up_failed', {
    sources: ['A§8 row 10'],
    summary: 'Joining the loyalty programme (or converting a guest) failed.',
    origin: 'call',
    text: {
      title: null,
      message:
        "Something went wrong. We're unable to register you into our loyalty program right now. Please try again later.",
    },
    action: { type: 'redirect', to: '/checkout' },
    buttonKey: 'button.return_to_checkout',
  }),
  loyalty_fetch_failed: defineEntry('loyalty_fetch_failed', {
    sources: ['A§8 row 11', 'B§8 row 23'],
    summary: "Fetching loyalty failed: the translated 'loyalty.error_loyalty_fetch'.",
    origin: 'call',
    messageKey: 'loyalty.error_loyalty_fetch',
    text: null,
    action: { type: 'none' },
  }),
  loyalty_redeemed_by_other_user: defineEntry('loyalty_redeemed_by_other_user', {
    sources: ['A§8 other 10', 'B§8 row 22'],
    summary:
      "Loyalty on this order was redeemed by another user (or from the POS for another customer): 'payment option unavailable'.",
    origin: 'app',
    text: null,
    action: { type: 'none' },
  }),
  profile_load_failed: defineEntry('profile_load_failed', {
    sources: ['A§8 row 18'],
    summary: "Loading the profile failed: 'Oops / Something went wrong'.",
    origin: 'call',
    text: { title: 'Oops', message: 'Something went wrong' },
    action: { type: 'none' },
  }),
  card_delete_failed: defineEntry('card_delete_failed', {
    sources: ['A§8 other 4'],
    summary: 'Deleting a saved card failed.',
    origin: 'call',
    text: null,
    action: { type: 'none' },
  }),
  // our choice: the server's send limits (docs/server.md, "Limits") say what happened instead of
  // the generic sign-in page; the diner stays where they are.
  otp_send_limit: defineEntry('otp_send_limit', {
    sources: [],
    summary: 'Asking for a one-time code answered 429 otp_send_limit: too many codes were sent.',
    origin: 'call',
    text: null,
    action: { type: 'none' },
    choice: 'A popup that says to wait; the diner stays on the sign-in step.',
  }),
  invoice_email_limit: defineEntry('invoice_email_limit', {
    sources: [],
    summary: 'Sending an invoice by e-mail answered 429 invoice_email_limit.',
    origin: 'call',
    text: null,
    action: { type: 'none' },
    choice: 'A popup that says to try again later; the e-mail sheet stays open.',
  }),
  // our choice: the mail server or SMS carrier refused a message (503 message_not_sent); the
  // diner stays where they are and may send again at once (docs/server.md, "Messages").
  message_not_sent: defineEntry('message_not_sent', {
    sources: [],
    summary: 'Sending a sign-in code or an invoice answered 503 message_not_sent.',
    origin: 'call',
    text: null,
    action: { type: 'none' },
    choice: 'A popup that says the message did not leave; the diner stays and may send again.',
  }),
  // our choice (issue 31): Turnstile refused the sign-in's captcha token (400 captcha_required
  // or captcha_invalid: none, spent, expired); the diner stays on the sign-in step, whose
  // widget gives a fresh challenge.
  captcha_failed: defineEntry('captcha_failed', {
    sources: [],
    summary: 'The verification answered 400 captcha_required or captcha_invalid.',
    origin: 'call',
    text: null,
    action: { type: 'none' },
    choice: 'A popup that says to do the check again; the diner stays on the sign-in step.',
  }),
  // our choice (issue 31): Turnstile could not be asked (503 captcha_unavailable).
  captcha_unavailable: defineEntry('captcha_unavailable', {
    sources: [],
    summary: 'The verification answered 503 captcha_unavailable: Turnstile did not answer.',
    origin: 'call',
    text: null,
    action: { type: 'none' },
    choice: 'A popup that says to try again in a moment; the diner stays on the sign-in step.',
  }),
} satisfies CatalogueSlice;
