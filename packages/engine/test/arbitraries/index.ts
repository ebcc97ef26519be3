export * from './money';
export * from './order';
export * from './menu';
export * from './cart';
export * from './coupons';
export * from './loyalty';
export * from './split';
export * from './promotions';
