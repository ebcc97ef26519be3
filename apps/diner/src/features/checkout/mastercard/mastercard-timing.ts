// spec: B§9 constants of the Mastercard gateway's wallets and payer authentication.

/** Google Pay waits this long before authenticating the payer (B§9). */
export const GOOGLE_PAY_AUTHENTICATION_WAIT_MS = 10_000;

/** An authentication challenge left unanswered this long declines the payment (B§9). */
export const AUTHENTICATION_TIMEOUT_MS = 120_000;
