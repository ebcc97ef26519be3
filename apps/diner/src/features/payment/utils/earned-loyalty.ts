import { Decimal } from '@tabula/engine';

/**
 * The points a paid order earned, when there are any to show (B§3 Payment details:
 * earned_loyalty; B§2 the result page's "optional loyalty card"). Compared as a decimal by the
 * engine, never as a JavaScript number.
 *
 * @param earned - earned_loyalty, a decimal string of points, or null.
 * @returns The points when above zero, else null.
 * @example `earnedPointsToShow('12.5') // '12.5'; earnedPointsToShow('0') // null`
 */
export function earnedPointsToShow(earned: string | null): string | null {
  if (earned === null) return null;
  return new Decimal(earned).greaterThan(0) ? earned : null;
}
