import type { ApiClient, Locale } from '@tabula/api-client';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Where the diner's language comes from (A§9), settled against the company's languages once the
 * configuration is in: in the browser, the device's stored choice and the phone's languages; on
 * the server that draws the first paint, the same two as the request carries them (ADR 0012).
 */
export interface LocaleSources {
  /** The language the diner chose on this device, if any. */
  stored: Locale | null;
  /** The browser's languages, most preferred first (language tags such as `ar-KW`). */
  browser: readonly string[];
}

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  queryClient: QueryClient;
  api: ApiClient;
  localeSources: () => LocaleSources;
}
