import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';

/** The Redis the tests use when it is reachable (this machine kind runs one). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  // No reconnecting: one try, and an unreachable Redis is an answer, not a wait.
  const client = createClient({
    url: TEST_REDIS_URL,
    socket: { connectTimeout: 2000, reconnectStrategy: false },
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    if (client.isOpen) await client.quit().catch(() => undefined);
  }
}

/** Whether the Redis tests run: Redis answered at import (CI must have it). */
export const REDIS_REACHABLE = await redisReachable();
if (!REDIS_REACHABLE) {
  if (process.env.CI) {
    throw new Error(
      `CI must run the Redis tests, but ${TEST_REDIS_URL} is not reachable (set TEST_REDIS_URL)`,
    );
  }
  console.warn(
    `[tabula] Redis at ${TEST_REDIS_URL} is not reachable: the tests that share state through Redis are skipped.`,
  );
}

/** A key prefix of its own for one test file, so files sharing one Redis never meet. */
export function testRedisPrefix(): string {
  return `tabula-test-${randomBytes(6).toString('hex')}:`;
}

/** Deletes every key under a prefix (a test file's, when it ends). */
export async function deleteRedisKeys(prefix: string): Promise<void> {
  const client = createClient({ url: TEST_REDIS_URL });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const keys: string[] = [];
    for await (const key of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) {
      keys.push(key);
    }
    if (keys.length > 0) await client.del(keys);
  } finally {
    await client.quit();
  }
}
