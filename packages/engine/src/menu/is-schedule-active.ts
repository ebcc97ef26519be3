import { EngineError } from '../errors/engine-error';
import { assertOutletTime } from './assert-outlet-time';
import { toMinuteOfDay } from './to-minute-of-day';
import type { CategorySchedule, OutletTime } from './types';

function readSlotTime(time: string, endOfDay: boolean): number {
  try {
    return toMinuteOfDay(time, { endOfDay });
  } catch {
    throw new EngineError('INVALID_SCHEDULE', { time });
  }
}

/**
 * Tells whether a schedule covers a moment: the day is one of its days and the time falls in one
 * of its slots, both ends included. A slot ending before it starts crosses midnight: it covers
 * its listed day from the start to the end of that day, and the following day from 00:00 to its
 * end. A schedule without slots covers nothing.
 *
 * @param schedule - the days (1 to 7, Sunday is 1) and time slots
 * @param now - the outlet's day and local time
 * @returns true when the moment is inside the schedule
 * @throws EngineError INVALID_SCHEDULE for a bad day or slot time; INVALID_DAY or INVALID_TIME for a bad `now`
 * @example
 * ```ts
 * const late = { days: [6], time_slots: [{ start_time: '22:00', end_time: '02:00' }] };
 * isScheduleActive(late, { day: 6, time: '23:30' }); // true  (Friday night)
 * isScheduleActive(late, { day: 7, time: '01:15' }); // true  (the slot runs into Saturday)
 * isScheduleActive(late, { day: 7, time: '22:30' }); // false (Saturday is not listed)
 * ```
 */
export function isScheduleActive(schedule: CategorySchedule, now: OutletTime): boolean {
  const { day, minute } = assertOutletTime(now);
  const days = new Set<number>();
  for (const listed of schedule.days) {
    if (!Number.isInteger(listed) || listed < 1 || listed > 7) {
      throw new EngineError('INVALID_SCHEDULE', { day: listed });
    }
    days.add(listed);
  }
  const previousDay = day === 1 ? 7 : day - 1;
  let active = false;
  for (const slot of schedule.time_slots) {
    const start = readSlotTime(slot.start_time, false);
    const end = readSlotTime(slot.end_time, true);
    const covers =
      start <= end
        ? days.has(day) && minute >= start && minute <= end
        : (days.has(day) && minute >= start) || (days.has(previousDay) && minute <= end);
    // Keep reading the other slots so a malformed one is reported whatever the time.
    active ||= covers;
  }
  return active;
}
