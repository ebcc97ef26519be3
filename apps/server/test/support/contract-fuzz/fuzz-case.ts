import type { AnyEndpoint } from '@tabula/api-client';
import fc from 'fast-check';
import { HOSTILE_TEXTS } from './hostile-values';
import { invalidArbitrary } from './invalid-arbitrary';
import { validArbitrary } from './valid-arbitrary';
import type { Schema } from './zod-constraints';

/*
 * The requests of the fuzz, one endpoint of the contract each: a valid shape with hostile values,
 * or an invalid one (a broken body, a body that is not JSON or of another content type, a path
 * parameter that is no id, a broken query, a missing or hostile Idempotency-Key). Case `index` of
 * a seed is always the same request, so a failure is reproduced from its seed and index alone.
 */

/** Whether a case keeps to the contract's shapes. */
export type CaseKind = 'valid' | 'invalid';

/** One request of the fuzz, as sent (the caller's credentials are added by the runner). */
export interface FuzzCase {
  seed: number;
  index: number;
  endpoint: AnyEndpoint;
  kind: CaseKind;
  /** What was made invalid and how, or `valid`. */
  variant: string;
  method: string;
  /** The path with its params filled in, and the query. */
  url: string;
  headers: Record<string, string>;
  /** The raw body text, or none. */
  body: string | undefined;
}

/** Path parameter texts that are no id (already percent-encoded where they need it). */
const HOSTILE_PARAMS: readonly string[] = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '+1',
  '01',
  '0x10',
  '%00',
  '%2F',
  '%2e%2e',
  '%',
  '%zz',
  '%20',
  '99999999999999999999999',
  '2147483648',
  '9007199254740993',
  'x'.repeat(5000),
  'null',
  'NaN',
  ...HOSTILE_TEXTS.map(encodeText),
];

/** Bodies that are not JSON, or JSON no schema takes. */
const RAW_BODIES: readonly string[] = [
  '{"items": [',
  'not json',
  '',
  '{"a":1}{"b":2}',
  '[1,2',
  '\u0000',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  'null',
  '"\\ud800"',
  '1e999999',
  '{"a":1,"a":2}',
  '\uFEFF{}',
  '{"a":"\\u0000"}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
];

/** Content types other than JSON, each with a body of its kind. */
const OTHER_CONTENT: readonly (readonly [string, string])[] = [
  ['text/plain', '{"a":1}'],
  ['application/x-www-form-urlencoded', 'id=1&items=%00&items=2&__proto__[x]=1'],
  [
    'multipart/form-data; boundary=----fuzz',
    '------fuzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n------fuzz--\r\n',
  ],
  [
    'application/xml',
    '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  ],
  ['application/json; charset=utf-16', '{"a":1}'],
  ['application/json; charset=latin1', '{"a":1}'],
  ['application/jsonx', '{"a":1}'],
  ['image/png', 'iVBORw0KGgo='],
];

/** Idempotency-Key headers no call should take. */
const HOSTILE_KEYS: readonly (string | null)[] = [null, '', ' ', 'k'.repeat(201), 'k'.repeat(5000)];

interface Parts {
  params: unknown;
  query: unknown;
  body: unknown;
}

/** An invalid request: its parts, what was broken, and what is sent as it is. */
interface Broken {
  parts: Parts;
  variant: string;
  raw?: RawOverride;
}

/** The arbitraries of one endpoint, built once. */
interface EndpointArbitraries {
  valid: fc.Arbitrary<Parts>;
  invalid: fc.Arbitrary<Broken>;
}

/** A request part sent as it is, not from the parts: a raw body, a content type, a path, a key. */
interface RawOverride {
  body?: string;
  contentType?: string;
  path?: string;
  idempotencyKey?: string | null;
}

const built = new WeakMap<AnyEndpoint, EndpointArbitraries>();

function optional(schema: Schema | undefined): fc.Arbitrary<unknown> {
  return schema ? validArbitrary(schema) : fc.constant(undefined);
}

function arbitrariesOf(endpoint: AnyEndpoint): EndpointArbitraries {
  const cached = built.get(endpoint);
  if (cached) return cached;
  const schemas = endpoint as { params?: Schema; query?: Schema; body?: Schema };
  const params = optional(schemas.params);
  const query = optional(schemas.query);
  const body = optional(schemas.body);
  const valid = fc.record({ params, query, body });
  const sendsBody = endpoint.method !== 'GET';
  const broken: fc.WeightedArbitrary<Broken>[] = [];
  const add = (weight: number, arbitrary: fc.Arbitrary<Broken>) => {
    broken.push({ arbitrary, weight });
  };
  if (sendsBody) {
    add(
      schemas.body ? 8 : 2,
      fc.tuple(valid, invalidArbitrary(body)).map(([parts, mutated]) => ({
        parts: { ...parts, body: mutated.value },
        variant: `body: ${mutated.mutation} at ${mutated.at}`,
      })),
    );
    add(
      2,
      fc.tuple(valid, fc.constantFrom(...RAW_BODIES)).map(([parts, text]) => ({
        parts,
        variant: 'body: not JSON or hostile JSON text',
        raw: { body: text },
      })),
    );
    add(
      2,
      fc.tuple(valid, fc.constantFrom(...OTHER_CONTENT)).map(([parts, [type, text]]) => ({
        parts,
        variant: `content-type: ${type}`,
        raw: { body: text, contentType: type },
      })),
    );
    add(
      1,
      fc.tuple(valid, fc.integer({ min: 1_100_000, max: 1_300_000 })).map(([parts, size]) => ({
        parts,
        variant: 'body: over the size limit',
        raw: { body: JSON.stringify({ padding: 'x'.repeat(size) }) },
      })),
    );
  }
  if (schemas.params) {
    add(
      4,
      fc.tuple(valid, fc.constantFrom(...HOSTILE_PARAMS)).map(([parts, text]) => ({
        parts,
        variant: 'path: a param that is no id',
        raw: { path: endpoint.path.replace(/\{(\w+)\}/g, text) },
      })),
    );
  }
  add(
    schemas.query ? 6 : 1,
    fc
      .tuple(valid, invalidArbitrary(query.map((value) => value ?? {})))
      .map(([parts, mutated]) => ({
        parts: { ...parts, query: mutated.value },
        variant: `query: ${mutated.mutation} at ${mutated.at}`,
      })),
  );
  if (endpoint.idempotent) {
    add(
      2,
      fc.tuple(valid, fc.constantFrom(...HOSTILE_KEYS)).map(([parts, key]) => ({
        parts,
        variant: `idempotency-key: ${key === null ? 'missing' : `${String(key.length)} characters`}`,
        raw: { idempotencyKey: key },
      })),
    );
  }
  const arbitraries = { valid, invalid: fc.oneof(...broken) };
  built.set(endpoint, arbitraries);
  return arbitraries;
}

/** A path with each `{param}` filled with its value, percent-encoded. */
function fillPath(path: string, params: unknown): string {
  const values = (typeof params === 'object' && params !== null ? params : {}) as Record<
    string,
    unknown
  >;
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeText(textOf(values[name])));
}

/** A text percent-encoded for a URL; a lone surrogate (which has no UTF-8) is sent as U+FFFD. */
function encodeText(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
  }
}

/** The query string of a value: a list repeats its key, an object is sent as JSON text. */
function queryString(query: unknown): string {
  if (query === undefined || query === null) return '';
  if (typeof query !== 'object' || Array.isArray(query)) return `q=${encodeText(textOf(query))}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, textOf(item));
    else search.append(key, textOf(value));
  }
  return search.toString();
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** A seed for each case, from the run's seed and the case's index. */
function caseSeed(seed: number, index: number): number {
  let mixed = (seed ^ Math.imul(index + 1, 0x9e3779b1)) | 0;
  mixed = Math.imul(mixed ^ (mixed >>> 16), 0x85ebca6b);
  return (mixed ^ (mixed >>> 13)) | 0;
}

/** Which endpoint and kind case `index` of a run over `endpoints` is: spread evenly over both. */
export function caseSlot(
  endpoints: readonly AnyEndpoint[],
  index: number,
): { endpoint: AnyEndpoint; kind: CaseKind } {
  const round = Math.floor(index / endpoints.length);
  const endpoint = endpoints[index % endpoints.length];
  if (!endpoint) throw new Error('no endpoints to fuzz');
  return { endpoint, kind: (index + round) % 2 === 0 ? 'valid' : 'invalid' };
}

/** Case `index` of the run of `seed` over `endpoints`: the same request every time. */
export function fuzzCase(endpoints: readonly AnyEndpoint[], seed: number, index: number): FuzzCase {
  const { endpoint, kind } = caseSlot(endpoints, index);
  const arbitraries = arbitrariesOf(endpoint);
  const generation = { seed: caseSeed(seed, index), numRuns: 1 };
  const made =
    kind === 'valid'
      ? { parts: fc.sample(arbitraries.valid, generation)[0], variant: 'valid', raw: undefined }
      : fc.sample(arbitraries.invalid, generation)[0];
  if (!made?.parts) throw new Error(`no case generated for ${endpoint.name}`);
  const { parts, variant } = made;
  const raw: RawOverride = made.raw ?? {};
  const query = queryString(parts.query);
  const path = raw.path ?? fillPath(endpoint.path, parts.params);
  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (endpoint.method !== 'GET') {
    body = raw.body ?? (parts.body === undefined ? undefined : JSON.stringify(parts.body));
    if (body !== undefined) headers['content-type'] = raw.contentType ?? 'application/json';
  }
  if (endpoint.idempotent) {
    const key =
      raw.idempotencyKey === undefined
        ? `fuzz-${String(seed)}-${String(index)}`
        : raw.idempotencyKey;
    if (key !== null) headers['idempotency-key'] = key;
  }
  return {
    seed,
    index,
    endpoint,
    kind,
    variant,
    method: endpoint.method,
    url: query === '' ? path : `${path}?${query}`,
    headers,
    body,
  };
}
