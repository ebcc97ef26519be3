import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from '../../http/api-error';
import { isRetryable, retryMutation, retryQuery } from '../retry';

const error = (kind: ApiErrorKind, status: number | null = null) =>
  new ApiError({ kind, endpoint: 'pages.home', path: '/pages/home', status });

describe('isRetryable', () => {
  it('tries again only what may succeed the second time', () => {
    expect(isRetryable(error('network'))).toBe(true);
    expect(isRetryable(error('timeout'))).toBe(true);
    expect(isRetryable(error('http', 503))).toBe(true);
    expect(isRetryable(error('http', 500))).toBe(true);
    for (const status of [400, 401, 404, 409, 422]) {
      expect(isRetryable(error('http', status))).toBe(false);
    }
    for (const kind of [
      'aborted',
      'malformed_json',
      'invalid_response',
      'invalid_request',
      'csrf_missing',
    ] as const) {
      expect(isRetryable(error(kind))).toBe(false);
    }
    expect(isRetryable(new Error('boom'))).toBe(false);
  });
});

describe('retryQuery and retryMutation', () => {
  it('stop after two more tries', () => {
    expect(retryQuery(0, error('network'))).toBe(true);
    expect(retryQuery(1, error('network'))).toBe(true);
    expect(retryQuery(2, error('network'))).toBe(false);
  });

  it('retry a write only when it is idempotent', () => {
    expect(retryMutation(false)).toBe(false);
    expect(retryMutation(true)).toBe(retryQuery);
  });
});
