/*
 * `@tabula/api-client/realtime`: the socket.io client of the live events (B§7). The contract it
 * speaks (channels, payload schemas, wire protocol) is exported from the package root.
 */
export * from './types';
export * from './realtime-subscription-error';
export * from './default-socket-factory';
export * from './create-realtime-client';
