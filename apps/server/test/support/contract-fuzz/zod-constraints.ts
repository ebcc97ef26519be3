import type { z } from 'zod';

/*
 * Reads what a zod 4 schema allows from its definition (`schema._zod.def` and its checks), for
 * the fuzz's generators: the length and pattern of a text, the range of a number, the size of a
 * list. Only the reading lives here; what to make of it is the generators' job.
 */

/** Any zod 4 schema, as its definition can be read. */
export type Schema = z.core.$ZodType;

/** The definition of a schema, narrowed by its `type`. */
export type SchemaDef = z.core.$ZodTypes['_zod']['def'];

/** The definition of a schema: switch on `type` to reach its parts. */
export function defOf(schema: Schema): SchemaDef {
  return (schema as z.core.$ZodTypes)._zod.def;
}

/** What a text must be: its length bounds, its patterns and its named format (email, uuid…). */
export interface TextConstraints {
  minLength: number;
  maxLength: number | undefined;
  patterns: RegExp[];
  format: string | undefined;
  /** The text is trimmed before its length is checked. */
  trimmed: boolean;
}

/** What a number must be: its bounds (inclusive, adjusted from exclusive ones) and integrality. */
export interface NumberConstraints {
  min: number | undefined;
  max: number | undefined;
  integer: boolean;
}

/** The length bounds of a list. */
export interface LengthConstraints {
  minLength: number;
  maxLength: number | undefined;
}

type CheckDef = z.core.$ZodChecks['_zod']['def'] | { check: 'custom' };

/** Every check of a schema: a format schema (z.email(), z.int()) is a check itself. */
function checksOf(schema: Schema): CheckDef[] {
  const def = schema._zod.def as z.core.$ZodTypeDef & Partial<{ check: string }>;
  const own = typeof def.check === 'string' ? [def as unknown as CheckDef] : [];
  const listed = (def.checks ?? []).map((check) => check._zod.def as unknown as CheckDef);
  return [...own, ...listed];
}

/** The constraints of a text schema. */
export function textConstraints(schema: Schema): TextConstraints {
  const found: TextConstraints = {
    minLength: 0,
    maxLength: undefined,
    patterns: [],
    format: undefined,
    trimmed: false,
  };
  for (const check of checksOf(schema)) {
    switch (check.check) {
      case 'min_length':
        found.minLength = Math.max(found.minLength, check.minimum);
        break;
      case 'max_length':
        found.maxLength = Math.min(found.maxLength ?? Infinity, check.maximum);
        break;
      case 'length_equals':
        found.minLength = check.length;
        found.maxLength = check.length;
        break;
      case 'string_format':
        if (check.format === 'regex') {
          if (check.pattern) found.patterns.push(check.pattern);
        } else {
          found.format = check.format;
          if (check.pattern) found.patterns.push(check.pattern);
        }
        break;
      case 'overwrite':
        found.trimmed = true;
        break;
      default:
        break;
    }
  }
  return found;
}

/** The constraints of a number schema (z.number(), z.int()). */
export function numberConstraints(schema: Schema): NumberConstraints {
  const found: NumberConstraints = { min: undefined, max: undefined, integer: false };
  for (const check of checksOf(schema)) {
    switch (check.check) {
      case 'number_format':
        if (check.format.includes('int')) found.integer = true;
        break;
      case 'greater_than': {
        const value = Number(check.value);
        const least = check.inclusive ? value : value + (found.integer ? 1 : Number.EPSILON);
        found.min = Math.max(found.min ?? -Infinity, least);
        break;
      }
      case 'less_than': {
        const value = Number(check.value);
        const most = check.inclusive ? value : value - (found.integer ? 1 : Number.EPSILON);
        found.max = Math.min(found.max ?? Infinity, most);
        break;
      }
      default:
        break;
    }
  }
  // An exclusive bound read before the integer format is known: round it inward.
  if (found.integer) {
    if (found.min !== undefined) found.min = Math.ceil(found.min);
    if (found.max !== undefined) found.max = Math.floor(found.max);
  }
  return found;
}

/** The length bounds of a list schema. */
export function lengthConstraints(schema: Schema): LengthConstraints {
  const found: LengthConstraints = { minLength: 0, maxLength: undefined };
  for (const check of checksOf(schema)) {
    if (check.check === 'min_length') found.minLength = Math.max(found.minLength, check.minimum);
    if (check.check === 'max_length') {
      found.maxLength = Math.min(found.maxLength ?? Infinity, check.maximum);
    }
    if (check.check === 'length_equals') {
      found.minLength = check.length;
      found.maxLength = check.length;
    }
  }
  return found;
}

/** The schemas an object's keys take, and which of them may be left out. */
export interface ObjectShape {
  keys: { name: string; schema: Schema; optional: boolean }[];
  /** Whether a key outside the shape is refused (z.strictObject: the catchall is never). */
  strict: boolean;
}

/** The shape of an object schema. */
export function objectShape(def: z.core.$ZodObjectDef): ObjectShape {
  const keys = Object.entries(def.shape).map(([name, schema]) => ({
    name,
    schema,
    optional: schema._zod.optin !== undefined,
  }));
  const catchall = def.catchall;
  return { keys, strict: catchall !== undefined && defOf(catchall).type === 'never' };
}
