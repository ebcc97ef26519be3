import { createHash } from 'node:crypto';
import type { RedisClient } from '../redis/redis-client';
import { windowOf, type RateCount, type RateCounter } from './rate-counter';
import type { RateKey } from './rate-limit-key';

/*
 * One request counted in one step, so processes counting at once never lose a request:
 * KEYS[1] the caller's window; ARGV[1] the member ('' counts every request), ARGV[2] how long
 * the key lives (ms), ARGV[3] the limit. A member already seen answers the count without adding;
 * once the limit is reached no new member is kept, so the set never grows past it.
 */
const SCRIPT = `
local member = ARGV[1]
if member == '' then
  local hits = redis.call('INCR', KEYS[1])
  if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
  return hits
end
if redis.call('SISMEMBER', KEYS[1], member) == 1 then
  return redis.call('SCARD', KEYS[1])
end
local count = redis.call('SCARD', KEYS[1])
if count >= tonumber(ARGV[3]) then return count + 1 end
redis.call('SADD', KEYS[1], member)
if count == 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return count + 1
`;
const SCRIPT_SHA = createHash('sha1').update(SCRIPT).digest('hex');

/** A window's key outlives its end by this much, for clocks of processes a little apart. */
const KEEP_AFTER_WINDOW_MS = 5_000;

/**
 * An answer slower than this counts as no answer: a request never waits long on Redis (a
 * connection that hangs rather than drops).
 */
const ANSWER_WITHIN_MS = 500;

/**
 * Counts rate limits in Redis (keys `{REDIS_PREFIX}rate:…`), so every server process shares one
 * count. It throws while Redis is away (the client refuses commands at once then) or slow; the
 * rate limits then let the request through (skipOnError), as HTTP keeps serving without Redis.
 */
export class RedisRateCounter implements RateCounter {
  constructor(
    private readonly client: RedisClient,
    private readonly prefix: string,
  ) {}

  async hit(key: RateKey, windowMs: number, max: number, nowMs: number): Promise<RateCount> {
    if (!this.client.isReady) throw new Error('Redis is not connected');
    const { index, ttl } = windowOf(nowMs, windowMs);
    const options = {
      keys: [`${this.prefix}rate:${key.limit}:${key.caller}:${String(index)}`],
      arguments: [key.member ?? '', String(ttl + KEEP_AFTER_WINDOW_MS), String(max)],
    };
    const answer = await withinTime(
      this.client.evalSha(SCRIPT_SHA, options).catch((error: unknown) => {
        // A Redis that has not seen the script yet (first use, a restart) is sent it whole.
        if (error instanceof Error && error.message.startsWith('NOSCRIPT')) {
          return this.client.eval(SCRIPT, options);
        }
        throw error;
      }),
    );
    if (typeof answer !== 'number') throw new Error('Redis answered the rate count with no number');
    return { current: answer, ttl };
  }
}

function withinTime<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error('Redis did not answer the rate count in time'));
    }, ANSWER_WITHIN_MS);
  });
  return Promise.race([work, late]).finally(() => {
    clearTimeout(timer);
  });
}
