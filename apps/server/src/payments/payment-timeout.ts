/** spec: B§9 Overall payment timeout, 665 s: a payment page with no result is a failure. */
export const PAYMENT_TIMEOUT_MS = 665_000;
