import { isApiError } from '../http/api-error';

/** How many times a failed call is tried again before its error reaches the screen. */
export const MAX_RETRIES = 2;

/**
 * Whether a failed call may be sent again: only when the server may never have seen it or failed
 * on its side (no answer, a timeout, a 5xx). A 4xx, an answer that breaks the contract, a refused
 * request, a missing CSRF token or a cancelled call fails the same way every time, so it is
 * shown at once.
 *
 * @param error - What the call threw.
 * @returns True when sending it again may succeed.
 */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  switch (error.kind) {
    case 'network':
    case 'timeout':
      return true;
    case 'http':
      return error.status !== null && error.status >= 500;
    default:
      return false;
  }
}

/**
 * TanStack Query's `retry` for reads: up to {@link MAX_RETRIES} more tries of a retryable error.
 *
 * @param failureCount - Failures before this one (0 on the first failure, as TanStack Query counts).
 * @param error - The last failure.
 * @returns Whether to try again.
 */
export function retryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && isRetryable(error);
}

/**
 * TanStack Query's `retry` for writes: an idempotent write (an order, a payment) carries its
 * Idempotency-Key, so trying it again cannot double it; any other write is never retried.
 *
 * @param idempotent - The endpoint's idempotent flag.
 * @returns The retry function, or false.
 */
export function retryMutation(idempotent: boolean) {
  return idempotent ? retryQuery : false;
}
