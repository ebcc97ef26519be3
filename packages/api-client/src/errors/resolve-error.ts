import { ApiError } from '../http/api-error';
import type { QrSource } from '../schemas/session';
import { type CatalogueEntry, ERROR_CATALOGUE } from './error-catalogue';
import type { ErrorCatalogueEntry } from './error-entry';
import type { ErrorId } from './error-ids';
import type { ApiOperation } from './operations';

/** Where a failure happened: the operation, and what decides between entries of one operation. */
export interface ErrorContext {
  readonly operation: ApiOperation;
  /** Whether the diner orders at a table; decides which placement failure is shown (A§8). */
  readonly hasTable?: boolean;
  /**
   * The session's qr_source, read when `hasTable` is not given: dine_ot and dine_pf are at a
   * table, any other value (null is the default session) is not.
   */
  readonly qrSource?: QrSource | null;
}

/** The entry to show for a failure, with the server's (or provider's) text where it shows one. */
export interface ResolvedError {
  readonly id: ErrorId;
  readonly entry: CatalogueEntry;
  /**
   * The text to show in place of the entry's message: the server's error text, or the payment
   * provider's message, when the entry shows it and there is one. Otherwise null.
   */
  readonly serverMessage: string | null;
  /** The HTTP status of the failed call, or null. */
  readonly status: number | null;
  /**
   * The values of the message's placeholders: the entry's {@link ErrorCatalogueEntry.values}
   * read from the server's details, as text. Absent or empty when it has none.
   */
  readonly values?: Readonly<Record<string, string>>;
}

/** What resolving reads from a failure; a value that is not an ApiError has only nulls. */
interface Failure {
  readonly kind: ApiError['kind'] | 'thrown';
  readonly status: number | null;
  readonly errorId: string | null;
  /** The server's text, lower-cased, trimmed, without trailing `.` or `!`. */
  readonly text: string | null;
}

type Fallback = ErrorId | ((failure: Failure, context: ErrorContext) => ErrorId);

// The operations where a 401 is a failed sign-in, not an expired session (our choice).
const SIGN_IN_OPERATIONS: ReadonlySet<string> = new Set<ApiOperation>([
  'verify_user',
  'sign_in',
  'verify_otp',
  'guest_login',
]);

/** Each operation's entry when no situation shared by every operation matched. */
const FALLBACKS: Readonly<Record<ApiOperation, Fallback>> = {
  // spec: A§8 rows 5 and 6 split a placement failure by table; B§8 row 5 is 'Oops'.
  place_order: (_failure, context) => {
    const table = atTable(context);
    if (table === undefined) return 'order_placement_failed';
    return table ? 'order_failed_at_table' : 'order_failed_without_table';
  },
  make_payment: 'order_placement_failed',
  order_update: 'order_update_failed', // spec: A§8 row 19, B§8 row 19
  cart_validation: 'cart_validation_failed', // spec: A§8 row 16, B§8 row 13
  coupon: 'coupon_error', // spec: A§8 row 12, B§8 row 29
  // spec: B§8 row 30 'Invalid promo code!' or 'Error applying promo code!'
  promo_code: (failure) => (isClientError(failure) ? 'promo_code_invalid' : 'promo_code_error'),
  checkout_config: 'generic',
  // spec: A§7 and B§7, a tracking configuration 404 leads to /.
  tracking_config: (failure) => (failure.status === 404 ? 'tracking_not_found' : 'generic'),
  // spec: B§8 payment 11, a failing order summary is reported; no order leads to /.
  order_summary: (failure) =>
    failure.status === 404 ? 'no_order_found' : 'order_summary_fetch_failed',
  page_config: 'generic',
  // spec: A§8 row 7, verification 404 means sign-up follows; row 9 any other sign-in error.
  verify_user: (failure) => (failure.status === 404 ? 'sign_up_required' : 'sign_in_failed'),
  sign_in: 'sign_in_failed',
  // spec: A§8 row 8, an OTP failure with a server message is the inline 'Incorrect OTP'.
  verify_otp: (failure) =>
    isClientError(failure) && failure.text !== null ? 'incorrect_otp' : 'sign_in_failed',
  guest_login: 'sign_in_failed',
  profile_load: 'profile_load_failed', // spec: A§8 row 18
  profile_update: 'generic',
  card_delete: 'card_delete_failed', // spec: A§8 other 4
  loyalty_sign_up: 'loyalty_sign_up_failed', // spec: A§8 row 10
  loyalty_fetch: 'loyalty_fetch_failed', // spec: A§8 row 11, B§8 row 23
  loyalty_redeem: 'generic',
  table_status: 'generic',
  // spec: B§8 rows 8, 9 and 10: other join 422, other join failure, network failure on join.
  join_table: (failure) => {
    if (failure.kind === 'network' || failure.kind === 'timeout') return 'join_network_error';
    if (failure.status === 422) return 'system_configuration_changed';
    return 'join_failed';
  },
  // spec: B§8 rows 11 and 12, payment preference 409 and other failures.
  payment_preference: (failure) =>
    failure.status === 409 ? 'payment_preference_locked' : 'payment_preference_failed',
  split_queue: 'generic',
  // our choice: any 409 on saving a selection is a part someone else took (ADR 0007).
  split_selection: (failure) => (failure.status === 409 ? 'split_part_taken' : 'generic'),
  // spec: B§8 row 27, the item-wise screen held by another member.
  split_screen_hold: (failure) => (failure.status === 409 ? 'split_screen_occupied' : 'generic'),
  card_token: 'card_token_error', // spec: B§8 payment 1
  adyen_payment: 'adyen_payment_failed', // spec: B§8 payment 2
  stripe_connect_payment: 'stripe_connect_failed', // spec: B§8 payment 3
  stripe_connect_poll: 'stripe_connect_poll_failed', // spec: B§8 payment 3
  // our choice: Stripe direct's order refused after the card paid at Stripe (ADR 0008 addendum):
  // an intent not completed is the provider's refusal (B§8 payment 1, 'oops' with its message);
  // a charge refunded for a differing amount says so; anything else is the payment failure.
  stripe_payment: (failure) => {
    if (failure.errorId === 'stripe_payment_incomplete') return 'card_token_error';
    if (failure.errorId === 'stripe_amount_mismatch') return 'stripe_amount_mismatch';
    return 'stripe_payment_failed';
  },
  mastercard_payment: 'mastercard_payment_failed', // spec: B§8 payment 7
  apple_pay: 'mastercard_payment_failed', // spec: B§8 payment 7
  apple_pay_merchant_validation: 'apple_pay_session_aborted', // spec: B§8 payment 8
  google_pay: 'google_pay_payment_failed', // spec: B§8 payment 5
  google_pay_card_verification: 'google_pay_card_verification_failed', // spec: B§8 payment 4
  // spec: B§8 payment 5, 'error.auth_timeout' for a timeout, 'error.auth_error' otherwise.
  google_pay_authentication: (failure) =>
    failure.kind === 'timeout' ? 'google_pay_auth_timeout' : 'google_pay_auth_error',
  generic_payment: 'generic_payment_failed', // spec: B§8 payment 9
  other: 'generic',
};

/**
 * Picks the catalogue entry for a failure in its situation. It accepts anything thrown (an
 * {@link ApiError} or not), never throws, and always returns an entry: the generic 'Oops!' when
 * nothing more specific applies, since the app shows errors from the catalogue only.
 *
 * @example
 * ```ts
 * const { entry, serverMessage } = resolveError(error, { operation: 'place_order', hasTable: true });
 * ```
 */
export function resolveError(error: unknown, context: ErrorContext): ResolvedError {
  let id: ErrorId;
  try {
    id = pickEntry(error, context);
  } catch {
    id = 'generic';
  }
  const entry = ERROR_CATALOGUE[id];
  return {
    id,
    entry,
    serverMessage: shownText(entry, error),
    status: statusOf(error),
    values: valuesOf(entry, error),
  };
}

/** The server refusals of an order beyond the outlet's limits, by their error id. */
const LIMIT_ERRORS: Readonly<Record<string, ErrorId>> = {
  line_quantity_limit: 'line_quantity_limit',
  order_item_limit: 'order_item_limit',
  order_amount_limit: 'order_amount_limit',
  tip_limit: 'tip_limit',
};

/** The split bill's and a split part's coupon refusals (ADR 0007), by the server's error id. */
const SPLIT_ERRORS: Readonly<Record<string, ErrorId>> = {
  // our choice: an equal split, a unit or a part someone else took first is said on the screen.
  split_slot_taken: 'split_slot_taken',
  split_part_taken: 'split_part_taken',
  // our choice (issue 30): the part is held by the diner's own open payment.
  own_payment_open: 'own_payment_open',
  // spec: B§8 row 27, split screen held by another member.
  manual_split_screen_occupied: 'split_screen_occupied',
  // spec: B§8 row 11, 'unable to change payment preference / split already done'.
  split_already_done: 'payment_preference_locked',
  // spec: B§5 coupon rules, a split part's coupon refused by the server.
  coupon_unavailable: 'coupon_unavailable',
  coupon_below_minimum_order: 'coupon_below_minimum_order',
  coupon_exceeds_eligible_amount: 'coupon_exceeds_eligible_amount',
};

function pickEntry(error: unknown, context: ErrorContext): ErrorId {
  const failure = readFailure(error);
  // our choice: a call the app cancelled shows nothing.
  if (failure.kind === 'aborted') return 'request_cancelled';
  // spec: A§8 row 17, no CSRF token on the page: 'CSRF token not found'.
  if (failure.kind === 'csrf_missing') return 'csrf_token_missing';
  const shared = sharedSituation(failure, context.operation);
  if (shared !== null) return shared;
  if (failure.status === 401 && !SIGN_IN_OPERATIONS.has(context.operation)) {
    // spec: A§8 row 15 and B§8 row 16 (checkout configuration), A§8 row 2 (many calls).
    return context.operation === 'checkout_config' ? 'checkout_unauthorized' : 'unauthorized';
  }
  const fallback = Object.hasOwn(FALLBACKS, context.operation)
    ? FALLBACKS[context.operation]
    : 'generic';
  return typeof fallback === 'function' ? fallback(failure, context) : fallback;
}

/** The situations the server names by error id or text, whatever the operation. */
function sharedSituation(failure: Failure, operation: ApiOperation): ErrorId | null {
  const { status, errorId, text } = failure;
  // spec: A§8 row 3, 422 with message 'Multiple order'.
  if (status === 422 && text === 'multiple order') return 'multiple_order';
  // spec: A§8 row 4, B§8 row 1 and payment 3: out_of_stock_error or 'Items are out of stock'.
  if (errorId === 'out_of_stock_error' || text === 'items are out of stock') {
    return 'items_unavailable';
  }
  // spec: B§8 row 3, payment_in_progress_group_user.
  if (errorId === 'payment_in_progress_group_user') return 'payment_in_progress_group_user';
  // spec: B§8 row 4 payment_in_progress; row 7 join 422 'Payment for this table is being processed'.
  if (errorId === 'payment_in_progress') return 'table_payment_in_progress';
  if (status === 422 && text === 'payment for this table is being processed') {
    return 'table_payment_in_progress';
  }
  // spec: B§8 row 24, POS discount on dine_ot for an unpaid user: 'unable to add items'.
  if (errorId === 'pos_discount_applied') return 'pos_discount_blocks_items';
  // spec: B§8 row 25, modifying an order being prepared.
  if (errorId === 'order_being_prepared') return 'order_being_prepared';
  // our choice: a paid member acting on the tab again; saving the preference keeps B§8 row 11.
  if (errorId === 'member_already_paid' && operation !== 'payment_preference') {
    return 'member_already_paid';
  }
  // spec: B§8 payment 6, order_total_amount_mismatch (also seen as orders_total_amount_mismatch).
  if (errorId === 'order_total_amount_mismatch' || errorId === 'orders_total_amount_mismatch') {
    return 'order_total_mismatch';
  }
  // The split bill's refusals (ADR 0007), whichever call met them.
  if (errorId !== null && Object.hasOwn(SPLIT_ERRORS, errorId))
    return SPLIT_ERRORS[errorId] ?? null;
  // our choice: too many codes or invoice e-mails (429), whichever call asked.
  if (errorId === 'otp_send_limit') return 'otp_send_limit';
  if (errorId === 'invoice_email_limit') return 'invoice_email_limit';
  // our choice (issue 34): a call beyond its rate limit (429), whichever call it was.
  if (errorId === 'too_many_requests') return 'too_many_requests';
  // our choice: a message the carrier refused (503), whichever call sent it.
  if (errorId === 'message_not_sent') return 'message_not_sent';
  // our choice (issue 31): the sign-in's captcha refused or unchecked, whichever call met it.
  if (errorId === 'captcha_required' || errorId === 'captcha_invalid') return 'captcha_failed';
  if (errorId === 'captcha_unavailable') return 'captcha_unavailable';
  // our choice: an order beyond the outlet's limits, wherever it is checked or placed.
  if (errorId !== null && Object.hasOwn(LIMIT_ERRORS, errorId))
    return LIMIT_ERRORS[errorId] ?? null;
  // spec: B§8 row 2, 'Another order exists'.
  if (text === 'another order exists') return 'another_order_exists';
  // spec: B§8 row 6, table check 422 key promotion_available.
  if (
    errorId === 'promotion_available' &&
    (operation === 'table_status' || operation === 'join_table')
  ) {
    return 'join_blocked_by_promotion';
  }
  return null;
}

function readFailure(error: unknown): Failure {
  if (!(error instanceof ApiError)) {
    return { kind: 'thrown', status: null, errorId: null, text: null };
  }
  return {
    kind: error.kind,
    status: error.status,
    errorId: error.errorId,
    text: normalise(error.serverMessage),
  };
}

/** Whether the server refused the call itself (a 4xx), as opposed to failing or not answering. */
function isClientError(failure: Failure): boolean {
  return (
    failure.kind === 'http' &&
    failure.status !== null &&
    failure.status >= 400 &&
    failure.status < 500
  );
}

function atTable(context: ErrorContext): boolean | undefined {
  if (context.hasTable !== undefined) return context.hasTable;
  if (context.qrSource === undefined) return undefined;
  return context.qrSource === 'dine_ot' || context.qrSource === 'dine_pf';
}

// our choice: server texts are compared without case, surrounding space or trailing . and !
function normalise(text: string | null): string | null {
  if (text === null) return null;
  const plain = text
    .trim()
    .replace(/[.!]+$/, '')
    .toLowerCase();
  return plain === '' ? null : plain;
}

function shownText(entry: ErrorCatalogueEntry, error: unknown): string | null {
  if (entry.serverText === 'none') return null;
  try {
    if (error instanceof ApiError) return nonEmpty(error.serverMessage);
    // our choice: a provider's script rejects with a plain object { message }; an Error's
    // message is a program's text and is never shown to the diner.
    if (entry.serverText === 'provider' && isPlainObject(error) && 'message' in error) {
      return typeof error.message === 'string' ? nonEmpty(error.message) : null;
    }
  } catch {
    return null;
  }
  return null;
}

function valuesOf(entry: ErrorCatalogueEntry, error: unknown): Readonly<Record<string, string>> {
  const values: Record<string, string> = {};
  if (entry.values === undefined || !(error instanceof ApiError)) return values;
  try {
    const details = error.details ?? {};
    for (const name of entry.values) {
      const value = details[name];
      if (typeof value === 'string' || typeof value === 'number') values[name] = String(value);
    }
  } catch {
    return {};
  }
  return values;
}

function statusOf(error: unknown): number | null {
  try {
    return error instanceof ApiError ? error.status : null;
  } catch {
    return null;
  }
}

function isPlainObject(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function nonEmpty(text: string | null): string | null {
  return text === null || text.trim() === '' ? null : text;
}
