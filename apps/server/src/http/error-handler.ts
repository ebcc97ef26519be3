import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { HttpError } from './http-error';
import { describeIssues } from './describe-issues';

/**
 * One shape for every failure: `{ error, error_id, details }`. A contract mismatch is a 400 that
 * names the field, a Fastify client error (bad JSON, wrong content type, too large) keeps its 4xx,
 * and only a fault of ours is a 500, logged with its id and never shown in detail.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError | Error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).send(error.body());
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({
        error: describeIssues(error.issues),
        error_id: 'invalid_request',
        details: { issues: error.issues.map(({ path, message }) => ({ path, message })) },
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
