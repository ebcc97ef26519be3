import DecimalJs from 'decimal.js';

/**
 * The engine's own Decimal constructor: 40 significant digits and ROUND_HALF_UP (halves go away
 * from zero), isolated from any global Decimal configuration a caller may have changed.
 */
export const Decimal = DecimalJs.clone({
  precision: 40,
  rounding: DecimalJs.ROUND_HALF_UP,
  toExpNeg: -40,
  toExpPos: 40,
});

/** A decimal.js value. Any Decimal instance (from any decimal.js clone) is accepted as input. */
export type Decimal = DecimalJs;
