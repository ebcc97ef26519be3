import { useEffect, useState } from 'react';
import { resendSecondsLeft } from '../utils/resend-countdown';

/** Reads the time in milliseconds since the epoch; tests pass their own. */
export type Clock = () => number;

// our choice: a tick four times a second, so the seconds shown are never more than 250 ms late.
const TICK_MS = 250;

/**
 * The seconds left before the code can be resent, counting down to 0 (A§4, A§9: 30 s).
 *
 * @param sentAt - when the last code was sent
 * @param clock - the time source; Date.now in the app
 */
export function useResendCountdown(sentAt: number, clock: Clock): number {
  const [seconds, setSeconds] = useState(() => resendSecondsLeft(sentAt, clock()));
  useEffect(() => {
    const update = () => {
      const left = resendSecondsLeft(sentAt, clock());
      setSeconds(left);
      return left;
    };
    if (update() === 0) return undefined;
    const timer = setInterval(() => {
      if (update() === 0) clearInterval(timer);
    }, TICK_MS);
    return () => {
      clearInterval(timer);
    };
  }, [sentAt, clock]);
  return seconds;
}
