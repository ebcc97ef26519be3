import { formatOutletTime } from '../../lib/format';

/** When an audit line was written, in a time zone: its day ("Nov 26, 2026") and time ("17:45"). */
export function entryTime(
  iso: string,
  timeZone: string,
  locale: string,
): { day: string; time: string } {
  const day = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone,
  }).format(new Date(iso));
  return { day, time: formatOutletTime(iso, timeZone, locale) };
}
