import type { Outlet } from '@tabula/api-client';
import type { OutletTime } from '@tabula/engine';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * The outlet's day of the week and time of day at a moment, for category schedules: the day
 * runs 1 to 7 from Sunday, the time is `HH:MM` (24-hour), both in the outlet's time zone.
 *
 * @param moment - the moment (usually now)
 * @param timeZone - an IANA time zone, e.g. `Asia/Singapore`
 * @example `outletTimeAt(new Date('2026-11-22T01:30:00Z'), 'Asia/Singapore')` gives `{ day: 1, time: '09:30' }`
 */
// spec: A§4 category visibility (current day and time); A§9 weekdays run 1 to 7 starting Sunday.
export function outletTimeAt(moment: Date, timeZone: string): OutletTime {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return {
    day: WEEKDAYS.indexOf(part('weekday')) + 1,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/**
 * The outlet's day of the week (1 to 7 from Sunday) and time of day (`HH:MM`) at a moment, in
 * the outlet's own time zone: the configuration answers carry it (outlet.time_zone), and the
 * server reads schedules in the same zone, so a phone set to another zone sees the categories the
 * server answers for.
 *
 * @param moment - the moment (usually now)
 * @param outlet - the outlet, whose time_zone its category schedules run in
 * @example `outletTime(new Date('2026-11-22T01:30:00Z'), { time_zone: 'Asia/Singapore' })` gives `{ day: 1, time: '09:30' }`
 */
// spec: A§4 category visibility, the current day and time are the outlet's.
export function outletTime(moment: Date, outlet: Pick<Outlet, 'time_zone'>): OutletTime {
  return outletTimeAt(moment, outlet.time_zone);
}
