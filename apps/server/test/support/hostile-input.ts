import { randomUUID } from 'node:crypto';
import type { AnyEndpoint } from '@tabula/api-client';
import { z } from 'zod';

/*
 * Requests built from the contract's own schemas, with one kind of hostile value in every field of
 * that kind: each integer an id too large for PostgreSQL (2^31) or for JavaScript (2^53), or each
 * string carrying a NUL byte. Everything else is made as valid as a schema walk can make it, so a
 * field that lets the hostile value through reaches the handler and the database. A call added to
 * the contract is covered without touching the tests.
 */

/** 2^31: one above the largest PostgreSQL integer. */
export const ABOVE_PG_INTEGER = 2 ** 31;
/** 2^53: one above the largest safe JavaScript integer. */
export const ABOVE_SAFE_INTEGER = 2 ** 53;

/** Which values are hostile in a request. */
export type HostileKind = 'int 2^31' | 'int 2^53' | 'NUL in text';

/** The hostile kinds every route is given. */
export const HOSTILE_KINDS: readonly HostileKind[] = ['int 2^31', 'int 2^53', 'NUL in text'];

/** A request made from an endpoint: the path with its params filled in and the query, and a body. */
export interface HostileRequest {
  method: string;
  url: string;
  body: unknown;
  /** How many hostile values it carries; a kind with none for an endpoint is not sent. */
  hostile: number;
}

type JsonSchema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  minItems?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minLength?: number;
  pattern?: string;
  format?: string;
};

/** Texts tried in turn for a string with a pattern: the first that matches is used. */
const PATTERN_SAMPLES = [
  '1',
  '12.50',
  'AED',
  'SG',
  '#1A73E8',
  '4242',
  '1234',
  '12:00',
  '+971',
  '80000000',
  'pay_1',
  'en',
  '/',
  'abcdefgh12345678',
];

const FORMAT_SAMPLES: Record<string, () => string> = {
  email: () => 'diner@example.com',
  uri: () => 'https://example.com/',
  url: () => 'https://example.com/',
  uuid: () => randomUUID(),
  'date-time': () => '2026-11-20T09:30:00Z',
  date: () => '2026-11-20',
};

class Walker {
  hostile = 0;
  constructor(
    private readonly root: JsonSchema,
    private readonly kind: HostileKind,
  ) {}

  value(schema: JsonSchema | boolean | undefined, depth = 0): unknown {
    if (schema === undefined || typeof schema === 'boolean' || depth > 12) return this.text('x');
    if (schema.$ref !== undefined) return this.value(this.resolve(schema.$ref), depth + 1);
    if (schema.const !== undefined) return schema.const;
    if (schema.enum !== undefined) return schema.enum[0];
    const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf;
    if (branches) {
      const branch = branches.find((b) => b.type !== 'null') ?? branches[0];
      return this.value(branch, depth + 1);
    }
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
    switch (type) {
      case 'object':
        return this.object(schema, depth);
      case 'array': {
        const count = Math.max(1, schema.minItems ?? 1);
        if (schema.prefixItems)
          return schema.prefixItems.map((item) => this.value(item, depth + 1));
        return Array.from({ length: count }, () => this.value(schema.items, depth + 1));
      }
      case 'integer':
      case 'number':
        return this.integer(schema);
      case 'string':
        return this.text(this.validText(schema));
      case 'boolean':
        return true;
      case 'null':
        return null;
      default:
        // Anything (z.unknown()): text, the value most likely to reach a jsonb column.
        return this.text('x');
    }
  }

  private object(schema: JsonSchema, depth: number): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      result[key] = this.value(property, depth + 1);
    }
    if (!schema.properties && typeof schema.additionalProperties === 'object') {
      result[this.kind === 'NUL in text' ? 'x\u0000' : 'en'] = this.value(
        schema.additionalProperties,
        depth + 1,
      );
    }
    return result;
  }

  private integer(schema: JsonSchema): number {
    if (this.kind === 'int 2^31') {
      this.hostile += 1;
      return ABOVE_PG_INTEGER;
    }
    if (this.kind === 'int 2^53') {
      this.hostile += 1;
      return ABOVE_SAFE_INTEGER;
    }
    const least =
      schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1);
    return Math.min(Math.max(1, least), schema.maximum ?? Number.MAX_SAFE_INTEGER);
  }

  private validText(schema: JsonSchema): string {
    const sample = schema.format ? FORMAT_SAMPLES[schema.format] : undefined;
    if (sample) return sample();
    if (schema.pattern !== undefined) {
      const pattern = new RegExp(schema.pattern);
      return PATTERN_SAMPLES.find((text) => pattern.test(text)) ?? 'x';
    }
    return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
  }

  private text(valid: string): string {
    if (this.kind !== 'NUL in text') return valid;
    this.hostile += 1;
    return `${valid}\u0000`;
  }

  private resolve(ref: string): JsonSchema {
    if (ref === '#') return this.root;
    const name = ref.replace(/^#\/\$defs\//, '');
    const found = this.root.$defs?.[name];
    if (!found) throw new Error(`cannot resolve ${ref}`);
    return found;
  }
}

function walk(schema: unknown, kind: HostileKind): { value: unknown; hostile: number } {
  if (schema === undefined) return { value: undefined, hostile: 0 };
  const json = z.toJSONSchema(schema as z.ZodType, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  const walker = new Walker(json, kind);
  return { value: walker.value(json), hostile: walker.hostile };
}

/** The request of one endpoint with every value of `kind` hostile. */
export function hostileRequest(endpoint: AnyEndpoint, kind: HostileKind): HostileRequest {
  const params = walk(endpoint.params, kind);
  const query = walk(endpoint.query, kind);
  const body = walk(endpoint.body, kind);
  const paramValues = (params.value ?? {}) as Record<string, string | number | boolean>;
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    encodeURIComponent(String(paramValues[name])),
  );
  // Params and query are flat: each value is a scalar (text, a number, a flag).
  const search = new URLSearchParams();
  const queryValues = (query.value ?? {}) as Record<string, string | number | boolean | null>;
  for (const [key, value] of Object.entries(queryValues)) {
    if (value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return {
    method: endpoint.method,
    url: text === '' ? path : `${path}?${text}`,
    body: body.value,
    hostile: params.hostile + query.hostile + body.hostile,
  };
}
