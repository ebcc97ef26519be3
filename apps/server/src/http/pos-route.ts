import type { AnyEndpoint, StaffCredential } from '@tabula/api-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../app-context';
import { sendFile, toFastifyPath, type FileAnswer } from './contract-route';
import { checkAnswer } from './answer-check';
import { describeIssues } from './describe-issues';
import { badRequest, HttpError, notFound } from './http-error';
import { placeOfCall, scopeHolds, type StaffScope } from '../staff/staff-scope';
import { authenticateStaff, callerScope, requireRole, type StaffCaller } from './staff-auth';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a POS handler receives: its validated input, who calls, and the app. */
export interface PosInput<E extends AnyEndpoint> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  /** The kind of credential the call was let in with (kept with what staff do, e.g. a refund). */
  staff: StaffCredential;
  /** Who calls: a signed-in person, or the machine token. */
  caller: StaffCaller;
  /** Where the caller may act (a list call keeps to it). */
  scope: StaffScope;
  app: AppContext;
  reply: FastifyReply;
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

const callers = new WeakMap<FastifyRequest, StaffCaller>();

/**
 * Registers a staff call of the contract (packages/api-client, contract/pos*.ts) at its path.
 * Before the body is read, the caller is checked (staff-auth.ts: the session cookie with its
 * CSRF token on a change, or the machine token; 401, 403) and so is their role (403). Then
 * params, query and body are validated with the contract's schemas (400 naming the field), and
 * what the call acts on must lie in the caller's company or outlet (staff/staff-scope.ts; 404
 * otherwise, as if it did not exist). In development and tests (config.checkAnswers) the
 * handler's answer is parsed with the contract's response schema before it is sent, so a change
 * that would answer what the POS rejects fails there; in production the answers the tests
 * checked are sent as they are, as the diner's are (contract-route.ts). A file answer, an image
 * or a PDF, is sent as it is; an empty one is a 204. `signedOut` routes (the sign-in) skip the
 * caller's check. `bodyLimit` raises the server's 1 MB limit for this call alone (a picture's
 * upload); a larger body is a 413 before the handler runs.
 */
// spec: A§6, B§6 POS staff; common brief: every input validated, malformed input is a 4xx.
export function posRoute<E extends AnyEndpoint>(
  server: FastifyInstance,
  app: AppContext,
  endpoint: E,
  handler: (input: PosInput<E>) => Promise<PosAnswer<E>>,
  options: { signedOut?: boolean; bodyLimit?: number } = {},
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
    ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
    onRequest: async (request, reply) => {
      if (options.signedOut === true) return;
      try {
        const caller = await authenticateStaff(app, request);
        requireRole(caller, endpoint);
        callers.set(request, caller);
      } catch (error) {
        if (error instanceof HttpError && error.status === 401) {
          void reply.header('www-authenticate', 'Bearer realm="pos"');
        }
        throw error;
      }
    },
    handler: async (request, reply) => {
      const caller: StaffCaller = callers.get(request) ?? { kind: 'token' };
      const params = parsePart(schemas.params, request.params, 'params');
      const query = parsePart(schemas.query, request.query, 'query');
      const scope = callerScope(caller);
      // Before the body is read: a call on another company's table is a 404 whatever it sends.
      if (options.signedOut !== true && scope.kind !== 'everywhere') {
        const place = await placeOfCall(
          app.db,
          endpoint.path,
          params as Record<string, unknown> | undefined,
          query as Record<string, unknown> | undefined,
        );
        if (place !== null && place !== 'unbound' && !scopeHolds(scope, place)) {
          throw notFound('Not found', 'not_found');
        }
      }
      const body = parsePart(schemas.body, request.body, 'body');
      const input = {
        params,
        query,
        body,
        staff: caller.kind === 'token' ? 'staff_token' : 'staff_account',
        caller,
        scope,
        app,
        reply,
      } as PosInput<E>;
      const answer: unknown = await handler(input);
      if (endpoint.responseKind === 'file') return sendFile(reply, answer as FileAnswer);
      if (endpoint.responseKind === 'empty') return reply.status(204).send();
      checkAnswer(app, request, { name: endpoint.name, response: schemas.response }, () => answer);
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
