import { z } from 'zod';
import { allEndpoints, type AnyEndpoint } from '../../src/contract/index';
import { cell, markdownTable } from './markdown-table';

/** The markers that delimit the calls block in docs/api.md. */
export const CALLS_BLOCK_MARKERS = {
  start: '<!-- calls:start -->',
  end: '<!-- calls:end -->',
} as const;

/** The schema a wrapper (optional, nullable, default, readonly, catch, pipe) stands for. */
function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodNonOptional ||
    schema instanceof z.ZodReadonly ||
    schema instanceof z.ZodCatch
  ) {
    return unwrap(schema.unwrap());
  }
  if (schema instanceof z.ZodPipe) {
    // A preprocess is a pipe from a transform into the real schema; a transform into anything.
    return unwrap(schema.out instanceof z.ZodTransform ? schema.in : schema.out);
  }
  if (schema instanceof z.ZodLazy) return unwrap(schema.unwrap());
  return schema;
}

/** A field name, with `?` when the field may be left out. */
function fieldLabel(name: string, field: z.core.$ZodType): string {
  return field._zod.optin === 'optional' ? `${name}?` : name;
}

/**
 * The top-level field names of a schema: `a, b?` for an object, `[a, b]` for a list of objects,
 * `{ a } or { b }` for a union of objects, `(empty)` for no content, `file` for a Blob, else the schema's kind.
 */
export function describeFields(schema: z.core.$ZodType): string {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodObject) {
    const shape = inner.shape as Record<string, z.core.$ZodType>;
    const names = Object.entries(shape).map(([name, field]) => fieldLabel(name, field));
    return names.length === 0 ? '{}' : names.join(', ');
  }
  if (inner instanceof z.ZodUnion) {
    return inner.options
      .map((option) => {
        const fields = describeFields(option);
        return unwrap(option) instanceof z.ZodObject ? `{ ${fields} }` : fields;
      })
      .join(' or ');
  }
  if (inner instanceof z.ZodIntersection) {
    return [describeFields(inner._zod.def.left), describeFields(inner._zod.def.right)].join(', ');
  }
  if (inner instanceof z.ZodArray) return `[${describeFields(inner.element)}]`;
  if (inner instanceof z.ZodUndefined) return '(empty)';
  if (inner instanceof z.ZodCustom) return 'file';
  return inner._zod.def.type;
}

/** The request column: each part the call sends, with its top-level fields. */
function describeRequest(endpoint: AnyEndpoint): string {
  const parts: string[] = [];
  const add = (label: string, schema: z.core.$ZodType | undefined) => {
    if (schema !== undefined) parts.push(`${label}: \`${describeFields(schema)}\``);
  };
  add('params', endpoint.params as z.core.$ZodType | undefined);
  add('query', endpoint.query as z.core.$ZodType | undefined);
  add('body', endpoint.body as z.core.$ZodType | undefined);
  return parts.length === 0 ? '(none)' : parts.join('; ');
}

/** The response column: the answer's top-level fields. */
function describeResponse(endpoint: AnyEndpoint): string {
  return `\`${describeFields(endpoint.response as z.core.$ZodType)}\``;
}

/**
 * Renders the call table as markdown: name, method, path, request and response fields, CSRF,
 * captcha, idempotency, the spec section, and what we chose where the spec is silent.
 */
export function renderCallTable(endpoints: readonly AnyEndpoint[] = allEndpoints): string {
  const header = [
    'Name',
    'Method',
    'Path',
    'Request',
    'Response',
    'CSRF',
    'Captcha',
    'Idempotent',
    'Source',
    'Our choice',
  ];
  const rows = endpoints.map((endpoint) =>
    [
      `\`${endpoint.name}\``,
      endpoint.method,
      `\`${endpoint.path}\``,
      describeRequest(endpoint),
      describeResponse(endpoint),
      endpoint.csrf ? 'yes' : 'no',
      endpoint.captcha === 'none' ? 'no' : endpoint.captcha,
      endpoint.idempotent ? 'yes' : 'no',
      endpoint.source,
      endpoint.choice ?? '',
    ].map(cell),
  );
  return markdownTable(header, rows);
}

/** The whole calls block, markers included. */
export function renderCallsBlock(endpoints: readonly AnyEndpoint[] = allEndpoints): string {
  return [
    CALLS_BLOCK_MARKERS.start,
    '',
    'Generated from `allEndpoints` by `pnpm --filter @tabula/api-client docs:api`; do not edit by',
    'hand. Request and response list top-level fields (`?` when optional, `[...]` for a list,',
    '`(empty)` for a 204). Every non-GET call sends the CSRF header; an idempotent call sends an',
    'Idempotency-Key header so a retried order or payment is never doubled.',
    '',
    renderCallTable(endpoints),
    '',
    CALLS_BLOCK_MARKERS.end,
  ].join('\n');
}
