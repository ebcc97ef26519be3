import { createApiClient } from '@tabula/api-client';
import { readStaffToken } from '../lib/staff-session';

/**
 * The one HTTP client: the POS is served by apps/server, so calls go to the same origin, each
 * staff call with the tab's staff token as a bearer.
 */
export const api = createApiClient({ baseUrl: '', staffToken: readStaffToken });
