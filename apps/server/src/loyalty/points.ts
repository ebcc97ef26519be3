import { Decimal, add, multiply, parseAmount, subtract, toAmount } from '@tabula/engine';

/*
 * Points arithmetic, all through @tabula/engine. A point balance is a decimal string kept at the
 * currency precision (our choice: points share the notation of money amounts, so the A§5 checks
 * compare them exactly). Points and money convert with the engine's pointsToMoney and
 * moneyToPoints at the programme's point_value.
 */

/** A number of points written as the server stores and answers it: at the currency precision. */
export function formatPoints(points: Decimal | string, precision: number): string {
  return toAmount(points, precision);
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
