/**
 * The ETA as a time of day the diner reads (B§7 status_updated carries eta), in their language
 * and in the outlet's time zone; null when there is no ETA or it cannot be read.
 *
 * @example `formatEta('2026-11-21T10:05:00+08:00', 'en', 'Asia/Singapore') // '10:05 AM'`
 */
export function formatEta(
  eta: string | null | undefined,
  locale: string,
  timeZone: string,
): string | null {
  if (eta === null || eta === undefined) return null;
  const at = new Date(eta);
  if (Number.isNaN(at.getTime())) return null;
  // our choice: the outlet's clock (outlet.time_zone), as for its schedules: the diner is there.
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(
    at,
  );
}
