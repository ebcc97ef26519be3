import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { scriptNonce } from '../../http/csp-nonce';
import { notFound } from '../../http/http-error';
import { escapeHtml } from '../../http/escape-html';

/**
 * The POS app's Content-Security-Policy: its scripts and styles are files of this origin (the
 * entry carries the answer's nonce), its calls and its socket go to this origin, and nothing
 * else loads: no picture from elsewhere, no form posts anywhere, nothing may frame it.
 */
export function posContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'self' 'nonce-${nonce}'`,
    "script-src-attr 'none'",
    "style-src 'self'",
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Serves the POS app (apps/pos, built to apps/pos/dist) at /pos: its hashed files under
 * /pos/assets, and its index.html for /pos and every route of the app under it (history
 * fallback), every script element carrying the answer's nonce. The page holds no data and no
 * secret: a person signs in and the app calls /pos/api with their session cookie. When the app is not built
 * yet, /pos is a short page saying how to build it.
 */
// spec: A§6, B§6 POS staff; issue 4 POS console.
export async function registerPosApp(server: FastifyInstance, app: AppContext): Promise<void> {
  const indexFile = join(app.config.posDist, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await server.register(fastifyStatic, {
      root: app.config.posDist,
      prefix: '/pos/',
      // The diner app's registration already decorates the reply.
      decorateReply: false,
      wildcard: false,
      index: false,
      // index.html is served by the routes below, with its nonce and policy.
      allowedPath: (path) => path !== '/index.html',
      setHeaders: (reply, path) => {
        if (path.includes(join('assets', ''))) {
          void reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  const template = built
    ? readFileSync(indexFile, 'utf8')
    : `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Tabula POS console</title></head>
<body><main><h1>Tabula POS console</h1><p>The POS app is not built yet. Run <code>pnpm start</code> from the repository root, which builds it, or <code>pnpm --filter @tabula/pos build</code>.</p></main></body></html>`;

  const sendIndex = (_request: FastifyRequest, reply: FastifyReply) => {
    const nonce = scriptNonce(reply.raw);
    const html = template.replace(/<script\b/g, `<script nonce="${escapeHtml(nonce)}"`);
    return reply
      .status(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', posContentSecurityPolicy(nonce))
      .send(html);
  };

  server.get('/pos', sendIndex);
  server.get('/pos/*', (request, reply) => {
    // A path of the API or of a file that does not exist is a JSON 404, never the app.
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/pos/api/') || path.startsWith('/pos/assets/')) {
      throw notFound(`No such path: GET ${path}`, 'not_found');
    }
    return sendIndex(request, reply);
  });
}
