import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { readSessionId } from '../../session/cookie';
import { loadSession } from '../../session/session-store';

/** Escapes text for an HTML attribute or text node. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);
}

/**
 * Serves the diner app's built files, and its index.html for every route of the app (history
 * fallback), with the session's CSRF token in `<meta name="csrf-token">` for the api-client to
 * send back. Paths the API owns answer JSON 404s, never the app. When the app is not built yet,
 * the index is a short page saying so (with the same meta tag, so the API stays usable).
 */
export async function registerDinerApp(server: FastifyInstance, app: AppContext): Promise<void> {
  const indexFile = join(app.config.dinerDist, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await server.register(fastifyStatic, {
      root: app.config.dinerDist,
      wildcard: false,
      index: false,
      // Hashed asset names may be cached for a year; index.html never is (see below).
      setHeaders: (reply, path) => {
        if (path.includes(join('assets', ''))) {
          void reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  const template = () =>
    built
      ? readFileSync(indexFile, 'utf8')
      : `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tabula</title></head>
<body><main><h1>Tabula</h1><p>The diner app is not built yet. Run <code>pnpm start</code> from the repository root, which builds it.</p></main></body></html>`;

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const sessionId = readSessionId(request);
    const session = sessionId ? await loadSession(app.db, sessionId, app.now()) : null;
    const meta = `<meta name="csrf-token" content="${escapeHtml(session?.csrfToken ?? '')}">`;
    const html = template().replace('</head>', `${meta}</head>`);
    return reply
      .status(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(html);
  };

  server.get('/', sendIndex);
  server.setNotFoundHandler(async (request, reply) => {
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (request.method === 'GET' && wantsHtml && !isApiPath(request.url)) {
      return sendIndex(request, reply);
    }
    return reply.status(404).send({
      error: `No such path: ${request.method} ${request.url.split('?')[0] ?? ''}`,
      error_id: 'not_found',
    });
  });
}

/** The first path segments the API, the POS, the sandbox and dev pages own. */
const API_PREFIXES = [
  '/pages/',
  '/users',
  '/api/',
  '/discounts',
  '/orders/',
  '/promotions/',
  '/invoices/',
  '/payments/',
  '/sapaad_payments/',
  '/dine-in/',
  '/dine_modes/',
  '/pos',
  '/sandbox/',
  '/dev/',
  '/q/',
  '/assets/',
  '/images/',
  '/socket.io/',
];

function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}
