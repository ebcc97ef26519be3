/**
 * When an order was placed, in the diner's language and the outlet's time zone.
 *
 * @param createdAt - the order's created_at (ISO 8601 with an offset)
 * @param locale - the diner's language
 * @param timeZone - the outlet's time zone
 * @example `formatOrderDate('2026-11-21T09:30:00+08:00', 'en', 'Asia/Singapore') // "Nov 21, 2026, 9:30 AM"`
 */
export function formatOrderDate(createdAt: string, locale: string, timeZone: string): string {
  // our choice: the outlet's clock, as its schedules use (docs/diner.md), in a medium date style.
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(createdAt));
}
