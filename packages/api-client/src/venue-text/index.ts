export * from './venue-text';
export * from './bill-line-name';
