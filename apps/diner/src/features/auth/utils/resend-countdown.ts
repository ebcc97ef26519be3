/** How long after a code is sent it can be sent again. */
// spec: A§4 Login and A§9, the code can be resent after a 30 s countdown.
export const RESEND_AFTER_MS = 30_000;

/**
 * The whole seconds left before a code can be resent: 30 just after it was sent, 0 once it can
 * be (rounded up, so the countdown never shows 0 while Resend is still disabled).
 *
 * @param sentAt - when the code was sent, in milliseconds since the epoch
 * @param now - the time now, in the same unit
 * @example resendSecondsLeft(0, 12_500) // 18
 */
export function resendSecondsLeft(sentAt: number, now: number): number {
  const left = sentAt + RESEND_AFTER_MS - now;
  if (left <= 0) return 0;
  return Math.min(RESEND_AFTER_MS / 1000, Math.ceil(left / 1000));
}
