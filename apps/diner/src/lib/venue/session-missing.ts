import { isApiError } from '@tabula/api-client';

/**
 * Whether the home page configuration failed because there is no session: the app was opened
 * without scanning a QR code (the server answers 401 `session_missing`, or its session expired).
 */
// spec: A§2, the 'not allowed to access directly' page when the app is opened without scanning.
// our choice: any 401 of the configuration counts, with or without the server's error id, since
// every page configuration needs a session.
export function isSessionMissing(error: unknown): boolean {
  return isApiError(error, 'http') && (error.status === 401 || error.errorId === 'session_missing');
}
