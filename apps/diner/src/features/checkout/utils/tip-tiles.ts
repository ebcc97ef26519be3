import {
  assertPrecision,
  tipAmount,
  tipLimitProblem,
  toAmount,
  type Amount,
  type RateInput,
} from '@tabula/engine';

/** One percent tile of the tip selector, before formatting. */
export interface TipTile {
  /** The company's percentage as given, e.g. `'12.5'`. */
  percent: string;
  /** The tile's key for the selector (a percent is a label, never money). */
  key: number;
  /** The tip this percent gives on the subtotal, at the currency's precision. */
  amount: Amount;
}

/**
 * The tip tiles: each of the company's percentages with its amount, the percent of the subtotal
 * rounded to the currency's precision (B§5), computed by the engine. A percentage above the
 * outlet's largest tip is left out, since the server would refuse it (our choice).
 *
 * @example `tipTiles(['10'], '33.30', 2) // [{ percent: '10', key: 10, amount: '3.33' }]`
 */
export function tipTiles(
  percents: readonly string[],
  subTotal: Amount,
  precision: number,
  maxTipPercent: RateInput | null = null,
): TipTile[] {
  const places = assertPrecision(precision);
  return percents
    .map((percent) => ({
      percent,
      key: Number(percent),
      amount: toAmount(tipAmount({ percent }, subTotal, places), places),
    }))
    .filter(
      (tile) =>
        maxTipPercent === null ||
        tipLimitProblem(tile.amount, subTotal, maxTipPercent, places) === null,
    );
}
