/* spec: B§9 Timings, the connected card provider's. */

/** How often the payment intent is asked for while the payment is under way. */
export const CONNECTED_CARD_POLL_MS = 20_000;

/** How long the payment is waited for before it is given up ('Payment Failed'). */
export const CONNECTED_CARD_TIMEOUT_MS = 180_000;

/** The wait before the payment starts, outside an open tab. */
export const CONNECTED_CARD_START_DELAY_MS = 10_000;
