import { CSRF_HEADER, type AnyEndpoint } from '@tabula/api-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../app-context';
import { readSessionId } from '../session/cookie';
import { loadSession, type SessionRecord } from '../session/session-store';
import { checkAnswer } from './answer-check';
import { describeIssues } from './describe-issues';
import { badRequest, forbidden, unauthorized } from './http-error';
import { IDEMPOTENCY_HEADER, runIdempotent } from './idempotency';
import { JsonText } from './json-text';
import { rateLimitOf } from './rate-limits';

type Input<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A file answer (the invoice PDF). */
export interface FileAnswer {
  contentType: string;
  fileName: string;
  /** inline to show, attachment to download. */
  disposition: 'inline' | 'attachment';
  body: Buffer;
}

/** Sends a file answer: its type, its name, and never kept by a shared cache. */
export function sendFile(reply: FastifyReply, file: FileAnswer): FastifyReply {
  return reply
    .status(200)
    .header('content-type', file.contentType)
    .header('content-disposition', `${file.disposition}; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.body);
}

/**
 * What a handler returns: the endpoint's response (checked before it is sent, when answers are
 * checked), the same already serialised (JsonText, sent as it is), a file for a file answer (the
 * contract reads it as a Blob), or nothing for a 204.
 */
export type Answer<E extends AnyEndpoint> =
  z.input<E['response']> extends Blob
    ? FileAnswer
    : z.input<E['response']> extends undefined
      ? // A 204 handler may simply return; void says so.
        // eslint-disable-next-line @typescript-eslint/no-invalid-void-type
        void
      : z.input<E['response']> | JsonText<z.input<E['response']>>;

/** What a handler receives: the validated request and the diner's session. */
export interface RouteContext<E extends AnyEndpoint, S extends SessionRecord | null> {
  params: Input<E['params']>;
  query: Input<E['query']>;
  body: Input<E['body']>;
  session: S;
  request: FastifyRequest;
  reply: FastifyReply;
  app: AppContext;
}

/** The session each request arrived with, loaded once by the route's onRequest hook. */
const callers = new WeakMap<FastifyRequest, SessionRecord | null>();

/** Who may make the call. */
export type Access =
  /** Anyone; the session is loaded when there is one. */
  | 'public'
  /** A session from a QR code (A§2: no session, no access). */
  | 'session';

/** How a call reads what it needs. */
export interface RouteOptions {
  /**
   * A page that shows the status bar's running order: the session is read with the id of the
   * diner's running order (session-store.ts, loadSession), so a diner without one costs the page
   * no other query. Only for a call that reads, never one that places or changes an order.
   */
  runningOrder?: boolean;
}

/**
 * Registers one call of the contract. The path is the spec's. The session and the CSRF header
 * (on every call the contract marks) are checked as the request arrives, before its body is even
 * read; then a call with a rate limit is counted (rate-limits.ts, so a refused request spends
 * none of it), the request is validated with the contract's own schemas (params, query, body: a
 * mismatch is a 400 naming the field), order and payment calls run once per Idempotency-Key, and
 * the answer is parsed with the contract's response schema before it is sent, so the server can
 * never answer what the app would reject. That last check runs in development and tests
 * (config.checkAnswers); in production the answers the tests checked are sent as they are.
 */
export function contractRoute<E extends AnyEndpoint, A extends Access>(
  server: FastifyInstance,
  app: AppContext,
  endpoint: E,
  access: A,
  handler: (
    context: RouteContext<E, A extends 'session' ? SessionRecord : SessionRecord | null>,
  ) => Promise<Answer<E>>,
  options: RouteOptions = {},
): void {
  server.route({
    method: endpoint.method,
    url: toFastifyPath(endpoint.path),
    // The call's rate limit (rate-limits.ts), counted at preParsing: after the checks below.
    config: { rateLimit: rateLimitOf(endpoint) },
    // Who is calling is settled before the input is read: a request without a session or
    // without its CSRF token learns nothing about the schema (issue 12: CSRF first).
    onRequest: async (request) => {
      const sessionId = readSessionId(request);
      const session = sessionId
        ? await loadSession(app.db, sessionId, app.now(), { runningOrder: options.runningOrder })
        : null;
      if (access === 'session' && !session) {
        throw unauthorized(
          'Please scan the QR code at your table or counter to start ordering',
          'session_missing',
        );
      }
      if (endpoint.csrf) {
        const sent = request.headers[CSRF_HEADER.toLowerCase()];
        if (!session || typeof sent !== 'string' || sent !== session.csrfToken) {
          throw forbidden('CSRF token missing or invalid; reload the page', 'csrf_invalid');
        }
      }
      callers.set(request, session);
    },
    handler: async (request, reply) => {
      const schemas = endpoint as Pick<AnyEndpoint, never> & {
        params: z.ZodType | undefined;
        query: z.ZodType | undefined;
        body: z.ZodType | undefined;
        response: z.ZodType;
      };
      const session = callers.get(request) ?? null;
      const params: unknown = parse(schemas.params, request.params, 'params');
      const query: unknown = parse(schemas.query, request.query, 'query');
      const body: unknown = parse(schemas.body, request.body, 'body');

      const run = async (): Promise<{ statusCode: number; body: unknown }> => {
        const context = { params, query, body, session, request, reply, app };
        const result: unknown = await handler(context as unknown as RouteContext<E, never>);
        if (endpoint.responseKind === 'empty') return { statusCode: 204, body: undefined };
        if (endpoint.responseKind === 'file') return { statusCode: 200, body: result };
        // Serialised already (JsonText): checked as the value it stands for.
        checkAnswer(app, request, { name: endpoint.name, response: schemas.response }, () =>
          result instanceof JsonText ? JSON.parse(result.text) : result,
        );
        // An idempotent answer is stored as JSON, so it is kept as the value it stands for.
        if (endpoint.idempotent && result instanceof JsonText) {
          return { statusCode: 200, body: JSON.parse(result.text) as unknown };
        }
        return { statusCode: 200, body: result };
      };

      const answer = endpoint.idempotent
        ? await runIdempotent(
            app.db,
            {
              scope: session?.id ?? 'anonymous',
              endpoint: endpoint.name,
              key: headerText(request.headers[IDEMPOTENCY_HEADER]),
              request: { params: request.params, query: request.query, body: request.body },
            },
            run,
          )
        : await run();

      if (answer.statusCode === 204) return reply.status(204).send();
      if (endpoint.responseKind === 'file') return sendFile(reply, answer.body as FileAnswer);
      if (answer.body instanceof JsonText) {
        void reply
          .status(answer.statusCode)
          .header('content-type', 'application/json; charset=utf-8')
          .header('vary', 'accept-encoding');
        // An answer with spliced members carries the menu: gzip it when the client takes gzip,
        // at the cost of framing its own bytes only (the spliced part is compressed once).
        const zipped = acceptsGzip(request) ? answer.body.gzip() : null;
        if (zipped) return reply.header('content-encoding', 'gzip').send(zipped);
        return reply.send(answer.body.text);
      }
      return reply.status(answer.statusCode).send(answer.body);
    },
  });
}

/** `/users/profiles/{id}` → `/users/profiles/:id`; `/invoices/{id}.pdf` → `/invoices/:id.pdf`. */
export function toFastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

function parse<S extends z.ZodType | undefined>(
  schema: S,
  value: unknown,
  part: 'params' | 'query' | 'body',
): Input<S> {
  if (!schema) return undefined as Input<S>;
  // A query or params object from Fastify has a null prototype; zod reads it the same.
  const result = schema.safeParse(part === 'body' ? value : { ...(value as object) });
  if (!result.success) {
    throw badRequest(describeIssues(result.error.issues, part), 'invalid_request', {
      issues: result.error.issues.map(({ path, message }) => ({ path: [part, ...path], message })),
    });
  }
  return result.data as Input<S>;
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Whether the client takes a gzip answer (every browser says so). */
export function acceptsGzip(request: FastifyRequest): boolean {
  return /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
}
