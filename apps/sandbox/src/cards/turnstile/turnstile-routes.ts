import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { TURNSTILE_VERIFY_PATH } from './turnstile-paths';
import type { TurnstileLedger } from './turnstile-ledger';

/** Where the stand-in's widget asks for a token once the diner ticked its box. */
export const TURNSTILE_SANDBOX_TOKEN_PATH = '/turnstile/v0/sandbox/token';

const verifyBody = z.object({
  secret: z.string().optional(),
  response: z.string().optional(),
  remoteip: z.string().optional(),
  idempotency_key: z.string().optional(),
});

const tokenBody = z.object({ sitekey: z.string(), hostname: z.string().default('localhost') });

/**
 * Turnstile's server check where Cloudflare answers it (`/turnstile/v0/siteverify`, a form or
 * JSON body, answered 200 with `success` and `error-codes`), and the token the stand-in's widget
 * is given when the diner passes it.
 */
export function registerTurnstileRoutes(server: FastifyInstance, ledger: TurnstileLedger): void {
  server.post(TURNSTILE_VERIFY_PATH, (request, reply) => {
    const body = verifyBody.safeParse(request.body ?? {});
    if (!body.success) return reply.send({ success: false, 'error-codes': ['bad-request'] });
    return reply.send(ledger.verify(body.data.secret, body.data.response));
  });

  server.post(TURNSTILE_SANDBOX_TOKEN_PATH, (request, reply) => {
    const body = tokenBody.safeParse(request.body ?? {});
    if (!body.success) return reply.code(400).send({ error: 'sitekey is required' });
    const token = ledger.issue(body.data.sitekey, body.data.hostname);
    if (token === null) return reply.code(400).send({ error: 'unknown sitekey' });
    return reply.send({ token });
  });
}
