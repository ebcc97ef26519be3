import { createApiClient } from '@tabula/api-client';

/** The one HTTP client: the app is served by apps/server, so calls go to the same origin. */
export const api = createApiClient({ baseUrl: '' });
