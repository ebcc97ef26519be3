import type { Plugin, ProxyOptions } from 'vite';

/** The path prefixes apps/server owns: the API, QR entry, images, the sandbox and the POS. */
const SERVER_PREFIXES = [
  '/q/',
  '/pages/',
  '/users',
  '/api/',
  '/dine_modes/',
  '/discounts',
  '/orders',
  '/promotions/',
  '/invoices/',
  '/payments/',
  '/sapaad_payments/',
  '/images/',
  '/sandbox/',
  '/pos',
  '/dev/',
  '/socket.io',
];

/**
 * `pnpm dev` only: Vite serves the app while apps/server answers the API on `apiOrigin`. Calls
 * and the QR entry are proxied, so the session cookie stays on Vite's origin, and every page load
 * carries the session's CSRF token, read from the server's own index page with the browser's
 * cookie (the server puts it in `<meta name="csrf-token">`).
 */
export function devSession(apiOrigin: string): Plugin {
  const proxy: Record<string, ProxyOptions> = Object.fromEntries(
    SERVER_PREFIXES.map((prefix) => [
      prefix,
      { target: apiOrigin, changeOrigin: false, ws: prefix === '/socket.io' },
    ]),
  );
  return {
    name: 'tabula-dev-session',
    apply: 'serve',
    config: () => ({ server: { proxy } }),
    transformIndexHtml: {
      order: 'pre',
      handler: async (html) => {
        const cookie = lastCookie;
        const answer = await fetch(`${apiOrigin}/`, {
          headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
        }).catch(() => null);
        const page = answer ? await answer.text() : '';
        const meta = /<meta name="csrf-token"[^>]*>/.exec(page)?.[0] ?? '';
        return html.replace('</head>', `${meta}</head>`);
      },
    },
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if ((request.headers.accept ?? '').includes('text/html')) {
          lastCookie = request.headers.cookie;
        }
        next();
      });
    },
  };
}

// The cookie of the page request being transformed; Vite's html hook does not see the request.
let lastCookie: string | undefined;
