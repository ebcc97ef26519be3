import type { z } from 'zod';

/**
 * Why a call failed:
 * - `http`: the server answered with a 4xx or 5xx;
 * - `network`: no answer (offline, DNS, connection refused);
 * - `timeout`: no answer within the call's time limit;
 * - `aborted`: the caller cancelled through its AbortSignal;
 * - `malformed_json`: the answer claimed JSON but was not;
 * - `invalid_response`: the answer did not match the contract's schema;
 * - `invalid_request`: the input did not match the contract, so nothing was sent;
 * - `csrf_missing`: a mutating call found no CSRF token on the page, so nothing was sent
 *   (spec: A§5 guest login fails with 'CSRF token not found').
 */
export type ApiErrorKind =
  | 'http'
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'malformed_json'
  | 'invalid_response'
  | 'invalid_request'
  | 'csrf_missing';

/** What an {@link ApiError} carries. */
export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** The endpoint's name, e.g. `orders.payAtCashier`. */
  endpoint: string;
  /** The path that was called, with its params filled in. */
  path: string;
  /** The HTTP status, or null when there was no answer. */
  status?: number | null;
  /** The server's machine id for the error, e.g. `out_of_stock_error`. */
  errorId?: string | null;
  /** The server's text for the error. */
  serverMessage?: string | null;
  /** Extra fields of the error body. */
  details?: Record<string, unknown> | null;
  /** The schema problems, for `invalid_response` and `invalid_request`. */
  issues?: readonly z.core.$ZodIssue[] | null;
  /** The underlying error (a TypeError from fetch, a SyntaxError from JSON). */
  cause?: unknown;
}

/** The one error type every call of the client throws. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly endpoint: string;
  readonly path: string;
  readonly status: number | null;
  readonly errorId: string | null;
  readonly serverMessage: string | null;
  readonly details: Record<string, unknown> | null;
  readonly issues: readonly z.core.$ZodIssue[] | null;

  constructor(init: ApiErrorInit) {
    super(describe(init), { cause: init.cause });
    this.kind = init.kind;
    this.endpoint = init.endpoint;
    this.path = init.path;
    this.status = init.status ?? null;
    this.errorId = init.errorId ?? null;
    this.serverMessage = init.serverMessage ?? null;
    this.details = init.details ?? null;
    this.issues = init.issues ?? null;
  }
}

/** Whether `value` is an {@link ApiError}, optionally of one kind. */
export function isApiError(value: unknown, kind?: ApiErrorKind): value is ApiError {
  return value instanceof ApiError && (kind === undefined || value.kind === kind);
}

function describe(init: ApiErrorInit): string {
  const where = `${init.endpoint} (${init.path})`;
  switch (init.kind) {
    case 'http':
      return `${where} answered ${init.status ?? '?'}${init.errorId ? ` ${init.errorId}` : ''}${
        init.serverMessage ? `: ${init.serverMessage}` : ''
      }`;
    case 'network':
      return `${where}: no answer from the server`;
    case 'timeout':
      return `${where}: timed out`;
    case 'aborted':
      return `${where}: cancelled`;
    case 'csrf_missing':
      return `${where}: CSRF token not found, nothing was sent`;
    case 'malformed_json':
      return `${where}: the answer is not valid JSON`;
    case 'invalid_response':
    case 'invalid_request': {
      const issue = init.issues?.[0];
      const at = issue ? `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}` : '';
      const side = init.kind === 'invalid_response' ? 'answer' : 'request';
      return `${where}: the ${side} does not match the contract${at ? ` at ${at}` : ''}`;
    }
  }
}
