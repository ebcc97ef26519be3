import fc from 'fast-check';
import type { z } from 'zod';
import { primitiveArbitraries, type ArbitraryRegistry } from './registry';

/** How {@link fromSchema} builds its arbitrary. */
export interface FromSchemaOptions {
  /** Arbitraries for schemas matched by identity; the primitives by default. */
  registry?: ArbitraryRegistry;
  /** How many times one recursive schema may nest inside itself (default 2). */
  maxDepth?: number;
  /** The longest array or record generated, unless the schema asks for more (default 3). */
  maxLength?: number;
}

/** A schema kind (or string format) the walker does not know how to generate. */
export class UnsupportedSchemaError extends Error {
  constructor(
    readonly kind: string,
    readonly path: readonly (string | number)[],
  ) {
    super(
      `fromSchema cannot generate a value for a zod "${kind}" at ${path.length === 0 ? '(root)' : path.join('.')}: ` +
        'add a case to test/arbitraries/from-schema.ts or an entry to the registry',
    );
    this.name = 'UnsupportedSchemaError';
  }
}

interface Context {
  readonly registry: ArbitraryRegistry;
  readonly maxDepth: number;
  readonly maxLength: number;
  /** How many times each recursive schema (object or lazy) is open on the current path. */
  readonly open: Map<z.core.$ZodType, number>;
  readonly path: (string | number)[];
}

/** Too deep: the recursion bound is reached; the nearest optional, nullable or array cuts here. */
const TOO_DEEP = Symbol('too deep');
type Built = fc.Arbitrary<unknown> | typeof TOO_DEEP;

const ALPHANUMERIC = Array.from('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
const recordKey = fc.stringMatching(/^[a-z][a-z0-9_]{0,7}$/);
const unknownValue = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -1000, max: 1000 }),
  fc.string({ unit: fc.constantFrom(...ALPHANUMERIC), maxLength: 8 }),
);

interface Bounds {
  min: number | undefined;
  max: number | undefined;
  pattern: RegExp | undefined;
}

/** Reads the size, value and pattern bounds of a schema's checks. */
function readChecks(
  checks: readonly z.core.$ZodCheck[] | undefined,
  context: Context,
  integer: boolean,
): Bounds {
  const bounds: Bounds = { min: undefined, max: undefined, pattern: undefined };
  const raise = (value: number): void => {
    bounds.min = bounds.min === undefined ? value : Math.max(bounds.min, value);
  };
  const lower = (value: number): void => {
    bounds.max = bounds.max === undefined ? value : Math.min(bounds.max, value);
  };
  for (const check of checks ?? []) {
    const def = (check as z.core.$ZodChecks)._zod.def;
    switch (def.check) {
      case 'min_length':
        raise(def.minimum);
        break;
      case 'max_length':
        lower(def.maximum);
        break;
      case 'length_equals':
        raise(def.length);
        lower(def.length);
        break;
      case 'greater_than': {
        const value = Number(def.value);
        raise(def.inclusive || !integer ? value : value + 1);
        break;
      }
      case 'less_than': {
        const value = Number(def.value);
        lower(def.inclusive || !integer ? value : value - 1);
        break;
      }
      case 'string_format':
        if (def.format !== 'regex' || def.pattern === undefined)
          throw new UnsupportedSchemaError(`string format ${def.format}`, context.path);
        bounds.pattern = def.pattern;
        break;
      case 'number_format':
      case 'overwrite':
        break;
      default:
        throw new UnsupportedSchemaError(`check ${def.check}`, context.path);
    }
  }
  return bounds;
}

function integerArbitrary(bounds: Bounds, format: string | null | undefined): fc.Arbitrary<number> {
  const limit = format === 'int32' ? 2 ** 31 - 1 : Number.MAX_SAFE_INTEGER;
  const min = Math.max(bounds.min ?? -limit, -limit);
  const max = Math.min(bounds.max ?? limit, limit);
  if (min >= -(2 ** 31) && max <= 2 ** 31 - 1) return fc.integer({ min, max });
  return fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number);
}

function stringArbitrary(bounds: Bounds, context: Context): fc.Arbitrary<string> {
  const minLength = bounds.min ?? 0;
  const maxLength = bounds.max ?? minLength + 12;
  if (bounds.pattern !== undefined) {
    return fc
      .stringMatching(bounds.pattern)
      .filter((value) => value.length >= minLength && value.length <= maxLength);
  }
  if (minLength > maxLength)
    throw new UnsupportedSchemaError('string with min > max', context.path);
  return fc.string({ unit: fc.constantFrom(...ALPHANUMERIC), minLength, maxLength });
}

/** Runs `build` with one more level of `schema` open, for the recursion bound. */
function nested(schema: z.core.$ZodType, context: Context, build: () => Built): Built {
  const depth = context.open.get(schema) ?? 0;
  if (depth > context.maxDepth) return TOO_DEEP;
  context.open.set(schema, depth + 1);
  try {
    return build();
  } finally {
    context.open.set(schema, depth);
  }
}

function atKey(context: Context, key: string | number, build: () => Built): Built {
  context.path.push(key);
  try {
    return build();
  } finally {
    context.path.pop();
  }
}

function build(schema: z.core.$ZodType, context: Context): Built {
  const registered = context.registry.get(schema);
  if (registered !== undefined) return registered;

  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'string': {
      if ('format' in def && typeof def.format === 'string' && def.format !== 'regex')
        throw new UnsupportedSchemaError(`string format ${def.format}`, context.path);
      return stringArbitrary(readChecks(def.checks, context, false), context);
    }
    case 'number': {
      const format = 'format' in def ? (def.format as string | null | undefined) : undefined;
      if (format !== 'safeint' && format !== 'int32')
        throw new UnsupportedSchemaError('non-integer number', context.path);
      return integerArbitrary(readChecks(def.checks, context, true), format);
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'unknown':
    case 'any':
      return unknownValue;
    case 'literal':
      return fc.constantFrom(...def.values);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries));
    case 'optional': {
      const inner = build(def.innerType, context);
      return inner === TOO_DEEP ? fc.constant(undefined) : fc.option(inner, { nil: undefined });
    }
    case 'nullable': {
      const inner = build(def.innerType, context);
      return inner === TOO_DEEP ? fc.constant(null) : fc.option(inner, { nil: null });
    }
    case 'array': {
      const bounds = readChecks(def.checks, context, true);
      const minLength = bounds.min ?? 0;
      const element = atKey(context, '[]', () => build(def.element, context));
      if (element === TOO_DEEP) return minLength === 0 ? fc.constant([]) : TOO_DEEP;
      const maxLength = Math.max(
        minLength,
        Math.min(bounds.max ?? context.maxLength, context.maxLength),
      );
      return fc.array(element, { minLength, maxLength });
    }
    case 'object':
      return nested(schema, context, () => {
        const model: Record<string, fc.Arbitrary<unknown>> = {};
        const requiredKeys: string[] = [];
        for (const [key, field] of Object.entries(def.shape)) {
          const fieldDef = (field as z.core.$ZodTypes)._zod.def;
          const optional = fieldDef.type === 'optional';
          const target = fieldDef.type === 'optional' ? fieldDef.innerType : field;
          const value = atKey(context, key, () => build(target, context));
          if (value === TOO_DEEP) {
            if (optional) continue;
            return TOO_DEEP;
          }
          model[key] = value;
          if (!optional) requiredKeys.push(key);
        }
        return fc.record(model, { requiredKeys, noNullPrototype: true });
      });
    case 'union': {
      const options = def.options
        .map((option, index) => atKey(context, `|${index}`, () => build(option, context)))
        .filter((option): option is fc.Arbitrary<unknown> => option !== TOO_DEEP);
      return options.length === 0 ? TOO_DEEP : fc.oneof(...options);
    }
    case 'record': {
      const keyDef = (def.keyType as z.core.$ZodTypes)._zod.def;
      // A key schema of the registry (text) draws its keys there; a bare string, simple keys.
      const registeredKey = context.registry.get(def.keyType);
      if (keyDef.type !== 'string' || ((keyDef.checks?.length ?? 0) > 0 && !registeredKey))
        throw new UnsupportedSchemaError(`record keyed by ${keyDef.type}`, context.path);
      const key = registeredKey
        ? (registeredKey as fc.Arbitrary<string>).filter((text) => text !== '__proto__')
        : recordKey;
      const value = atKey(context, '{}', () => build(def.valueType, context));
      if (value === TOO_DEEP) return fc.constant({});
      return fc.dictionary(key, value, { maxKeys: context.maxLength, noNullPrototype: true });
    }
    case 'lazy':
      return nested(schema, context, () => build(def.getter(), context));
    case 'pipe': {
      // A preprocess (transform, then schema) must leave the schema's own output unchanged.
      const input = (def.in as z.core.$ZodTypes)._zod.def;
      if (input.type !== 'transform') throw new UnsupportedSchemaError('pipe', context.path);
      return build(def.out, context);
    }
    default:
      throw new UnsupportedSchemaError(def.type, context.path);
  }
}

/**
 * A fast-check arbitrary of values the schema accepts, built by walking the schema's zod 4
 * definition. Primitives come from the registry (matched by identity); recursive schemas stop at
 * `maxDepth`, where an optional field is left out, a nullable one is null and an array is empty.
 *
 * @throws UnsupportedSchemaError - for a schema kind, string format or check it cannot generate
 */
export function fromSchema<T extends z.core.$ZodType>(
  schema: T,
  options: FromSchemaOptions = {},
): fc.Arbitrary<z.output<T>> {
  const context: Context = {
    registry: options.registry ?? primitiveArbitraries,
    maxDepth: options.maxDepth ?? 2,
    maxLength: options.maxLength ?? 3,
    open: new Map(),
    path: [],
  };
  const built = build(schema, context);
  if (built === TOO_DEEP)
    throw new UnsupportedSchemaError('recursion with no optional, nullable or array way out', []);
  return built as fc.Arbitrary<z.output<T>>;
}
