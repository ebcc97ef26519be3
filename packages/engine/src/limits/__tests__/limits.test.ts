import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountArb, minorToAmount, percentArb, precisionArb } from '../../../test/arbitraries';
import { errorCode } from '../../../test/error-code';
import { tipAmount } from '../../charges/tip-amount';
import { parseAmount } from '../../money/parse-amount';
import { toAmount } from '../../money/to-amount';
import { additionLimitProblem } from '../addition-limit-problem';
import { billLimitProblem } from '../bill-limit-problem';
import { maxTipAmount } from '../max-tip-amount';
import { quantityLimitProblem } from '../quantity-limit-problem';
import { quantityRoom } from '../quantity-room';
import { tipLimitProblem } from '../tip-limit-problem';

const LIMITS = { max_line_quantity: 50, max_order_items: 100 };

/** Quantity limits: a line limit up to the order limit, both positive. */
const limitsArb = fc
  .integer({ min: 1, max: 500 })
  .chain((items) =>
    fc
      .integer({ min: 1, max: items })
      .map((line) => ({ max_line_quantity: line, max_order_items: items })),
  );

/** Lines of 1 to 600 units each. */
const linesArb = fc
  .array(fc.integer({ min: 1, max: 600 }), { maxLength: 12 })
  .map((counts) => counts.map((count, index) => ({ id: `line-${String(index)}`, count })));

describe('quantityLimitProblem', () => {
  it('accepts an order exactly at both limits and refuses one unit over either', () => {
    const atLimits = [
      { id: 'a', count: 50 },
      { id: 'b', count: 50 },
    ];
    expect(quantityLimitProblem(atLimits, LIMITS)).toBeNull();
    expect(quantityLimitProblem([{ id: 'a', count: 51 }], LIMITS)).toEqual({
      kind: 'line_quantity',
      line_id: 'a',
      count: 51,
      limit: 50,
    });
    expect(quantityLimitProblem([...atLimits, { id: 'c', count: 1 }], LIMITS)).toEqual({
      kind: 'order_items',
      count: 101,
      limit: 100,
    });
  });

  it('names the first line over the line limit, before the order limit', () => {
    const lines = [
      { id: 'a', count: 10 },
      { id: 'b', count: 1121 },
      { id: 'c', count: 60 },
    ];
    expect(quantityLimitProblem(lines, LIMITS)).toMatchObject({ line_id: 'b', count: 1121 });
    expect(quantityLimitProblem([], LIMITS)).toBeNull();
  });

  it('refuses limits that are not positive integers', () => {
    for (const bad of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(errorCode(() => quantityLimitProblem([], { ...LIMITS, max_order_items: bad }))).toBe(
        'INVALID_LIMITS',
      );
      expect(errorCode(() => quantityRoom(0, 0, { ...LIMITS, max_line_quantity: bad }))).toBe(
        'INVALID_LIMITS',
      );
    }
  });

  it('finds a problem exactly when a line or the order is over its limit', () => {
    fc.assert(
      fc.property(linesArb, limitsArb, (lines, limits) => {
        const over =
          lines.some((line) => line.count > limits.max_line_quantity) ||
          lines.reduce((sum, line) => sum + line.count, 0) > limits.max_order_items;
        expect(quantityLimitProblem(lines, limits) !== null).toBe(over);
      }),
    );
  });
});

describe('quantityRoom', () => {
  it('is what is left on the line or in the order, whichever is less', () => {
    expect(quantityRoom(48, 60, LIMITS)).toBe(2);
    expect(quantityRoom(10, 95, LIMITS)).toBe(5);
    expect(quantityRoom(0, 0, LIMITS)).toBe(50);
    expect(quantityRoom(50, 50, LIMITS)).toBe(0);
    // Over a limit already (the outlet lowered it): no room, never a negative one.
    expect(quantityRoom(70, 120, LIMITS)).toBe(0);
  });

  it('adding the room keeps the order within its limits; one more unit breaks one', () => {
    fc.assert(
      fc.property(
        linesArb.filter((lines) => lines.length > 0),
        limitsArb,
        fc.nat(),
        (lines, limits, pick) => {
          // Start from an order within the limits.
          const within = lines.map((line) => ({
            ...line,
            count: Math.min(line.count, limits.max_line_quantity),
          }));
          let total = 0;
          const order = within.filter((line) => {
            if (total + line.count > limits.max_order_items) return false;
            total += line.count;
            return true;
          });
          fc.pre(order.length > 0);
          const index = pick % order.length;
          const target = order[index];
          if (!target) return;
          const room = quantityRoom(target.count, total, limits);
          const grown = (extra: number) =>
            order.map((line, i) => (i === index ? { ...line, count: line.count + extra } : line));
          expect(quantityLimitProblem(grown(room), limits)).toBeNull();
          expect(quantityLimitProblem(grown(room + 1), limits)).not.toBeNull();
        },
      ),
    );
  });
});

describe('maxTipAmount and tipLimitProblem', () => {
  it('takes the share of the subtotal as a tip tile would, and allows a tip equal to it', () => {
    expect(maxTipAmount('40.00', '50', 2)).toBe('20.00');
    // 16.665 rounds half up, as a 50 % tile does.
    expect(maxTipAmount('33.33', '50', 2)).toBe('16.67');
    expect(maxTipAmount('7.400', '25', 3)).toBe('1.850');
    expect(tipLimitProblem('20.00', '40.00', '50', 2)).toBeNull();
    expect(tipLimitProblem('20.01', '40.00', '50', 2)).toEqual({
      kind: 'tip_share',
      tip: '20.01',
      limit: '20.00',
      percent: '50',
    });
    // The reported case: a custom tip of 99,999,999 on a small bill.
    expect(tipLimitProblem('99999999', '4.50', '50', 2)).toMatchObject({
      tip: '99999999.00',
      limit: '2.25',
    });
    expect(tipLimitProblem('0', '0.00', '50', 2)).toBeNull();
    expect(tipLimitProblem('0.01', '0.00', '50', 2)).toMatchObject({ limit: '0.00' });
  });

  it('refuses a negative tip rather than comparing it', () => {
    expect(errorCode(() => tipLimitProblem('-5', '40.00', '50', 2))).toBe('NEGATIVE_AMOUNT');
  });

  it('always allows a percentage tip at or below the limit percentage', () => {
    fc.assert(
      fc.property(
        precisionArb,
        percentArb,
        percentArb,
        fc.integer({ min: 0, max: 10_000_000 }),
        (precision, a, b, minor) => {
          const [low, high] = parseAmount(a).lessThanOrEqualTo(parseAmount(b)) ? [a, b] : [b, a];
          const subTotal = minorToAmount(minor, precision);
          const tile = tipAmount({ percent: low }, subTotal, precision);
          expect(tipLimitProblem(tile, subTotal, high, precision)).toBeNull();
        },
      ),
    );
  });

  it('allows the largest tip and refuses one minor unit more', () => {
    fc.assert(
      fc.property(
        precisionArb,
        percentArb,
        fc.integer({ min: 0, max: 10_000_000 }),
        (p, pct, m) => {
          const subTotal = minorToAmount(m, p);
          const largest = maxTipAmount(subTotal, pct, p);
          const oneMore = toAmount(parseAmount(largest).plus(minorToAmount(1, p)), p);
          expect(tipLimitProblem(largest, subTotal, pct, p)).toBeNull();
          expect(tipLimitProblem(oneMore, subTotal, pct, p)).toMatchObject({ limit: largest });
        },
      ),
    );
  });

  it('grows with the subtotal and with the percentage', () => {
    fc.assert(
      fc.property(
        precisionArb,
        percentArb,
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (p, pct, a, b) => {
          const [small, large] = a <= b ? [a, b] : [b, a];
          const lower = parseAmount(maxTipAmount(minorToAmount(small, p), pct, p));
          expect(lower.lessThanOrEqualTo(maxTipAmount(minorToAmount(large, p), pct, p))).toBe(true);
        },
      ),
    );
  });
});

/** A priced order's figures as the money limits read them, at 2 decimals. */
const bill = (total: string, tip: string, subTotal = '100.00') => ({
  precision: 2 as const,
  sub_total: subTotal,
  total_amount: total,
  tips_amount: tip,
});
const limits = { max_order_amount: '1000.00', max_tip_percent: '50' };
/** Amounts of a limit's size, at 2 decimals. */
const moneyArb = amountArb(2, { max: 200_000 });

describe('billLimitProblem', () => {
  it('compares what the order comes to before the tip with the amount limit', () => {
    expect(billLimitProblem(bill('1000.00', '0.00', '917.43'), limits)).toBeNull();
    // The tip is not part of the order amount: 1,000.00 of food and a 10.00 tip is allowed.
    expect(billLimitProblem(bill('1010.00', '10.00', '917.43'), limits)).toBeNull();
    expect(billLimitProblem(bill('1000.01', '0.00', '917.44'), limits)).toEqual({
      kind: 'order_amount',
      amount: '1000.01',
      limit: '1000.00',
    });
    // The reported case: 1,121 kaya toasts.
    expect(billLimitProblem(bill('5091.15', '0.00', '4670.78'), limits)).toMatchObject({
      kind: 'order_amount',
      amount: '5091.15',
    });
  });

  it('has no amount limit when it is null, and checks the tip after the amount', () => {
    const open = { ...limits, max_order_amount: null };
    expect(billLimitProblem(bill('5091.15', '0.00', '4670.78'), open)).toBeNull();
    expect(billLimitProblem(bill('160.00', '60.00'), open)).toMatchObject({
      kind: 'tip_share',
      limit: '50.00',
    });
    expect(billLimitProblem(bill('150.00', '50.00'), open)).toBeNull();
  });

  it('finds a problem exactly when the amount or the tip is over its limit', () => {
    fc.assert(
      fc.property(
        moneyArb,
        moneyArb,
        moneyArb,
        moneyArb,
        percentArb,
        (food, tip, subTotal, limit, pct) => {
          const total = toAmount(parseAmount(food).plus(tip), 2);
          const problem = billLimitProblem(bill(total, tip, subTotal), {
            max_order_amount: limit,
            max_tip_percent: pct,
          });
          const overAmount = parseAmount(food).greaterThan(limit);
          const overTip = parseAmount(tip).greaterThan(maxTipAmount(subTotal, pct, 2));
          expect(problem?.kind ?? null).toBe(
            overAmount ? 'order_amount' : overTip ? 'tip_share' : null,
          );
        },
      ),
    );
  });
});

describe('additionLimitProblem', () => {
  it('weighs what the addition adds before the tip, not what the order comes to', () => {
    // A bill of 900.00 takes 200.00 more: the bill is past the limit, the addition is not.
    expect(
      additionLimitProblem(bill('900.00', '0.00'), bill('1100.00', '0.00'), limits),
    ).toBeNull();
    // 1,000.00 added is allowed; one cent more is refused, with the addition's amount.
    expect(additionLimitProblem(bill('12.50', '0.00'), bill('1012.50', '0.00'), limits)).toBeNull();
    expect(additionLimitProblem(bill('12.50', '0.00'), bill('1012.51', '0.00'), limits)).toEqual({
      kind: 'order_amount',
      amount: '1000.01',
      limit: '1000.00',
    });
    // A tip already on the bill is not part of either amount.
    expect(
      additionLimitProblem(bill('30.00', '5.00'), bill('1025.00', '5.00', '1000.00'), limits),
    ).toBeNull();
  });

  it("checks the order's tip against its new subtotal after the amount", () => {
    const open = { ...limits, max_order_amount: null };
    expect(
      additionLimitProblem(bill('100.00', '60.00'), bill('160.00', '60.00'), open),
    ).toMatchObject({ kind: 'tip_share', limit: '50.00' });
    expect(additionLimitProblem(bill('100.00', '50.00'), bill('150.00', '50.00'), open)).toBeNull();
  });

  it('is the order limit of a priced order when nothing was on it before', () => {
    fc.assert(
      fc.property(
        moneyArb,
        moneyArb,
        moneyArb,
        moneyArb,
        percentArb,
        (food, tip, subTotal, limit, pct) => {
          const after = bill(toAmount(parseAmount(food).plus(tip), 2), tip, subTotal);
          const set = { max_order_amount: limit, max_tip_percent: pct };
          expect(additionLimitProblem(bill('0.00', '0.00'), after, set)).toEqual(
            billLimitProblem(after, set),
          );
        },
      ),
    );
  });

  it('finds an amount problem exactly when the addition is over the limit', () => {
    fc.assert(
      fc.property(moneyArb, moneyArb, moneyArb, (earlier, added, limit) => {
        const before = bill(earlier, '0.00');
        const after = bill(toAmount(parseAmount(earlier).plus(added), 2), '0.00');
        const problem = additionLimitProblem(before, after, {
          max_order_amount: limit,
          max_tip_percent: '100',
        });
        expect(problem?.kind ?? null).toBe(
          parseAmount(added).greaterThan(limit) ? 'order_amount' : null,
        );
        if (problem?.kind === 'order_amount') expect(problem.amount).toBe(toAmount(added, 2));
      }),
    );
  });
});
