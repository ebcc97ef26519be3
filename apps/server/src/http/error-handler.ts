import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { HttpError } from './http-error';
import { databaseInputErrorCode } from './database-input-error';
import { describeIssues } from './describe-issues';

/**
 * One shape for every failure: `{ error, error_id, details }`. A contract mismatch is a 400 that
 * names the field, a Fastify client error (bad JSON, wrong content type, too large) keeps its 4xx,
 * and only a fault of ours is a 500, logged with its id and never shown in detail.
 *
 * A last line of defence: a value the database cannot hold (an integer beyond int4, a NUL byte)
 * is the client's, so it is a 400 too. The contract's primitives refuse both before a query runs;
 * reaching this branch means a schema let one through, so it is logged as a warning to fix.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError | Error, request, reply) => {
    if (error instanceof HttpError) {
      // A 429 that knows its wait says it the standard way too (RFC 9110 Retry-After).
      const wait = error.details?.retry_after_seconds;
      if (error.status === 429 && typeof wait === 'number') {
        void reply.header('retry-after', String(wait));
      }
      return reply.status(error.status).send(error.body());
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({
        error: describeIssues(error.issues),
        error_id: 'invalid_request',
        details: { issues: error.issues.map(({ path, message }) => ({ path, message })) },
      });
    }
    const sqlState = databaseInputErrorCode(error);
    if (sqlState !== null) {
      request.log.warn(
        { err: error, reqId: request.id, sqlState },
        'a value the database cannot hold passed validation',
      );
      return reply.status(400).send({
        error: 'A value in the request is out of range or not valid text',
        error_id: 'invalid_request',
      });
    }
    const status =
      'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({
        error: error.message,
        error_id:
          'code' in error && typeof error.code === 'string'
            ? error.code.toLowerCase()
            : 'invalid_request',
      });
    }
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply.status(500).send({
      error: 'Something went wrong! Please try again',
      error_id: 'internal_error',
      details: { request_id: request.id },
    });
  });
}
