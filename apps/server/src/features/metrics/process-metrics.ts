import { Registry, collectDefaultMetrics } from 'prom-client';

let shared: Registry | null = null;

/**
 * The process's own metrics (CPU, memory, event loop lag, garbage collection, handles): one
 * registry per process, made on first use and shared by every server the process builds.
 * `collectDefaultMetrics` starts a garbage-collection observer and an event-loop delay monitor
 * that are never stopped; made per server, a process that builds many (the tests) would gather
 * them without end, and their figures describe the process anyway, not one server.
 */
export function processMetrics(): Registry {
  if (shared === null) {
    shared = new Registry();
    collectDefaultMetrics({ register: shared });
  }
  return shared;
}
