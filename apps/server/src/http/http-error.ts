import type { ApiErrorBody } from '@tabula/api-client';

/**
 * An answer other than success, with the text a diner may read and the machine id the app's
 * error map reads (A§8, B§8). Throw it from a handler; the error handler writes the body
 * `{ error, error_id, details }`.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly errorId: string | undefined;
  readonly details: Record<string, unknown> | undefined;

  constructor(
    status: number,
    message: string,
    errorId?: string,
    details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.errorId = errorId;
    this.details = details;
  }

  /** The body of the answer. */
  body(): ApiErrorBody {
    return {
      error: this.message,
      ...(this.errorId === undefined ? {} : { error_id: this.errorId }),
      ...(this.details === undefined ? {} : { details: this.details }),
    };
  }
}

/** 400: the request does not match the contract. */
export const badRequest = (
  message: string,
  errorId = 'invalid_request',
  details?: Record<string, unknown>,
) => new HttpError(400, message, errorId, details);

/** 401: no session, or a session without the signed-in diner the call needs. */
export const unauthorized = (message: string, errorId = 'unauthorized') =>
  new HttpError(401, message, errorId);

/** 403: the diner may not do this (CSRF, someone else's object). */
export const forbidden = (message: string, errorId = 'forbidden') =>
  new HttpError(403, message, errorId);

/** 404: not found, or not the diner's to see (never tell the two apart). */
export const notFound = (message: string, errorId = 'not_found') =>
  new HttpError(404, message, errorId);

/** 409: the request conflicts with the current state. */
export const conflict = (
  message: string,
  errorId = 'conflict',
  details?: Record<string, unknown>,
) => new HttpError(409, message, errorId, details);

/** 413: the request carries more than the call accepts (a picture over its size). */
export const payloadTooLarge = (
  message: string,
  errorId = 'payload_too_large',
  details?: Record<string, unknown>,
) => new HttpError(413, message, errorId, details);

/** 415: the request carries a kind of content the call does not take (a picture's real type). */
export const unsupportedMediaType = (
  message: string,
  errorId = 'unsupported_media_type',
  details?: Record<string, unknown>,
) => new HttpError(415, message, errorId, details);

/** 422: well formed, but the business rules refuse it. */
export const unprocessable = (
  message: string,
  errorId?: string,
  details?: Record<string, unknown>,
) => new HttpError(422, message, errorId, details);

/** 429: too many attempts. */
export const tooManyRequests = (
  message: string,
  errorId = 'rate_limited',
  details?: Record<string, unknown>,
) => new HttpError(429, message, errorId, details);
