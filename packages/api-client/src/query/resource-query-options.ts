// One query-options factory per resource the app reads outside the page configurations, a
// module per contract area (area-options/): a bundle then carries an area's schemas with the
// screens that read it, not in the first load.
export * from './area-options/discounts';
export * from './area-options/loyalty';
export * from './area-options/users';
export * from './area-options/stripe-connect';
export * from './area-options/dine-in';
export * from './area-options/scan-and-pay';
export * from './area-options/payments';
export * from './area-options/session';
export * from './area-options/generic-payments';
export * from './area-options/pos';
