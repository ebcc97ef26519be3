import { EngineError } from '../errors/engine-error';
import { toMinuteOfDay } from './to-minute-of-day';
import type { OutletTime } from './types';

/**
 * Checks the caller's "now" and reads it as a day of the week and a minute of the day.
 *
 * @param now - the outlet's day (1 to 7, Sunday is 1) and local time `HH:MM`
 * @returns the day and the minute since midnight
 * @throws EngineError INVALID_DAY or INVALID_TIME
 * @example
 * ```ts
 * assertOutletTime({ day: 1, time: '12:30' }); // { day: 1, minute: 750 }
 * ```
 */
export function assertOutletTime(now: OutletTime): { day: number; minute: number } {
  // spec: ordering-menu-account §9, weekdays run 1 to 7 starting Sunday.
  if (!Number.isInteger(now.day) || now.day < 1 || now.day > 7) {
    throw new EngineError('INVALID_DAY', { day: now.day });
  }
  return { day: now.day, minute: toMinuteOfDay(now.time) };
}
