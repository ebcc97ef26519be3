import { createApiClient } from '@tabula/api-client';
import { i18n } from '../i18n/i18n';
import { appLanguageFetch } from './app-language-fetch';

/**
 * The one HTTP client: the app is served by apps/server, so calls go to the same origin; each
 * call names the diner's language (Accept-Language) for what the server passes on or draws.
 */
export const api = createApiClient({ baseUrl: '', fetch: appLanguageFetch(() => i18n.locale) });
