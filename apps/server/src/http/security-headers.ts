import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { isHttps, type ServerConfig } from '../config/config';

/** A directive's source, fixed or worked out for each answer. */
export type CspSource = string | ((request: IncomingMessage, response: ServerResponse) => string);

/** Content-Security-Policy directives: each a list of sources, fixed or worked out per answer. */
export type CspDirectives = Record<string, CspSource[]>;

/**
 * The Content-Security-Policy of every answer but the pages that set their own: a JSON answer, a
 * picture, a script or style file, an error. Nothing may load, run, frame or post from it, as
 * OWASP advises for an API; were one opened as a document (an SVG picture, a JSON answer), it
 * could run nothing. Being the same for every answer, it is written once, not per request.
 */
export const ANSWER_CSP =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * A policy's header value for one answer: its directives in order, each source that depends on
 * the answer (a nonce) worked out for it.
 */
export function cspHeader(
  directives: CspDirectives,
  request: IncomingMessage,
  response: ServerResponse,
): string {
  return Object.entries(directives)
    .map(([name, sources]) =>
      [
        name,
        ...sources.map((source) =>
          typeof source === 'string' ? source : source(request, response),
        ),
      ].join(' '),
    )
    .join('; ');
}

/**
 * The security headers of every answer (issue 12), through @fastify/helmet:
 * `X-Frame-Options: DENY`, `X-Content-Type-Options: nosniff`, `Referrer-Policy: no-referrer` (QR
 * tokens and payment references stay in our URLs), same-origin opener and resource policies,
 * and helmet's other defaults; HSTS only when PUBLIC_URL is https (over plain http a browser
 * ignores it anyway); and {@link ANSWER_CSP}.
 *
 * A page sets its own Content-Security-Policy in its handler, which replaces that one (Fastify's
 * headers win over those set on the raw answer): the diner app's page (diner-csp.ts, with the
 * answer's nonce), the POS console, the outbox, the 3-D Secure page. Register this before the
 * routes.
 */
export async function registerSecurityHeaders(
  server: FastifyInstance,
  config: ServerConfig,
): Promise<void> {
  await server.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: isHttps(config.publicUrl) ? {} : false,
  });
  server.addHook('onRequest', (_request, reply, done) => {
    reply.raw.setHeader('content-security-policy', ANSWER_CSP);
    done();
  });
}
