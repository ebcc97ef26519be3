import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Health } from '../../lifecycle/health';

/** How long /readyz waits for the database before it calls it unreachable. */
const DATABASE_CHECK_MS = 2_000;

/** Resolves to false when `check` fails or takes longer than `ms`. */
async function answersWithin(check: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => {
      resolve(false);
    }, ms);
  });
  try {
    return await Promise.race([check.then(() => true as const), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The checks a platform or load balancer asks (docs/server.md "Health and shutdown"):
 * `GET /healthz` — the process is alive and answering (restart it when this fails);
 * `GET /readyz` — it takes new work: not stopping and its database answers (send it no one while
 * this fails). Redis being away does not make a process unready: HTTP keeps serving without it
 * (rate limits are not counted, live events reach this process's sockets only), and the answer
 * says so. Neither is cached, and neither needs a session.
 */
export function registerHealth(server: FastifyInstance, app: AppContext, health: Health): void {
  server.get('/healthz', async (_request, reply) => {
    await reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });

  server.get('/readyz', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (health.draining()) return reply.status(503).send({ status: 'draining' });
    const database = await answersWithin(app.db.execute(sql`select 1`), DATABASE_CHECK_MS);
    const redis = app.redis === null ? 'none' : app.redis.isReady ? 'ok' : 'away';
    if (!database) {
      return reply.status(503).send({ status: 'database_unreachable', redis });
    }
    return reply.send({ status: 'ready', database: 'ok', redis });
  });
}
