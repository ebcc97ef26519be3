/**
 * The number lingui's plural picks its form by (one point, two points, Arabic's dual and few),
 * for a count the app holds as a decimal string (loyalty points, A§3). Only the form is chosen
 * from it; the figure shown stays the exact one formatPoints gives.
 *
 * @example `pluralCount('1') // 1`, `pluralCount('12.5') // 12.5`, `pluralCount('x') // 0`
 */
export function pluralCount(count: string): number {
  const value = Number(count);
  return Number.isFinite(value) ? value : 0;
}
