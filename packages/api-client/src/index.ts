/**
 * \@tabula/api-client: the contract between the diner app and the server. Zod schemas for every
 * entity, call and live event of the specification, a typed fetch client, the error map, and the
 * order payload's pre-placement check. TanStack Query options live in `@tabula/api-client/query`,
 * the socket.io client in `@tabula/api-client/realtime`.
 *
 * @packageDocumentation
 */
export * from './schemas/index';
export * from './contract/index';
export * from './events/index';
export * from './http/index';
export * from './errors/index';
export * from './pre-placement/index';
export * from './venue-text/index';
