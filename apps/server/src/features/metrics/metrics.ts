import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Server } from 'socket.io';
import type { Database } from '../../db/client';
import { STAFF_NAMESPACE, type LiveEventPath } from '../../ports/realtime-publisher';
import { processMetrics } from './process-metrics';
import { recentOrders, recentPayments } from './recent-rows';

/** The label of a request no route matched: a scanner's random URLs add no series. */
export const UNMATCHED_ROUTE = 'unmatched';

/** The socket.io namespaces the open-sockets gauge reports: the diners' and the staff's. */
const NAMESPACES = ['/', STAFF_NAMESPACE] as const;

/** Request durations of a web API: 5 ms to 5 s (a page drawn with its menu takes tens of ms). */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * Delivery lag of a live event: the diners' path is sub-millisecond (sent within the publish
 * call), the staff path waits for a database lookup of the channel's outlet.
 */
const LAG_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** What the scrape-time gauges read: the database, the server's clock and its socket.io server. */
export interface MetricsSources {
  db: Database;
  /** The server's clock (tests move it): the last day is the 24 hours before it. */
  now: () => Date;
  /** The socket.io server, once attached (it is made after the context that publishes). */
  sockets: () => Server | null;
}

/** One server's metrics: what its hooks record, and the text Prometheus scrapes. */
export interface ServerMetrics {
  /** This server's own metrics (not the process's, and never prom-client's global registry). */
  registry: Registry;
  /** Records a request's duration under its route pattern (or {@link UNMATCHED_ROUTE}). */
  observeRequest(route: string, method: string, status: number, seconds: number): void;
  /** Records a live event sent on a path, `lagMs` after its publish call. */
  observeDelivery(path: LiveEventPath, lagMs: number): void;
  /** The exposition text: the process's metrics and this server's, read now. */
  exposition(): Promise<string>;
  /** The exposition text's content type. */
  contentType: string;
}

/**
 * The server's Prometheus metrics (issue 34), in a registry of its own per server, so the
 * servers one process builds (the tests) do not share or collide. Request durations and live
 * events are recorded as they happen; open sockets and the last day's orders and payments are
 * read when Prometheus scrapes, so they cost nothing between scrapes.
 */
export function createMetrics(sources: MetricsSources): ServerMetrics {
  const registry = new Registry();
  const registers = [registry];

  const requests = new Histogram({
    name: 'tabula_http_request_duration_seconds',
    help: 'HTTP request durations by route pattern, method and status code.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: REQUEST_BUCKETS,
    registers,
  });

  new Gauge({
    name: 'tabula_sockets_open',
    help: 'Open socket.io connections by namespace (/ diners, /pos staff).',
    labelNames: ['namespace'] as const,
    registers,
    collect() {
      const io = sources.sockets();
      for (const namespace of NAMESPACES) {
        this.set({ namespace }, io === null ? 0 : io.of(namespace).sockets.size);
      }
    },
  });

  const liveEvents = new Counter({
    name: 'tabula_live_events_total',
    help: 'Live events sent, by path (diners: the channel rooms; staff: the POS namespace).',
    labelNames: ['path'] as const,
    registers,
  });
  const lag = new Histogram({
    name: 'tabula_live_event_delivery_lag_seconds',
    help: 'Time from publishing a live event to sending it on a path.',
    labelNames: ['path'] as const,
    buckets: LAG_BUCKETS,
    registers,
  });

  new Gauge({
    name: 'tabula_orders_last_day',
    help: 'Orders created in the last 24 hours, by status.',
    labelNames: ['status'] as const,
    registers,
    async collect() {
      const counts = await recentOrders(sources.db, sources.now());
      this.reset();
      for (const [status, rows] of counts) this.set({ status }, rows);
    },
  });
  new Gauge({
    name: 'tabula_payments_last_day',
    help: 'Payments created in the last 24 hours, by status.',
    labelNames: ['status'] as const,
    registers,
    async collect() {
      const counts = await recentPayments(sources.db, sources.now());
      this.reset();
      for (const [status, rows] of counts) this.set({ status }, rows);
    },
  });

  return {
    registry,
    observeRequest(route, method, status, seconds) {
      requests.observe({ route, method, status: String(status) }, seconds);
    },
    observeDelivery(path, lagMs) {
      liveEvents.inc({ path });
      lag.observe({ path }, lagMs / 1000);
    },
    exposition() {
      return Registry.merge([processMetrics(), registry]).metrics();
    },
    contentType: registry.contentType,
  };
}
