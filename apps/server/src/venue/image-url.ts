/*
 * Where the demo's pictures live. The contract's image_url, logo and advertisement image_url are
 * absolute URLs (urlSchema is z.url(), a bare "/images/x.svg" fails), but the server's public
 * address is configuration (PUBLIC_URL) that may change after the data is seeded.
 *
 * our choice: the stored documents hold absolute URLs on the default address
 * (http://localhost:3000/images/...), which work as they are for `pnpm start` on its defaults;
 * every page answer rewrites them onto the configured PUBLIC_URL with {@link withPublicImages},
 * so a server reached at another address (a phone on the LAN, a test port) serves working links.
 */

/** The address the stored image URLs are written against. */
export const STORED_IMAGE_ORIGIN = 'http://localhost:3000';

/** The path the image files are served under (apps/server/public/images). */
export const IMAGE_PATH_PREFIX = '/images/';

/** The stored URL of a demo image file, e.g. `storedImageUrl('laksa.svg')`. */
export function storedImageUrl(fileName: string): string {
  return `${STORED_IMAGE_ORIGIN}${IMAGE_PATH_PREFIX}${fileName}`;
}

const STORED_PREFIX = `${STORED_IMAGE_ORIGIN}${IMAGE_PATH_PREFIX}`;

/** One stored image URL moved onto the public address; any other text is returned unchanged. */
export function publicImageUrl(url: string, publicUrl: string): string {
  return url.startsWith(STORED_PREFIX)
    ? `${publicUrl.replace(/\/$/, '')}${IMAGE_PATH_PREFIX}${url.slice(STORED_PREFIX.length)}`
    : url;
}

/**
 * A copy of a JSON document (menu, company, advertisements) with every stored image URL moved
 * onto the public address (spec: A§3 Menu item image_url, Advertisement image_url, Company logo).
 */
export function withPublicImages<T>(document: T, publicUrl: string): T {
  if (publicUrl.replace(/\/$/, '') === STORED_IMAGE_ORIGIN) return document;
  const visit = (value: unknown): unknown => {
    if (typeof value === 'string') return publicImageUrl(value, publicUrl);
    if (Array.isArray(value)) return value.map(visit);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, visit(inner)]));
    }
    return value;
  };
  return visit(document) as T;
}

/**
 * A picture URL as it is stored: one on the public address moved back onto the stored origin,
 * so a link the back office sends keeps working when PUBLIC_URL changes; any other unchanged.
 */
export function storedImageUrlOf(url: string, publicUrl: string): string {
  const publicPrefix = `${publicUrl.replace(/\/$/, '')}${IMAGE_PATH_PREFIX}`;
  return url.startsWith(publicPrefix) ? `${STORED_PREFIX}${url.slice(publicPrefix.length)}` : url;
}
