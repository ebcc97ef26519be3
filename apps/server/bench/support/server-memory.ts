/*
 * A server process's memory as an operator reads it (its Prometheus metrics: the V8 heap in use
 * and the resident set), after a full garbage collection, so a figure is what the process keeps
 * rather than garbage not yet collected. The collection is asked of the process's inspector,
 * opened with SIGUSR1 as Node opens it for a debugger (on the port of `--inspect-port`); the
 * server's code has no part in it.
 */

import { setTimeout as wait } from 'node:timers/promises';

/** What a process keeps, in bytes. */
export interface ServerMemory {
  heapUsed: number;
  rss: number;
}

/** Where to find the process, its metrics and its inspector's announcement. */
export interface ServerMemoryOptions {
  pid: number;
  /** What the process printed on its standard error so far (Node announces its inspector there). */
  inspectorAnnounced: () => string;
  /** The server's /metrics, and the METRICS_TOKEN it was started with. */
  metricsUrl: string;
  metricsToken: string;
}

const ANNOUNCEMENT = /Debugger listening on (ws:\/\/\S+)/;
const OPEN_TIMEOUT_MS = 10_000;
const REPLY_TIMEOUT_MS = 60_000;

/** Sends the inspector's `methods` one after the other on a new session, each awaiting its reply. */
async function inspectorCall(url: string, methods: string[]): Promise<void> {
  const socket = new WebSocket(url);
  try {
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => {
        resolve();
      });
      socket.addEventListener('error', () => {
        reject(new Error(`the inspector at ${url} did not open`));
      });
    });
    for (const [index, method] of methods.entries()) {
      const id = index + 1;
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          reject(new Error(`the inspector did not answer ${method}`));
        }, REPLY_TIMEOUT_MS);
        const onMessage = (event: MessageEvent) => {
          const reply = JSON.parse(String(event.data)) as { id?: number; error?: unknown };
          if (reply.id !== id) return;
          clearTimeout(timer);
          socket.removeEventListener('message', onMessage);
          if (reply.error === undefined) resolve();
          else reject(new Error(`${method}: ${JSON.stringify(reply.error)}`));
        };
        socket.addEventListener('message', onMessage);
        socket.send(JSON.stringify({ id, method }));
      });
    }
  } finally {
    socket.close();
  }
}

/** One sample's value in Prometheus's text format, e.g. `process_resident_memory_bytes 1.2e8`. */
function sample(text: string, name: string): number {
  const line = text.split('\n').find((row) => row.startsWith(`${name} `));
  const value = Number(
    line
      ?.slice(name.length + 1)
      .trim()
      .split(' ')[0],
  );
  if (!Number.isFinite(value)) throw new Error(`the metrics hold no ${name}`);
  return value;
}

/**
 * Opens the process's inspector and returns a reader of its memory: each `read` collects the
 * garbage (twice: what a first collection frees can hold more), then reads /metrics.
 */
export async function serverMemory(options: ServerMemoryOptions): Promise<{
  read(): Promise<ServerMemory>;
}> {
  process.kill(options.pid, 'SIGUSR1');
  const deadline = Date.now() + OPEN_TIMEOUT_MS;
  let url: string | undefined;
  while ((url = ANNOUNCEMENT.exec(options.inspectorAnnounced())?.[1]) === undefined) {
    if (Date.now() > deadline) throw new Error('the server did not open its inspector');
    await wait(100);
  }
  const inspector = url;
  return {
    async read() {
      await inspectorCall(inspector, [
        'HeapProfiler.collectGarbage',
        'HeapProfiler.collectGarbage',
      ]);
      const answer = await fetch(options.metricsUrl, {
        headers: { authorization: `Bearer ${options.metricsToken}` },
      });
      if (!answer.ok) throw new Error(`/metrics answered ${String(answer.status)}`);
      const text = await answer.text();
      return {
        heapUsed: sample(text, 'nodejs_heap_size_used_bytes'),
        rss: sample(text, 'process_resident_memory_bytes'),
      };
    },
  };
}
