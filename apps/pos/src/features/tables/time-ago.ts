/**
 * How long ago a moment was, in the staff's language ("45 seconds ago", "2 minutes ago"), by the
 * browser's own plural rules. A moment in the future (the tablet's clock is behind the server's)
 * reads as now.
 */
export function formatTimeAgo(iso: string, now: number, locale: string): string {
  const seconds = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 1000));
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  return seconds < 60
    ? format.format(-seconds, 'second')
    : format.format(-Math.floor(seconds / 60), 'minute');
}
