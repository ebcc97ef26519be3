/*
 * The Apple Pay waits (B§9: "Apple Pay merchant session wait and payment result wait: 60 s each;
 * abort at 180 s").
 */

// spec: B§4 Apple Pay, merchant_session_created is waited up to 60 s.
export const APPLE_PAY_MERCHANT_SESSION_WAIT_MS = 60_000;

// spec: B§4 Apple Pay, payment_succeeded or payment_failed is waited up to 60 s.
export const APPLE_PAY_RESULT_WAIT_MS = 60_000;

// spec: B§4 Apple Pay, the session is aborted after 180 s.
export const APPLE_PAY_ABORT_MS = 180_000;
