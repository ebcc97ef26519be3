/*
 * The timings of the payment result page (/payment-processing), in one place.
 */

// spec: B§4 Other providers and B§9, "payment verification by tmp_order_id is polled every 30 s".
export const PAYMENT_VERIFY_POLL_MS = 30_000;

// spec: B§8 Payment failures and B§9, "payment page timeout of 665 s is treated as failure".
export const PAYMENT_TIMEOUT_MS = 665_000;

// spec: B§4 Payment and B§9, declined "redirects to /order-details?payment_status=failed after 5 s".
export const PAYMENT_FAILURE_REDIRECT_MS = 5_000;

// our choice: the page's payment details are read again every 5 s while in progress, as often as
// the spec's other payment status poll (B§4 Order status, B§9: every 5 s), since the diner is
// waiting on this screen and the read is light.
export const PAYMENT_PAGE_RECHECK_MS = 5_000;

// our choice: a generic payment's status by reference (B§4 Other providers; B§7 payment_status)
// is checked as often as the verification, the spec's poll for the other providers (B§9: 30 s).
export const GENERIC_STATUS_POLL_MS = 30_000;
