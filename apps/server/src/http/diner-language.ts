import type { FastifyRequest } from 'fastify';

/** The languages the diner app speaks (apps/diner/src/lib/i18n/locales.ts). */
export const DINER_LANGUAGES = ['en', 'ar', 'zh', 'ms'] as const;

/** One of the diner app's languages. */
export type DinerLanguage = (typeof DINER_LANGUAGES)[number];

/** Whether a value is one of the diner app's languages. */
export function isDinerLanguage(value: unknown): value is DinerLanguage {
  return typeof value === 'string' && (DINER_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language tags of an Accept-Language header, most preferred first (by q, then by order),
 * without those refused (q=0).
 *
 * @example acceptLanguageTags('ms-MY,ms;q=0.9,en;q=0.8') // ['ms-MY', 'ms', 'en']
 */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (header === undefined) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The diner's language from an Accept-Language header: the app sends the language the diner
 * chose in it on every call (apps/diner/src/lib/api/app-language-fetch.ts), and a browser's own
 * navigation sends the browser's languages. The preferred one the app speaks wins (`zh-CN` is
 * zh, `ms-MY` is ms); English when none is.
 *
 * @example dinerLanguage('ms-MY,ms;q=0.9,en;q=0.8') // 'ms'
 */
export function dinerLanguage(header: string | undefined): DinerLanguage {
  return (
    acceptLanguageTags(header)
      .map((tag) => tag.toLowerCase().split('-')[0])
      .find(isDinerLanguage) ?? 'en'
  );
}

/** The diner's language of a request (its Accept-Language). */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): DinerLanguage {
  return dinerLanguage(request.headers['accept-language']);
}
