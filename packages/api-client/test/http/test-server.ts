import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the test server received it. */
export interface RecordedRequest {
  readonly method: string;
  /** Path and query string, e.g. `/pages/home?x=1`. */
  readonly url: string;
  readonly pathname: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** How the server answers: a status, headers and body; `hang` never answers; `stall` sends headers only. */
export type Reply =
  | {
      readonly status?: number;
      readonly headers?: Record<string, string>;
      readonly body?: string | Buffer;
    }
  | 'hang'
  | 'stall';

/** A handler for one `METHOD /path` (the path without its query). */
export type Route = (request: RecordedRequest) => Reply;

/** A real HTTP server on a free local port that records every request it receives. */
export interface TestServer {
  readonly baseUrl: string;
  readonly requests: RecordedRequest[];
  route(key: string, route: Route): void;
  close(): Promise<void>;
}

/** A JSON reply. */
export function json(status: number, body: unknown): Reply {
  return { status, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}

/** Starts a node:http server on port 0; unknown routes answer 404 with a JSON error body. */
export async function startTestServer(): Promise<TestServer> {
  const routes = new Map<string, Route>();
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url ?? '/';
      const pathname = new URL(url, 'http://localhost').pathname;
      const request: RecordedRequest = {
        method: req.method ?? 'GET',
        url,
        pathname,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const route = routes.get(`${request.method} ${pathname}`);
      const reply = route ? route(request) : json(404, { error: 'Not found', error_id: null });
      if (reply === 'hang') return;
      if (reply === 'stall') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.write('{"status":');
        return;
      }
      res.writeHead(reply.status ?? 200, reply.headers);
      res.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    route(key, route) {
      routes.set(key, route);
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      });
    },
  };
}

/** An address where nothing listens: a server is started, its port noted, and it is closed. */
export async function closedPortUrl(): Promise<string> {
  const server = await startTestServer();
  await server.close();
  return server.baseUrl;
}
