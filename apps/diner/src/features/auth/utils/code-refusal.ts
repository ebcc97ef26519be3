import { isApiError } from '@tabula/api-client';

/**
 * Why the server refused a one-time code (details.reason of its 422 incorrect_otp): a wrong code
 * with the tries it has left, or a code that no longer works at all. Read so the code step says
 * what the diner can do, rather than 'Incorrect OTP' for a right code that is used up.
 */
export type CodeRefusal =
  | { reason: 'incorrect'; attemptsLeft: number | null }
  | { reason: 'used_up' | 'expired' | 'locked' | 'no_code' };

const DEAD_REASONS = new Set(['used_up', 'expired', 'locked', 'no_code']);

/**
 * The refusal a failed sign-in carries; a refusal without a known reason (an older server) reads
 * as a wrong code with no count.
 *
 * @example codeRefusal(new ApiError({ ..., details: { reason: 'used_up', attempts_left: 0 } })) // { reason: 'used_up' }
 */
export function codeRefusal(error: unknown): CodeRefusal {
  const details = isApiError(error) ? error.details : null;
  const reason = details?.reason;
  if (typeof reason === 'string' && DEAD_REASONS.has(reason)) {
    return { reason: reason as 'used_up' | 'expired' | 'locked' | 'no_code' };
  }
  const left = details?.attempts_left;
  return {
    reason: 'incorrect',
    attemptsLeft:
      reason === 'incorrect' && typeof left === 'number' && Number.isInteger(left) && left >= 0
        ? left
        : null,
  };
}
