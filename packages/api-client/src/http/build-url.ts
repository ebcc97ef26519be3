import type { z } from 'zod';

/** A path with its `{name}` placeholders filled, or the placeholders that had no usable value. */
export type FilledPath =
  | { readonly ok: true; readonly path: string }
  | { readonly ok: false; readonly issues: readonly z.core.$ZodIssue[] };

/**
 * Fills each `{name}` placeholder of a path template with `params[name]`, URI-encoded. A missing
 * value, or one that is not a string, number, bigint or boolean, is an issue at `params.name`.
 */
export function fillPath(template: string, params: unknown): FilledPath {
  const issues: z.core.$ZodIssue[] = [];
  const record = isRecord(params) ? params : {};
  const path = template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const text = scalarText(record[name]);
    if (text === null) {
      issues.push({
        code: 'custom',
        path: ['params', name],
        message: `path parameter "${name}" needs a string or number value`,
        input: record[name],
      });
      return '';
    }
    return encodeURIComponent(text);
  });
  return issues.length > 0 ? { ok: false, issues } : { ok: true, path };
}

/** A query string, `a=1&b=x`, without the `?`; undefined and null values are skipped (our choice). */
export type SerialisedQuery =
  | { readonly ok: true; readonly search: string }
  | { readonly ok: false; readonly issues: readonly z.core.$ZodIssue[] };

/**
 * Serialises a query object: scalars as their text, arrays as a repeated key (`id=1&id=2`),
 * undefined and null skipped. A nested object is an issue: the contract's queries are flat.
 */
export function serialiseQuery(query: unknown): SerialisedQuery {
  if (query === undefined || query === null) return { ok: true, search: '' };
  if (!isRecord(query)) {
    return {
      ok: false,
      issues: [
        { code: 'custom', path: ['query'], message: 'query must be an object', input: query },
      ],
    };
  }
  const search = new URLSearchParams();
  const issues: z.core.$ZodIssue[] = [];
  for (const [key, value] of Object.entries(query)) {
    const values: readonly unknown[] = Array.isArray(value) ? value : [value];
    values.forEach((item, index) => {
      if (item === undefined || item === null) return;
      const text = scalarText(item);
      if (text === null) {
        issues.push({
          code: 'custom',
          path: Array.isArray(value) ? ['query', key, index] : ['query', key],
          message: `query value "${key}" must be a string, number or boolean`,
          input: item,
        });
        return;
      }
      search.append(key, text);
    });
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, search: search.toString() };
}

/**
 * Joins the base URL, the filled path and the query string. A trailing slash of the base is
 * dropped, so `https://x.test/` and `/pages/home` make `https://x.test/pages/home`; an empty base
 * keeps the path relative to the page's origin.
 */
export function joinUrl(baseUrl: string, path: string, search: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  if (search === '') return `${base}${path}`;
  return `${base}${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function scalarText(value: unknown): string | null {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
      return Number.isFinite(value) ? String(value) : null;
    case 'bigint':
    case 'boolean':
      return String(value);
    default:
      return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
