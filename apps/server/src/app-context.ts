import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from './config/config';
import type { Database } from './db/client';
import type { CardProviders } from './ports/card-providers';
import type { Delivery } from './ports/delivery';
import type { RealtimePublisher } from './ports/realtime-publisher';
import type { RedisClient } from './redis/redis-client';

/**
 * What every feature is given: the database, the configuration, and the interfaces to the
 * world outside (message delivery, live events, the clock). Tests build it with their own
 * delivery and clock; nothing in a feature reaches for a global.
 */
export interface AppContext {
  db: Database;
  config: ServerConfig;
  delivery: Delivery;
  realtime: RealtimePublisher;
  /** The card providers' adapters (Stripe), pointed at the card sandbox without real keys. */
  cardProviders: CardProviders;
  /** The current time; tests move it to expire codes and sessions. */
  now: () => Date;
  log: FastifyBaseLogger;
  /**
   * The Redis the server's processes share (REDIS_URL): live events between them, rate limits
   * counted once for all. Null: one process, everything in its memory.
   */
  redis: RedisClient | null;
}
