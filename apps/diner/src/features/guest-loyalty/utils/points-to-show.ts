import { Decimal } from '@tabula/engine';

/**
 * Points worth telling the diner about: above zero. Compared as a decimal by the engine, never as
 * a JavaScript number.
 *
 * @param points - a decimal string of points, or null when unknown
 * @returns the points when above zero, else null
 * @example `pointsToShow('12.5') // '12.5'; pointsToShow('0') // null; pointsToShow(null) // null`
 */
export function pointsToShow(points: string | null | undefined): string | null {
  if (points === null || points === undefined) return null;
  return new Decimal(points).greaterThan(0) ? points : null;
}
