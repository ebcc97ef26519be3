/**
 * The entity schemas of the contract, with their inferred types, and the primitives they are
 * built from.
 *
 * @packageDocumentation
 */
export * from './primitives';
export * from './translations';
export * from './session';
export * from './company';
export * from './outlet';
export * from './user';
export * from './tax';
export * from './surcharge';
export * from './discount';
export * from './modifier-group';
export * from './menu';
export * from './promotion';
export * from './loyalty';
export * from './order-item';
export * from './cart-item';
export * from './payment';
export * from './payment-details';
export * from './split';
export * from './order';
export * from './order-payload';
export * from './dine-in';
export * from './stored-client-data';
export * from './advertisement';
export * from './feature-flags';
export * from './tips';
