export {
  catalogueEntry,
  type CatalogueEntry,
  ERROR_CATALOGUE,
  type ErrorCatalogue,
  type ErrorTextKey,
} from './error-catalogue';
export type {
  ErrorAction,
  ErrorButtonKey,
  ErrorCatalogueEntry,
  ErrorEffect,
  ErrorOrigin,
  ErrorPresentation,
  ErrorRedirectTarget,
  ErrorServerText,
} from './error-entry';
export { ERROR_IDS, type ErrorId } from './error-ids';
export { API_OPERATIONS, type ApiOperation } from './operations';
export { resolveError, type ErrorContext, type ResolvedError } from './resolve-error';
