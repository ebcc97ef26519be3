import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { unauthorized } from '../../http/http-error';
import { carriesBearer } from '../../http/bearer-token';
import { UNMATCHED_ROUTE, type ServerMetrics } from './metrics';

/** Where Prometheus scrapes. */
export const METRICS_PATH = '/metrics';

/**
 * Times every request (`onResponse`, with Fastify's `reply.elapsedTime`) under its route pattern,
 * and serves GET /metrics to a scraper with METRICS_TOKEN as its bearer token. Without a token
 * configured the route does not exist (404): the figures (traffic, orders, payments) are the
 * restaurant's business, never public. The scrapes themselves are not timed, so an idle server's
 * request histogram stays empty.
 *
 * Call it before any plugin is registered: Fastify copies the hooks into a plugin's context when
 * the plugin is registered, so a hook added later misses the plugin's routes (the static files).
 */
export function registerMetrics(
  server: FastifyInstance,
  app: AppContext,
  metrics: ServerMetrics,
): void {
  server.addHook('onResponse', async (request, reply) => {
    const route = request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);
    if (route === METRICS_PATH) return;
    metrics.observeRequest(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
  });

  const token = app.config.metricsToken;
  if (token === null) return;
  server.get(METRICS_PATH, async (request, reply) => {
    if (!carriesBearer(request.headers.authorization, token)) {
      void reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw unauthorized('The metrics need the METRICS_TOKEN as a bearer token', 'unauthorized');
    }
    const text = await metrics.exposition();
    return reply
      .status(200)
      .header('content-type', metrics.contentType)
      .header('cache-control', 'no-store')
      .send(text);
  });
}
