import { createClient } from 'redis';

/** A connected node-redis client: the one every part of a server that uses Redis shares. */
export type RedisClient = ReturnType<typeof createClient>;

/**
 * Connects to Redis (REDIS_URL). The client reconnects by itself after Redis goes away (a
 * restart, a failover), waiting a little longer each time up to 2 s. While it is away, commands
 * fail at once rather than queue (an HTTP request never waits on a missing Redis: rate limits let
 * requests through), unless `queueWhileAway`: the live events' client keeps what it sends and
 * its blocking read in order until Redis is back, rather than spinning on errors.
 */
export async function connectRedis(
  url: string,
  onError: (error: Error) => void,
  options: { queueWhileAway?: boolean } = {},
): Promise<RedisClient> {
  const client = createClient({
    url,
    disableOfflineQueue: options.queueWhileAway !== true,
    socket: { reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
  });
  // Without a listener, a connection error would end the process.
  client.on('error', onError);
  await client.connect();
  return client;
}

/** Closes a client after its queued commands are answered; an already-closed one is fine. */
export async function closeRedis(client: RedisClient): Promise<void> {
  if (!client.isOpen) return;
  // While Redis is away QUIT would wait for an answer that never comes: stop reconnecting instead.
  if (!client.isReady) {
    await client.disconnect();
    return;
  }
  await client.quit().catch(() => client.disconnect());
}
