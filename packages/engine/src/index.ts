/**
 * \@tabula/engine: Tabula's deterministic pricing and promotion engine.
 *
 * @packageDocumentation
 */
export * from './errors/index';
export * from './money/index';
