import { EngineError } from '../errors/engine-error';

const TIME_PATTERN = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** Minutes in a day: the value of `24:00`. */
export const MINUTES_PER_DAY = 1440;

/**
 * Reads a local time of day, `HH:MM` or `HH:MM:SS`, as whole minutes since midnight (seconds are
 * validated, then dropped: schedules work to the minute).
 *
 * @param time - the time, e.g. `"09:30"` or `"22:15:00"`
 * @param options - `endOfDay: true` also accepts `24:00` (giving 1440), as a slot end may be
 * @returns minutes since midnight, 0 to 1439 (1440 for `24:00`)
 * @throws EngineError INVALID_TIME when the text is not a time of day
 * @example
 * ```ts
 * toMinuteOfDay('09:30'); // 570
 * toMinuteOfDay('24:00', { endOfDay: true }); // 1440
 * ```
 */
export function toMinuteOfDay(time: string, options: { endOfDay?: boolean } = {}): number {
  const match = typeof time === 'string' ? TIME_PATTERN.exec(time.trim()) : null;
  if (match === null) throw new EngineError('INVALID_TIME', { time });
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = match[3] === undefined ? 0 : Number(match[3]);
  if (hours === 24 && minutes === 0 && seconds === 0 && options.endOfDay === true) {
    return MINUTES_PER_DAY;
  }
  if (hours > 23 || minutes > 59 || seconds > 59) throw new EngineError('INVALID_TIME', { time });
  return hours * 60 + minutes;
}
