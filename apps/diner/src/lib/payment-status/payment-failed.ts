import { z } from 'zod';
import { STORAGE_KEYS } from '../storage/keys';
import { readStored, removeStored, writeStored } from '../storage/storage';

/*
 * A failed payment, as the payment result page leaves it for /order-details (B§2: the redirect
 * target "on payment failure (with ?payment_status=failed after 5 s)"; B§4: "declined sets a
 * failure flag"). The payment feature writes it; the order-details screen reads it from here,
 * since features never import each other.
 */

/** The search value that marks a failed payment on /order-details (B§2). */
export const PAYMENT_FAILED_STATUS = 'failed';

/** Where a failed payment sends the diner (B§2, B§4 declined, B§8 payment failures). */
export const PAYMENT_FAILED_HREF = `/order-details?payment_status=${PAYMENT_FAILED_STATUS}`;

/**
 * The `/order-details` search parameter, for its route's `validateSearch`: `payment_status` is
 * `'failed'` or absent; anything else reads as absent instead of failing the route.
 */
export const paymentStatusSearchSchema = z.object({
  payment_status: z.literal(PAYMENT_FAILED_STATUS).optional().catch(undefined),
});

/**
 * Whether a route's search says the payment failed (`?payment_status=failed`, B§2).
 *
 * @param search - The route's search object (validated or raw).
 * @returns True for `payment_status: 'failed'`.
 * @example `readPaymentFailed(Route.useSearch()) // true on /order-details?payment_status=failed`
 */
export function readPaymentFailed(search: unknown): boolean {
  if (typeof search !== 'object' || search === null) return false;
  return (search as { payment_status?: unknown }).payment_status === PAYMENT_FAILED_STATUS;
}

/** Sets the session's payment failure flag (B§3 paymentFailed; B§4 declined). */
export function markPaymentFailed(): void {
  writeStored('session', STORAGE_KEYS.paymentFailed, true);
}

/** Clears the session's payment failure flag (B§4: a paid payment clears the session). */
export function clearPaymentFailed(): void {
  removeStored('session', STORAGE_KEYS.paymentFailed);
}

/** Whether the session's payment failure flag is set (B§3 paymentFailed). */
export function isPaymentFailedFlagSet(): boolean {
  return readStored('session', STORAGE_KEYS.paymentFailed, z.literal(true)) === true;
}
