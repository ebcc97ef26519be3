import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountArb, pointValueArb, precisionArb } from '../../../test/arbitraries';
import { errorCode } from '../../../test/error-code';
import { Decimal } from '../../money/decimal';
import { moneyToPoints } from '../money-to-points';
import { pointsToMoney } from '../points-to-money';

/** A decimal string as an integer and its number of decimals, for exact reference sums. */
function scaled(text: string): { units: bigint; places: number } {
  const [whole = '0', fraction = ''] = text.split('.');
  return { units: BigInt(whole + fraction), places: fraction.length };
}

/** numerator ÷ denominator rounded half up, both positive. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

/** Writes an integer count of 10^-precision units as a decimal string. */
function fromUnits(units: bigint, precision: number): string {
  const digits = units.toString().padStart(precision + 1, '0');
  return precision === 0 ? digits : `${digits.slice(0, -precision)}.${digits.slice(-precision)}`;
}

// The reference conversions, in integers (no decimal.js): what the server computed before.
function referencePointsToMoney(points: string, pointValue: string, precision: number): string {
  const p = scaled(points);
  const v = scaled(pointValue);
  const scale = 10n ** BigInt(p.places + v.places);
  return fromUnits(divideHalfUp(p.units * v.units * 10n ** BigInt(precision), scale), precision);
}

function referenceMoneyToPoints(money: string, pointValue: string, precision: number): string {
  const m = scaled(money);
  const v = scaled(pointValue);
  const numerator = m.units * 10n ** BigInt(v.places + precision);
  return fromUnits(divideHalfUp(numerator, v.units * 10n ** BigInt(m.places)), precision);
}

const cmp = (a: string, b: string): number => new Decimal(a).comparedTo(new Decimal(b));

describe('pointsToMoney', () => {
  it('multiplies by the point value at the currency precision', () => {
    // The demo cafe: a point is worth 0.10.
    expect(pointsToMoney('150', '0.10', 2)).toBe('15.00');
    expect(pointsToMoney('40.5', '0.10', 2)).toBe('4.05');
    expect(pointsToMoney('0', '0.10', 2)).toBe('0.00');
    // One point pays one unit only when the programme says so.
    expect(pointsToMoney('150', '1', 2)).toBe('150.00');
  });

  it('rounds half up, at precision 3 and 0', () => {
    expect(pointsToMoney('1234.5', '0.005', 3)).toBe('6.173'); // 6.1725
    expect(pointsToMoney('25', '0.5', 0)).toBe('13'); // 12.5
    expect(pointsToMoney('0.05', '0.1', 2)).toBe('0.01'); // 0.005
  });

  it('refuses floats, bad values and precisions', () => {
    expect(errorCode(() => pointsToMoney(150 as unknown as string, '0.10', 2))).toBe(
      'INVALID_AMOUNT',
    );
    expect(errorCode(() => pointsToMoney('150', '-0.10', 2))).toBe('INVALID_RATE');
    expect(errorCode(() => pointsToMoney('150', '0.10', 4))).toBe('PRECISION_OUT_OF_RANGE');
  });

  it('is points × point_value rounded half up, exactly', () => {
    fc.assert(
      fc.property(
        precisionArb,
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        pointValueArb(),
        (precision, places, minor, value) => {
          const points = fromUnits(BigInt(minor), places);
          expect(pointsToMoney(points, value, precision)).toBe(
            referencePointsToMoney(points, value, precision),
          );
        },
      ),
    );
  });
});

describe('moneyToPoints', () => {
  it('divides by the point value at the currency precision', () => {
    expect(moneyToPoints('15.00', '0.10', 2)).toBe('150.00');
    expect(moneyToPoints('12.34', '0.10', 2)).toBe('123.40');
    expect(moneyToPoints('10.00', '0.30', 2)).toBe('33.33'); // 33.333…
    expect(moneyToPoints('0.005', '0.01', 3)).toBe('0.500');
  });

  it('rounds half up', () => {
    expect(moneyToPoints('1.00', '0.08', 1)).toBe('12.5'); // 12.5 exactly
    expect(moneyToPoints('1', '0.8', 0)).toBe('1'); // 1.25
    expect(moneyToPoints('1', '0.4', 0)).toBe('3'); // 2.5
    expect(moneyToPoints('2.00', '3', 2)).toBe('0.67'); // 0.666…
  });

  it('gives no points for worthless points', () => {
    expect(moneyToPoints('45.00', '0', 2)).toBe('0.00');
    expect(moneyToPoints('45.000', '0.000', 3)).toBe('0.000');
  });

  it('refuses negative money, floats and bad point values', () => {
    expect(errorCode(() => moneyToPoints('-1.00', '0.10', 2))).toBe('NEGATIVE_AMOUNT');
    expect(errorCode(() => moneyToPoints(12 as unknown as string, '0.10', 2))).toBe(
      'INVALID_AMOUNT',
    );
    expect(errorCode(() => moneyToPoints('12.00', 'abc', 2))).toBe('INVALID_RATE');
  });

  it('is money ÷ point_value rounded half up, exactly', () => {
    fc.assert(
      fc.property(
        precisionArb.chain((precision) =>
          fc.tuple(fc.constant(precision), amountArb(precision, { max: 100_000_000 })),
        ),
        pointValueArb(),
        ([precision, money], value) => {
          expect(moneyToPoints(money, value, precision)).toBe(
            referenceMoneyToPoints(money, value, precision),
          );
        },
      ),
    );
  });
});

describe('round trips', () => {
  const moneyAt = precisionArb.chain((precision) =>
    fc.tuple(fc.constant(precision), amountArb(precision, { max: 100_000_000 })),
  );

  it('money → points → money gives the money back when a point is worth at most one unit', () => {
    fc.assert(
      fc.property(moneyAt, pointValueArb({ atMostOne: true }), ([precision, money], value) => {
        const points = moneyToPoints(money, value, precision);
        expect(pointsToMoney(points, value, precision)).toBe(money);
      }),
    );
  });

  it('points → money → points gives the points back when a point is worth at least one unit', () => {
    fc.assert(
      fc.property(moneyAt, pointValueArb({ atLeastOne: true }), ([precision, points], value) => {
        const money = pointsToMoney(points, value, precision);
        expect(moneyToPoints(money, value, precision)).toBe(points);
      }),
    );
  });

  it('points within the converted limit are never worth more than it (A§5 check 3)', () => {
    fc.assert(
      fc.property(
        moneyAt,
        pointValueArb({ atMostOne: true }),
        fc.integer({ min: 0, max: 100 }),
        ([precision, limit], value, percent) => {
          const most = moneyToPoints(limit, value, precision);
          const points = new Decimal(most).times(percent).dividedBy(100).toFixed(precision, 1);
          expect(cmp(pointsToMoney(points, value, precision), limit)).toBeLessThanOrEqual(0);
          expect(cmp(pointsToMoney(most, value, precision), limit)).toBeLessThanOrEqual(0);
        },
      ),
    );
  });

  it('both conversions keep the order of their inputs', () => {
    fc.assert(
      fc.property(
        precisionArb.chain((precision) =>
          fc.tuple(fc.constant(precision), amountArb(precision), amountArb(precision)),
        ),
        pointValueArb(),
        ([precision, a, b], value) => {
          const [low, high] = cmp(a, b) <= 0 ? [a, b] : [b, a];
          expect(
            cmp(pointsToMoney(low, value, precision), pointsToMoney(high, value, precision)),
          ).toBeLessThanOrEqual(0);
          expect(
            cmp(moneyToPoints(low, value, precision), moneyToPoints(high, value, precision)),
          ).toBeLessThanOrEqual(0);
        },
      ),
    );
  });
});
