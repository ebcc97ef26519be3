import type { TabulaServer } from '../app';

/** How a stop ended: everything finished, or the grace period ran out first. */
export type ShutDownResult = 'finished' | 'grace_ran_out';

/**
 * Stops a server gracefully (SIGTERM; docs/server.md "Health and shutdown"): it stops taking
 * new work (/readyz answers 503, new live connections are refused), stops accepting connections,
 * drops its live links as a lost connection (each phone reconnects to another process and is
 * sent what it missed there, ADR 0013), answers the requests in flight, then stops its schedules
 * and closes Redis and the database (the server's onClose hooks). If that takes longer than
 * `graceMs`, it gives up waiting: the caller exits anyway, and nothing acknowledged is lost,
 * since every answer is sent after its transaction commits.
 */
export async function shutDown(tabula: TabulaServer, graceMs: number): Promise<ShutDownResult> {
  tabula.health.drain();
  let timer: NodeJS.Timeout | undefined;
  const ranOut = new Promise<ShutDownResult>((resolve) => {
    timer = setTimeout(() => {
      resolve('grace_ran_out');
    }, graceMs);
    timer.unref();
  });
  try {
    return await Promise.race([tabula.server.close().then(() => 'finished' as const), ranOut]);
  } finally {
    clearTimeout(timer);
  }
}
