/*
 * The live events contract: the channels of B§7 with a zod schema per event, channel names, and
 * the socket.io wire protocol. Free of socket.io-client, so the server imports it from the
 * package root.
 */
export * from './define-channel';
export * from './channel-params';
export * from './channels/dine-in-events';
export * from './channels/track-order';
export * from './channels/payment-payloads';
export * from './channels/stripe-connect-transaction';
export * from './channels/mastercard-transaction';
export * from './channels/mastercard-authentication';
export * from './registry';
export * from './channel-name';
export * from './protocol';
export * from './envelope';
