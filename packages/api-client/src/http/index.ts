export { ApiError, isApiError, type ApiErrorInit, type ApiErrorKind } from './api-error';
export { apiErrorBodySchema, type ApiErrorBody } from './error-body';
export {
  DEFAULT_TIMEOUT_MS,
  type ApiClient,
  type ApiClientOptions,
  type ApiLogger,
  type RequestArgs,
  type RequestInput,
  type RequestOptions,
  type UrlArgs,
  type UrlInput,
} from './client-types';
export { createApiClient } from './create-api-client';
export { CSRF_HEADER, readCsrfTokenFromDocument, writeCsrfTokenToDocument } from './csrf-token';
export { HOME_PAGE_SCRIPT_ID } from './inlined-home-page';
export { AFTER_FIRST_PAINT, LOCALE_COOKIE } from './first-paint';
export type {
  BuildManifest,
  FirstPaint,
  FirstPaintAssets,
  FirstPaintModule,
  FirstPaintRequest,
  ManifestChunk,
} from './first-paint';
