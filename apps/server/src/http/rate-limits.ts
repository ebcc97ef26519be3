import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { dineIn, type AnyEndpoint } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { tooManyRequests } from './http-error';
import { MemoryRateCounter } from './memory-rate-counter';
import type { RateCounter } from './rate-counter';
import { rateKeyOf } from './rate-limit-key';
import { rateLimitStore } from './rate-limit-store';
import { RedisRateCounter } from './redis-rate-counter';

/** One limit: at most `max` requests of one caller in a window of `windowMs`. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/**
 * our choice (issue 34): the limits of the diners' calls that cost the restaurant something
 * (docs/server.md, "Limits"). A diner at a table joins or calls the waiter a few times an hour;
 * ten a minute is far beyond a person and stops a script. Orders and payments are counted by
 * distinct Idempotency-Key, so retries of one order never count; thirty a minute on one call is
 * more than any table needs.
 */
export const RATE_LIMITS = {
  joinTable: { max: 10, windowMs: 60_000 },
  callWaiter: { max: 10, windowMs: 60_000 },
  /** Each call that takes an Idempotency-Key (placing an order, starting a payment). */
  idempotent: { max: 30, windowMs: 60_000 },
} as const satisfies Record<string, RateLimit>;

/** The limit of a contract call, or null for a call without one. */
export function limitOf(endpoint: Pick<AnyEndpoint, 'name' | 'idempotent'>): RateLimit | null {
  if (endpoint.name === dineIn.joinTable.name) return RATE_LIMITS.joinTable;
  if (endpoint.name === dineIn.callWaiter.name) return RATE_LIMITS.callWaiter;
  if (endpoint.idempotent) return RATE_LIMITS.idempotent;
  return null;
}

/**
 * The route's rate limit for @fastify/rate-limit (contract-route.ts puts it in the route's
 * config), or false for a call without one. Each call counts on its own, per diner's session
 * (else per client address); an idempotent call counts its distinct Idempotency-Keys.
 */
export function rateLimitOf(
  endpoint: Pick<AnyEndpoint, 'name' | 'idempotent'>,
): RateLimitOptions | false {
  const limit = limitOf(endpoint);
  if (limit === null) return false;
  return {
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => rateKeyOf(request, endpoint.name, endpoint.idempotent),
  };
}

/**
 * Registers @fastify/rate-limit for the routes whose config names a limit (none by default).
 * Call it before the routes: the plugin reads a route's limit as the route is added.
 *
 * The count runs at preParsing, after every onRequest hook: a request contract-route refuses
 * there (no session, no CSRF token) spends none of the diner's budget, and a refused request's
 * body is never read. Counts live in Redis when the server has one, so every process shares
 * them, else in memory; while Redis is away requests are let through. A refusal is the product's
 * error, 429 too_many_requests with details.retry_after_seconds and the Retry-After header (the
 * error handler writes both); the x-ratelimit-* headers are not sent, since no client reads them.
 */
export async function registerRateLimits(server: FastifyInstance, app: AppContext): Promise<void> {
  const counter: RateCounter =
    app.redis === null
      ? new MemoryRateCounter()
      : new RedisRateCounter(app.redis, app.config.redisPrefix);
  await server.register(fastifyRateLimit, {
    global: false,
    hook: 'preParsing',
    store: rateLimitStore(counter, app.now, warnAtMostEveryMinute(app)),
    skipOnError: true,
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
      'retry-after': false,
    },
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    // The plugin throws what this returns; the error handler answers an HttpError.
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return tooManyRequests(
        `Too many requests. Please wait ${String(seconds)} seconds and try again`,
        'too_many_requests',
        { retry_after_seconds: seconds },
      );
    },
  });
}

/** Says in the log that limits go uncounted (Redis away), once a minute rather than per request. */
function warnAtMostEveryMinute(app: AppContext): (error: Error) => void {
  let warnedAt = -Infinity;
  return (error) => {
    const now = Date.now();
    if (now - warnedAt < 60_000) return;
    warnedAt = now;
    app.log.warn({ err: error }, 'rate limits not counted; requests are let through');
  };
}
