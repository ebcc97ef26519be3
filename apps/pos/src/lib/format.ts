import type { PosOutlet } from '@tabula/api-client';
import { formatMoney } from '@tabula/engine';

/**
 * An amount as the server gives it (a decimal string), in the outlet's currency and precision,
 * with the currency's code ("SGD 21.91"), as a till shows it. The engine formats: no float.
 */
export function formatPosMoney(
  amount: string,
  outlet: Pick<PosOutlet, 'currency' | 'decimal_precision'>,
  locale: string,
): string {
  return formatMoney(amount, {
    currency: outlet.currency,
    precision: outlet.decimal_precision,
    locale,
    display: 'code',
  });
}

/**
 * A time of day ("17:30") in the outlet's time zone, whatever the tablet's own zone, on a
 * 24-hour clock in every language (our choice: a kitchen ticket never needs AM or PM).
 */
export function formatOutletTime(iso: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(iso));
}

/**
 * When an order was placed, as its card says it: the time of day for an order of the outlet's
 * today, and the date before it for an earlier day ("Nov 27, 23:47"). Order numbers start again
 * each day, so after midnight two open orders may share a number; the date tells them apart.
 */
export function formatOutletPlacedAt(
  iso: string,
  timeZone: string,
  locale: string,
  now: Date = new Date(),
): string {
  const day = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  });
  const at = new Date(iso);
  if (day.format(at) === day.format(now)) return formatOutletTime(iso, timeZone, locale);
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(at);
}
