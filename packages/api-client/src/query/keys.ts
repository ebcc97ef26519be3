import type { QueryKey } from '@tanstack/react-query';
import type { AnyEndpoint, EndpointInput } from '../contract/endpoint';

/** The first segment of every Tabula query key, so the whole cache can be cleared at once. */
export const ROOT_KEY = 'tabula';

/**
 * The one query-key factory. A call's key is the root, the endpoint name split on dots, then the
 * call's params and query: `['tabula', 'pages', 'home', {}]`. Because the name's segments are
 * separate, a prefix invalidates a whole area (`['tabula', 'pages']` is every page configuration)
 * and socket events invalidate through the same keys the queries were stored under.
 */
export const queryKeys = {
  /** Every Tabula query. */
  all: (): QueryKey => [ROOT_KEY],
  /** Every query of an area, e.g. `'pages'` or `'dineIn'`. */
  area: (area: string): QueryKey => [ROOT_KEY, area],
  /** Every cached call of one endpoint, whatever its params. */
  endpoint: (endpoint: AnyEndpoint): QueryKey => [ROOT_KEY, ...endpoint.name.split('.')],
  /** One call of an endpoint with these params and query. */
  call: <TEndpoint extends AnyEndpoint>(
    endpoint: TEndpoint,
    input: EndpointInput<TEndpoint>,
  ): QueryKey => [ROOT_KEY, ...endpoint.name.split('.'), keyInput(input)],
};

/** The part of a call's input that identifies its answer: params and query, never a body. */
function keyInput(input: unknown): Record<string, unknown> {
  if (typeof input !== 'object' || input === null) return {};
  const { params, query } = input as { params?: unknown; query?: unknown };
  return {
    ...(params === undefined ? {} : { params }),
    ...(query === undefined ? {} : { query }),
  };
}
