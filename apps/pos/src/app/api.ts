import { createApiClient } from '@tabula/api-client';
import { readCsrfToken } from '../lib/staff-session';

/**
 * The one HTTP client: the POS is served by apps/server, so calls go to the same origin, each
 * staff call with the person's session cookie and, for a change, their session's CSRF token.
 */
export const api = createApiClient({ baseUrl: '', staffCsrfToken: readCsrfToken });
