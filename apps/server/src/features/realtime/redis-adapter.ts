import { createAdapter } from '@socket.io/redis-streams-adapter';
import { closeRedis, connectRedis } from '../../redis/redis-client';

/** How many events the shared stream keeps: what a dropped socket can be sent on its return. */
const STREAM_MAX_LENGTH = 50_000;

/** socket.io's adapter over Redis, and how to let go of its connection. */
export interface RedisAdapter {
  adapter: ReturnType<typeof createAdapter>;
  close(): Promise<void>;
}

/**
 * socket.io's Redis Streams adapter (ADR 0013): every process appends what it broadcasts to one
 * stream and reads everyone's, so a diner connected to one process hears a POS action taken on
 * another, and a socket that comes back to any process within the recovery window is sent what
 * it missed (the sessions are kept in Redis too). Its own connection queues while Redis is away,
 * so its blocking read waits for Redis instead of failing in a loop, and events sent meanwhile go
 * out in order once it is back. Keys start with `prefix`.
 */
export async function redisAdapter(
  url: string,
  prefix: string,
  onError: (error: Error) => void,
): Promise<RedisAdapter> {
  const client = await connectRedis(url, onError, { queueWhileAway: true });
  // The adapter does not wait for its write of a dropped socket's session (persistSession): one
  // refused when the server stops while Redis is away would be an unhandled rejection, which
  // ends the process (issue 34, test/faults/redis-restart.test.ts). It is reported instead.
  const set = client.set.bind(client);
  client.set = ((...args: Parameters<typeof set>) => {
    const reply = set(...args);
    reply.catch((error: unknown) => {
      onError(error instanceof Error ? error : new Error(String(error)));
    });
    return reply;
  }) as typeof client.set;
  const adapter = createAdapter(client, {
    streamName: `${prefix}socket.io`,
    channelPrefix: `${prefix}socket.io`,
    sessionKeyPrefix: `${prefix}socket.io:session:`,
    maxLen: STREAM_MAX_LENGTH,
    // The read is given up this often; a stop waits for it no longer than that.
    blockTimeInMs: 2_000,
    onlyPlaintext: true,
  });
  return {
    adapter,
    close: () => closeRedis(client),
  };
}
