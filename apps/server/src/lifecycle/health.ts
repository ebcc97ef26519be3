/**
 * Whether the server still takes new work. A stop (SIGTERM) turns it off first: /readyz answers
 * 503 so the load balancer sends no one new, and new live connections are refused so phones
 * reconnect to another process, while what is in flight is finished (shut-down.ts).
 */
export interface Health {
  /** True once the server is stopping. */
  draining(): boolean;
  /** Marks the server as stopping; it never takes new work again. */
  drain(): void;
}

/** A server's health, taking work until it is told to drain. */
export function createHealth(): Health {
  let draining = false;
  return {
    draining: () => draining,
    drain() {
      draining = true;
    },
  };
}
