import { ApiError } from '@tabula/api-client';
import { describe, expect, it } from 'vitest';
import { isSessionMissing } from '../session-missing';

const http = (status: number, errorId: string | null = null) =>
  new ApiError({ kind: 'http', endpoint: 'pages.home', path: '/pages/home', status, errorId });

describe('isSessionMissing', () => {
  it('is true for the server answer without a session (401 session_missing)', () => {
    expect(isSessionMissing(http(401, 'session_missing'))).toBe(true);
  });

  it('is true for any 401 of the configuration', () => {
    expect(isSessionMissing(http(401))).toBe(true);
  });

  it('is false for other failures', () => {
    expect(isSessionMissing(http(500))).toBe(false);
    expect(isSessionMissing(http(404))).toBe(false);
    expect(
      isSessionMissing(
        new ApiError({ kind: 'network', endpoint: 'pages.home', path: '/pages/home' }),
      ),
    ).toBe(false);
    expect(isSessionMissing(new Error('401'))).toBe(false);
    expect(isSessionMissing(null)).toBe(false);
  });
});
