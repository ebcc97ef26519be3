import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { isHttps, type ServerConfig } from '../config/config';

/** Content-Security-Policy directives: each a list of sources, fixed or worked out per answer. */
export type CspDirectives = Record<
  string,
  (string | ((request: IncomingMessage, response: ServerResponse) => string))[]
>;

/**
 * The security headers of every answer (issue 12), through @fastify/helmet: the diner app's
 * Content-Security-Policy (`csp`, the diner app's diner-csp.ts), `X-Frame-Options: DENY`, `X-Content-Type-Options:
 * nosniff`, `Referrer-Policy: no-referrer` (QR tokens and payment references stay in our URLs),
 * same-origin opener and resource policies, and helmet's other defaults. HSTS only when
 * PUBLIC_URL is https: over plain http a browser ignores it anyway.
 *
 * A page of its own (the POS console, the sandbox hosted page, the outbox) sets its own
 * Content-Security-Policy in its handler, which replaces this one: Fastify's headers win over
 * those helmet set on the raw answer. Register this before the routes.
 */
export async function registerSecurityHeaders(
  server: FastifyInstance,
  config: ServerConfig,
  csp: CspDirectives,
): Promise<void> {
  await server.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: csp },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: isHttps(config.publicUrl) ? {} : false,
  });
}
