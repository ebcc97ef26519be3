import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { homePageSchema } from '@tabula/api-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { acceptsGzip } from '../../http/contract-route';
import { scriptNonce } from '../../http/csp-nonce';
import { cspHeader } from '../../http/security-headers';
import { dinerCspDirectives } from './diner-csp';
import { escapeHtml } from '../../http/escape-html';
import { readSessionId } from '../../session/cookie';
import { loadSession, type SessionRecord } from '../../session/session-store';
import { buildHomePage } from '../../pages/build-home-page';
import type { JsonText } from '../../http/json-text';
import { drawFirstPaint, loadFirstPaintBundle, withScriptsAfterFirstPaint } from './first-paint';
import { indexPage } from './index-page';

/**
 * Serves the diner app's built files, and its index.html for every route of the app (history
 * fallback), with the session's CSRF token in `<meta name="csrf-token">` for the api-client to
 * send back. The page's Content-Security-Policy is the diner app's (diner-csp.ts), and every
 * script element of the page carries the answer's nonce from it. Paths the API owns answer JSON
 * 404s, never the app. When the app is not built yet, the index is a short page saying so (with
 * the same meta tag, so the API stays usable). With the app's first-paint bundle built, `/` and
 * `/menu` come drawn (first-paint.ts, ADR 0012).
 */
export async function registerDinerApp(server: FastifyInstance, app: AppContext): Promise<void> {
  const indexFile = join(app.config.dinerDist, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await server.register(fastifyStatic, {
      root: app.config.dinerDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz twins of its text assets (apps/diner compressAssets).
      preCompressed: true,
      // Hashed asset names may be cached for a year; index.html never is (see below).
      setHeaders: (reply, path) => {
        if (path.includes(join('assets', ''))) {
          void reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  // Read and cut once: every answer only fills in its nonce, its token and its configuration.
  const template = built
    ? readFileSync(indexFile, 'utf8')
    : `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tabula</title></head>
<body><main><h1>Tabula</h1><p>The diner app is not built yet. Run <code>pnpm start</code> from the repository root, which builds it.</p></main></body></html>`;
  const page = indexPage(template);
  const bundle = built ? await loadFirstPaintBundle(app) : null;
  const drawnPage = bundle ? indexPage(withScriptsAfterFirstPaint(template)) : page;
  const policy = dinerCspDirectives(app.config);

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const sessionId = readSessionId(request);
    // The page inlines the home page's answer, with its running order: read with the session.
    const session = sessionId
      ? await loadSession(app.db, sessionId, app.now(), { runningOrder: built })
      : null;
    const nonce = escapeHtml(scriptNonce(reply.raw));
    const home = built && session ? await inlineHomePage(app, session) : null;
    let drawn = null;
    if (bundle && home) {
      const gone = new AbortController();
      reply.raw.once('close', () => {
        gone.abort();
      });
      drawn = await drawFirstPaint(app, bundle, request, home, gone.signal);
    }
    const filled = (drawn ? drawnPage : page).fill({
      nonce,
      csrfToken: escapeHtml(session?.csrfToken ?? ''),
      home,
      drawn,
    });
    void reply
      .status(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', cspHeader(policy, request.raw, reply.raw))
      .header('cache-control', 'no-store')
      .header('vary', 'accept-encoding');
    // The page carries the menu, so it is worth compressing; it is never cached (the token). Its
    // bulk is compressed once (index-page.ts), so this costs little per answer.
    if (acceptsGzip(request)) {
      return reply.header('content-encoding', 'gzip').send(filled.gzip());
    }
    return reply.send(filled.text);
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

/**
 * The session's home page configuration (`/pages/home`), as a JSON script element: the app reads
 * it instead of waiting for its first call, so the menu paints one round trip sooner. It is the
 * call's own answer text (pages/build-home-page.ts), where `<` is already escaped, so the JSON
 * cannot close the element; checked against the contract as the call's answer is, when answers
 * are checked. Empty when the configuration cannot be built (the app then calls as usual).
 */
async function inlineHomePage(app: AppContext, session: SessionRecord): Promise<JsonText | null> {
  try {
    const home = await buildHomePage(app, session);
    if (app.config.checkAnswers) homePageSchema.parse(JSON.parse(home.text));
    return home;
  } catch (error) {
    app.log.warn({ err: error }, 'the home page configuration could not be inlined');
    return null;
  }
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
  '/dev/',
  '/q/',
  '/assets/',
  '/images/',
  '/socket.io/',
];

function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}
