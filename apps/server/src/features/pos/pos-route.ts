import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { describeIssues } from '../../http/describe-issues';
import { badRequest } from '../../http/http-error';
import { requireStaff } from '../../http/staff-auth';

/** One JSON call of the POS console's API: its method, path and the schemas of its input. */
export interface PosRouteSpec<
  P extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
> {
  method: 'GET' | 'POST';
  /** A Fastify path under /pos/api, e.g. `/pos/api/orders/:id/confirm`. */
  url: string;
  params?: P;
  query?: Q;
  body?: B;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a POS handler receives: its validated input and the app. */
export interface PosInput<P, Q, B> {
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
  app: AppContext;
}

/**
 * Registers a staff-only JSON route: the staff token is checked first (401), then params, query
 * and body are validated with zod (400 naming the field), then the handler's answer is sent as
 * JSON. Staff calls carry a bearer token, never a cookie, so they need no CSRF token.
 */
// spec: A§6, B§6 POS staff; common brief: every input validated, malformed input is a 4xx.
export function posRoute<
  P extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
>(
  server: FastifyInstance,
  app: AppContext,
  spec: PosRouteSpec<P, Q, B>,
  handler: (input: PosInput<P, Q, B>) => Promise<unknown>,
): void {
  server.route({
    method: spec.method,
    url: spec.url,
    onRequest: requireStaff(app),
    handler: async (request, reply) => {
      const input: PosInput<P, Q, B> = {
        params: parsePart(spec.params, request.params, 'params'),
        query: parsePart(spec.query, request.query, 'query'),
        body: parsePart(spec.body, request.body, 'body'),
        app,
      };
      const answer = await handler(input);
      return reply.status(200).header('cache-control', 'no-store').send(answer);
    },
  });
}

function parsePart<S extends z.ZodType | undefined>(
  schema: S | undefined,
  value: unknown,
  part: 'params' | 'query' | 'body',
): Parsed<S> {
  if (schema === undefined) return undefined as Parsed<S>;
  // Fastify's params and query objects have a null prototype; zod reads a plain copy the same.
  const input = part === 'body' ? value : { ...(value as object) };
  const result = schema.safeParse(input);
  if (!result.success) {
    throw badRequest(describeIssues(result.error.issues, part), 'invalid_request', {
      issues: result.error.issues.map(({ path, message }) => ({ path: [part, ...path], message })),
    });
  }
  return result.data as Parsed<S>;
}
