import { Decimal, add, multiply, parseAmount, parseRate, subtract, toAmount } from '@tabula/engine';

/*
 * Points arithmetic, all through @tabula/engine. A point balance is a decimal string kept at the
 * currency precision (our choice: the app compares points with money amounts directly, A§5
 * checks 1 and 3, so both share one notation).
 */

/** A number of points written as the server stores and answers it: at the currency precision. */
export function formatPoints(points: Decimal | string, precision: number): string {
  return toAmount(points, precision);
}

/**
 * The points a redeemed amount of money is worth: money ÷ point_value, at the currency precision.
 * spec: A§3 Loyalty (redeemed_loyalty is money); the programme's point_value converts it.
 */
export function pointsForMoney(money: string, pointValue: string, precision: number): string {
  const value = parseRate(pointValue);
  if (value.isZero()) return formatPoints('0', precision);
  return formatPoints(parseAmount(money).dividedBy(value), precision);
}

/**
 * The points a paid amount earns: points_per_currency_unit × amount, floored to whole points
 * (our choice: partial points are never credited).
 */
export function pointsEarnedOn(
  paid: string,
  pointsPerCurrencyUnit: string,
  precision: number,
): string {
  const amount = Decimal.max(parseAmount(paid, { allowNegative: true }), 0);
  return formatPoints(multiply(amount, pointsPerCurrencyUnit).floor(), precision);
}

/** a + b, points. */
export function addPoints(a: string, b: string, precision: number): string {
  return formatPoints(add(a, b), precision);
}

/** a − b, points (may be negative: ledger debits). */
export function subtractPoints(a: string, b: string, precision: number): string {
  return formatPoints(subtract(a, b), precision);
}

/** The smaller of two point amounts. */
export function minPoints(a: string, b: string, precision: number): string {
  return formatPoints(
    Decimal.min(parseAmount(a, { allowNegative: true }), parseAmount(b, { allowNegative: true })),
    precision,
  );
}

/** Whether a point amount is above zero. */
export function isPositive(points: string): boolean {
  return parseAmount(points, { allowNegative: true }).greaterThan(0);
}
