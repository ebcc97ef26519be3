import type { ErrorId } from './error-ids';

/** The routes an error sends the diner to (spec: A§2 and B§2 name each as a redirect target). */
export type ErrorRedirectTarget =
  | '/'
  | '/order-details'
  | '/order-details?payment_status=failed'
  | '/checkout'
  | '/table-unavailable'
  | '/invalid-table'
  | '/track-order';

/** What the app does when the error is shown, or when its button is pressed. */
export type ErrorAction =
  /** Nothing beyond closing the popup. */
  | { readonly type: 'none' }
  /** Go to a route; after `delayMs` when given, else when the button is pressed. */
  | { readonly type: 'redirect'; readonly to: ErrorRedirectTarget; readonly delayMs?: number }
  /** Shown beside a field, no popup (a wrong one-time code, a coupon message). */
  | { readonly type: 'inline' }
  /** Continue with sign-up: verification answered 404, the user is not found. */
  | { readonly type: 'sign_up' }
  /** Clear the cart. */
  | { readonly type: 'clear_cart' }
  /** Offer the step again (Try again). */
  | { readonly type: 'retry' }
  /** Log only; the diner sees nothing. */
  | { readonly type: 'silent' }
  /** Go back to the menu. */
  | { readonly type: 'return_to_menu' }
  /** Show another entry after this one (a Google Pay authentication error, then the payment failure). */
  | { readonly type: 'show_next'; readonly next: ErrorId }
  /** Abort the wallet's payment session (Apple Pay). */
  | { readonly type: 'abort_payment_session' };

/** How the error appears. */
export type ErrorPresentation =
  /** A popup with a title, a message, optional details and a button. */
  | 'popup'
  /** A full error page or screen. */
  | 'page'
  /** Text beside the field, no popup. */
  | 'inline'
  /** An overlay over the current screen. */
  | 'overlay'
  /** A warning box in the page (the price-changed box). */
  | 'warning'
  /** Nothing is shown; only the action happens. */
  | 'none';

/** The lingui message id of an error button. */
export type ErrorButtonKey =
  | 'button.close'
  | 'button.ok'
  | 'button.try_again'
  | 'button.cancel'
  | 'button.proceed'
  | 'button.return_to_checkout'
  | 'button.return_to_menu';

/** Something the app does along with the action. */
export type ErrorEffect =
  /** Reset the QR session (a table updated from the POS). */
  | 'reset_qr_session'
  /** Clear the stored payment reference and type (a Mastercard or Apple Pay failure). */
  | 'clear_payment_reference'
  /** Mark the payment declined at the gateway (a Google Pay authentication timeout). */
  | 'mark_payment_declined'
  /** Send an error report. */
  | 'report'
  /** Enable the pay or place-order button again. */
  | 'reenable_pay_button'
  /** Remove the applied coupon discount. */
  | 'remove_discount';

/** Which text of the failure the entry shows in place of its own message, when there is one. */
export type ErrorServerText =
  /** None: the entry's own message. */
  | 'none'
  /** The server's error text (the `error` of the body). */
  | 'server'
  /** The payment provider's message, relayed by the server or thrown by the provider's script. */
  | 'provider';

/** Who raises the entry: a failed call (through `resolveError`) or the app itself (by id). */
export type ErrorOrigin = 'call' | 'app';

/** One situation of the error catalogue. */
export interface ErrorCatalogueEntry {
  readonly id: ErrorId;
  /** The spec rows this entry covers, e.g. `['A§8 row 4', 'B§8 row 1']`. */
  readonly sources: readonly string[];
  /** The situation and what the spec says is shown, in a sentence, for docs and logs. */
  readonly summary: string;
  readonly origin: ErrorOrigin;
  readonly presentation: ErrorPresentation;
  /** The lingui message id of the title. */
  readonly titleKey: string;
  /** The lingui message id of the message; the spec's own key where it names one. */
  readonly messageKey: string;
  /** The lingui message id of the optional details line. */
  readonly detailsKey?: string;
  /**
   * The fields of the server's `details` the message puts in its placeholders (`{limit}`), read
   * as text by {@link resolveError}; none when absent.
   */
  readonly values?: readonly string[];
  /**
   * The English title and message exactly as the spec quotes them; a part is null where the spec
   * does not give its wording, and the whole is null where it gives none.
   */
  readonly text: { readonly title: string | null; readonly message: string | null } | null;
  readonly serverText: ErrorServerText;
  readonly action: ErrorAction;
  /** The button's lingui message id; null when nothing with a button is shown. */
  readonly buttonKey: ErrorButtonKey | null;
  /** A second button, e.g. Cancel beside Try again. */
  readonly secondaryButtonKey?: ErrorButtonKey;
  readonly effects: readonly ErrorEffect[];
  /** The other reading where the spec gives two. */
  readonly otherReading?: string;
  /** What we chose where the spec is silent. */
  readonly choice?: string;
}
