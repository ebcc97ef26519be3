import type { AnyEndpoint, StaffCredential } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../app-context';
import { sendFile, toFastifyPath, type FileAnswer } from './contract-route';
import { describeIssues } from './describe-issues';
import { badRequest } from './http-error';
import { requireStaff } from './staff-auth';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a POS handler receives: its validated input, who calls, and the app. */
export interface PosInput<E extends AnyEndpoint> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  /** The staff credential the call was let in with (kept with what staff do, e.g. a refund). */
  staff: StaffCredential;
  app: AppContext;
}

/** What a POS handler answers: the contract's response, a file for a file answer, nothing for a 204. */
export type PosAnswer<E extends AnyEndpoint> =
  z.input<E['response']> extends Blob
    ? FileAnswer
    : z.input<E['response']> extends undefined
      ? // A 204 handler may simply return; void says so.
        // eslint-disable-next-line @typescript-eslint/no-invalid-void-type
        void
      : z.input<E['response']>;

/**
 * Registers a staff call of the contract (packages/api-client, contract/pos.ts) at its path: the
 * staff token is checked first (401, before the body is read), then params, query and body are
 * validated with the contract's schemas (400 naming the field), and the handler's answer is
 * parsed with the contract's response schema before it is sent, so the server never answers
 * what the POS would reject (a file answer, an image or a PDF, is sent as it is; an empty one is
 * a 204). Staff calls carry a bearer token, never a cookie, so they need no CSRF token.
 */
// spec: A§6, B§6 POS staff; common brief: every input validated, malformed input is a 4xx.
export function posRoute<E extends AnyEndpoint>(
  server: FastifyInstance,
  app: AppContext,
  endpoint: E,
  handler: (input: PosInput<E>) => Promise<PosAnswer<E>>,
): void {
  if (endpoint.auth !== 'staff') throw new Error(`${endpoint.name} is not a staff call`);
  const schemas = endpoint as {
    params: z.ZodType | undefined;
    query: z.ZodType | undefined;
    body: z.ZodType | undefined;
    response: z.ZodType;
  };
  server.route({
    method: endpoint.method,
    url: toFastifyPath(endpoint.path),
    onRequest: requireStaff(app),
    handler: async (request, reply) => {
      const input = {
        params: parsePart(schemas.params, request.params, 'params'),
        query: parsePart(schemas.query, request.query, 'query'),
        body: parsePart(schemas.body, request.body, 'body'),
        // requireStaff let it in: the shared staff token is the one staff credential (issue 32
        // brings per-person accounts).
        staff: 'staff_token',
        app,
      } as PosInput<E>;
      const answer: unknown = await handler(input);
      if (endpoint.responseKind === 'file') return sendFile(reply, answer as FileAnswer);
      if (endpoint.responseKind === 'empty') return reply.status(204).send();
      const checked = schemas.response.safeParse(answer);
      if (!checked.success) {
        request.log.error(
          { endpoint: endpoint.name, issues: checked.error.issues },
          'answer does not match the contract',
        );
        throw new Error(`${endpoint.name}: answer does not match the contract`);
      }
      return reply.status(200).header('cache-control', 'no-store').send(answer);
    },
  });
}

function parsePart(
  schema: z.ZodType | undefined,
  value: unknown,
  part: 'params' | 'query' | 'body',
): unknown {
  if (schema === undefined) return undefined;
  // Fastify's params and query objects have a null prototype; zod reads a plain copy the same.
  const input = part === 'body' ? value : { ...(value as object) };
  const result = schema.safeParse(input);
  if (!result.success) {
    throw badRequest(describeIssues(result.error.issues, part), 'invalid_request', {
      issues: result.error.issues.map(({ path, message }) => ({ path: [part, ...path], message })),
    });
  }
  return result.data;
}
