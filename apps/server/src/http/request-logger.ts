import { fastifyRequestContext, requestContext } from '@fastify/request-context';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

declare module '@fastify/request-context' {
  interface RequestContextData {
    /** The request's own logger: every line it writes carries the request's id (reqId). */
    log: FastifyBaseLogger;
  }
}

/**
 * Makes every log line a request causes carry its id, wherever it is written: features log
 * through the app context's logger (app-context.ts), which is {@link requestScopedLogger}, and
 * that writes through the logger of the request being served (Fastify's child logger with
 * `reqId`), found through the request's async context. Outside a request (a schedule's tick,
 * start-up) it is the server's own. Fastify's own two lines per request are off
 * (`disableRequestLogging`); one line at debug says what was answered, for whoever turns
 * LOG_LEVEL=debug on.
 */
export async function registerRequestLogging(server: FastifyInstance): Promise<void> {
  await server.register(fastifyRequestContext, { hook: 'onRequest' });
  server.addHook('onRequest', (request, _reply, done) => {
    requestContext.set('log', request.log);
    done();
  });
  server.addHook('onResponse', (request, reply, done) => {
    request.log.debug(
      {
        method: request.method,
        route: request.routeOptions.url ?? null,
        status: reply.statusCode,
        ms: reply.elapsedTime,
      },
      'answered',
    );
    done();
  });
}

/**
 * A logger that writes through the request being served's logger when there is one, otherwise
 * through `base`: the app context's logger, so a feature's `app.log.info(...)` inside a request
 * names the request without being handed it.
 */
export function requestScopedLogger(base: FastifyBaseLogger): FastifyBaseLogger {
  const current = (): FastifyBaseLogger => requestContext.get('log') ?? base;
  return new Proxy(base, {
    get(_target, property) {
      const log = current();
      const value: unknown = Reflect.get(log, property, log);
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(log)
        : value;
    },
  });
}
