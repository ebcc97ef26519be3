/**
 * \@tabula/engine: Tabula's deterministic pricing and promotion engine. Amounts are decimal
 * strings at the currency precision; nothing here reads a clock, draws a random number or does
 * I/O.
 *
 * @packageDocumentation
 */
export * from './errors/index';
export * from './money/index';
export * from './menu/index';
export * from './modifiers/index';
export * from './cart/index';
export * from './promotions/index';
export * from './coupons/index';
export * from './loyalty/index';
export * from './charges/index';
export * from './split/index';
export * from './gates/index';
export * from './limits/index';
