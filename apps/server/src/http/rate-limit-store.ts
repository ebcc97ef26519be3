import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateCounter } from './rate-counter';
import { parseRateKey } from './rate-limit-key';

/**
 * @fastify/rate-limit's store over a {@link RateCounter}, timed by the server's clock rather than
 * the plugin's own; a count that fails is reported to `onError`. The plugin passes each route's window and limit with every count; the key
 * (rate-limit-key.ts) already names the route, so one store serves every route.
 */
export function rateLimitStore(
  counter: RateCounter,
  now: () => Date,
  onError: (error: Error) => void,
): FastifyRateLimitStoreCtor {
  return class CounterStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow?: number,
      max?: number,
    ): void {
      if (timeWindow === undefined || max === undefined) {
        callback(new Error('the rate limit store was called without a window and a limit'));
        return;
      }
      counter.hit(parseRateKey(key), timeWindow, max, now().getTime()).then(
        (count) => {
          callback(null, count);
        },
        (error: unknown) => {
          const failure = error instanceof Error ? error : new Error(String(error));
          onError(failure);
          callback(failure);
        },
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
