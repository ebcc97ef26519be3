import fc from 'fast-check';
import {
  DECIMAL_TEXTS,
  HOSTILE_TEXTS,
  ID_VALUES,
  PG_INTEGER_MAX,
  anyText,
  repeatedTo,
  withoutNul,
} from './hostile-values';
import {
  defOf,
  lengthConstraints,
  numberConstraints,
  objectShape,
  textConstraints,
  type NumberConstraints,
  type Schema,
  type TextConstraints,
} from './zod-constraints';

/*
 * Values of the shape a zod 4 schema describes, filled with hostile values: texts of every script
 * and control character (no NUL), injections, texts as long as the schema allows, numbers at the
 * edges of their range, decimal strings at the edges of precision, ids that name no row. The walk
 * reads the schema's definition (objects, texts with their checks, numbers, enums, literals,
 * lists, unions, optional, nullable and default values, records, pipes); anything it cannot read
 * becomes a hostile JSON value. A refinement it cannot see (a cross-field rule) may still refuse a
 * value: a valid shape is a shape, not a promise that every value passes.
 */

/** The longest text made for a schema without a smaller maximum (a body stays under 1 MB). */
export const LONG_TEXT = 10_000;
/** The most items a list is given when its schema allows more. */
const MANY_ITEMS = 40;
/** How deep a schema is followed (a recursive one would never end). */
const MAX_DEPTH = 40;

/** An arbitrary of values of `schema`'s input shape, with hostile values in it. */
export function validArbitrary(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  // A recursive schema (a lazy one, or an object whose getter names itself) stops at its second
  // visit inside itself.
  const visits = building.filter((ancestor) => ancestor === schema).length;
  if (visits >= 2 || depth > MAX_DEPTH) return fc.constant(null);
  building.push(schema);
  try {
    return walk(schema, depth);
  } finally {
    building.pop();
  }
}

/** The schemas whose arbitraries are being built, outermost first. */
const building: Schema[] = [];

function walk(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return textArbitrary(textConstraints(schema));
    case 'number':
      return numberArbitrary(numberConstraints(schema));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
    case 'never':
      return fc.constant(undefined);
    case 'literal':
      return fc.constantFrom(...def.values);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries));
    case 'object':
      return objectArbitrary(schema, depth);
    case 'array': {
      const { minLength, maxLength } = lengthConstraints(schema);
      // A list of the schema being built (a cart item's own items) is empty one level down.
      if (building.includes(def.element)) return fc.constant([]);
      const item = validArbitrary(def.element, depth + 1);
      const most = Math.min(maxLength ?? MANY_ITEMS, MANY_ITEMS);
      return fc.oneof(
        { arbitrary: fc.array(item, { minLength, maxLength: Math.max(minLength, 4) }), weight: 5 },
        // As many as allowed (a few dozen at most) only near the top: lists of lists stay small.
        {
          arbitrary: fc.array(item, {
            minLength: depth > 1 ? minLength : Math.max(minLength, most),
            maxLength: Math.max(minLength, depth > 1 ? 4 : most),
          }),
          weight: 1,
        },
      );
    }
    case 'tuple':
      return fc.tuple(...def.items.map((item) => validArbitrary(item, depth + 1)));
    case 'union':
      return fc.oneof(...def.options.map((option) => validArbitrary(option, depth + 1)));
    case 'intersection':
      return fc
        .tuple(validArbitrary(def.left, depth + 1), validArbitrary(def.right, depth + 1))
        .map(([left, right]) => merge(left, right));
    case 'record':
      return recordArbitrary(def, depth);
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.oneof(
        { arbitrary: validArbitrary(def.innerType, depth), weight: 4 },
        { arbitrary: fc.constant(undefined), weight: 1 },
      );
    case 'nullable':
      return fc.oneof(
        { arbitrary: validArbitrary(def.innerType, depth), weight: 4 },
        { arbitrary: fc.constant(null), weight: 1 },
      );
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return validArbitrary(def.innerType, depth);
    case 'pipe':
      // What the client sends is the pipe's input.
      return validArbitrary(def.in, depth);
    case 'lazy':
      return validArbitrary(def.getter(), depth + 1);
    case 'template_literal': {
      const pattern = schema._zod.pattern;
      return pattern ? fc.stringMatching(pattern, { maxLength: 64 }) : hostileJson();
    }
    default:
      // unknown, any, a transform's input, a custom type: any JSON a client could send.
      return hostileJson();
  }
}

/** Any hostile JSON value, for a schema that takes anything. */
export function hostileJson(): fc.Arbitrary<unknown> {
  const leaf = fc.oneof(
    fc.constantFrom<unknown>(...HOSTILE_TEXTS, ...DECIMAL_TEXTS, null, true, false),
    fc.constantFrom(0, -1, 1.5, PG_INTEGER_MAX + 1, Number.MAX_SAFE_INTEGER, -Number.MAX_VALUE),
  );
  return fc.oneof(
    { arbitrary: leaf, weight: 3 },
    { arbitrary: fc.array(leaf, { maxLength: 5 }), weight: 1 },
    { arbitrary: fc.dictionary(fc.constantFrom('a', 'name', 'id', 'x y'), leaf), weight: 1 },
  );
}

function objectArbitrary(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (def.type !== 'object') throw new Error('not an object schema');
  const shape = objectShape(def);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  const required: string[] = [];
  for (const key of shape.keys) {
    if (defOf(key.schema).type === 'never') continue;
    model[key.name] = validArbitrary(unwrapOptional(key.schema), depth + 1);
    if (!key.optional) required.push(key.name);
  }
  return fc.record(model, { requiredKeys: required }).map(dropUndefined);
}

/** An optional key's own schema: the key is left out by the record, never sent as undefined. */
function unwrapOptional(schema: Schema): Schema {
  const def = defOf(schema);
  return def.type === 'optional' ? def.innerType : schema;
}

function recordArbitrary(
  def: Extract<ReturnType<typeof defOf>, { type: 'record' }>,
  depth: number,
): fc.Arbitrary<unknown> {
  const value = validArbitrary(def.valueType, depth + 1);
  const keyDef = defOf(def.keyType);
  const fixedKeys =
    keyDef.type === 'enum'
      ? Object.values(keyDef.entries).map(String)
      : keyDef.type === 'literal'
        ? keyDef.values.map(String)
        : null;
  if (fixedKeys) {
    const model = Object.fromEntries(fixedKeys.map((key) => [key, value]));
    return fc.record(model, { requiredKeys: def.partial === true ? [] : fixedKeys });
  }
  const key = validArbitrary(def.keyType, depth + 1)
    .map(String)
    .filter((text) => text !== '__proto__');
  return fc.dictionary(key, value, { maxKeys: 6, noNullPrototype: true });
}

/** A text as the schema wants it: a format, a pattern, or free text of its length. */
export function textArbitrary(constraints: TextConstraints): fc.Arbitrary<string> {
  const longest = Math.min(constraints.maxLength ?? LONG_TEXT, LONG_TEXT);
  const fits = (text: string) => fitsText(text, constraints);
  const formatted = constraints.format ? formatArbitrary(constraints.format) : null;
  // fast-check's addresses are wider than zod's pattern: only the ones the pattern takes.
  if (formatted) return formatted.filter(fits);
  const [pattern] = constraints.patterns;
  if (pattern) {
    const edges = [...DECIMAL_TEXTS, ...HOSTILE_TEXTS, ...PATTERN_TEXTS].filter(fits);
    const matching = fc.stringMatching(pattern, { maxLength: Math.min(longest, 64) });
    return edges.length > 0 ? fc.oneof(fc.constantFrom(...edges), matching) : matching;
  }
  const fit = (text: string) => fitText(text, constraints);
  return fc.oneof(
    { arbitrary: fc.constantFrom(...HOSTILE_TEXTS).map(fit), weight: 4 },
    { arbitrary: anyText(Math.min(longest, 48)).map(fit), weight: 4 },
    {
      arbitrary: fc.constantFrom(...HOSTILE_TEXTS).map((piece) => fit(repeatedTo(piece, longest))),
      weight: 1,
    },
    { arbitrary: fc.constant(fit('x'.repeat(Math.max(1, constraints.minLength)))), weight: 1 },
  );
}

/** Texts tried against a pattern besides the ones it generates: codes, times, colours. */
const PATTERN_TEXTS: readonly string[] = [
  'AED',
  'SGD',
  'KWD',
  'SG',
  'XX',
  '#1A73E8',
  '#fff',
  '4242',
  '0000',
  '00:00',
  '23:59:59',
  '24:00',
  '+971',
  '+9999',
  '65',
  '80000000',
  '000000',
  '999999999999999',
  '1',
  '2147483647',
  '2147483648',
  '9999999999999999',
  '/',
  '/pages/home',
  '/%0d%0aSet-Cookie:x=1',
  'pay_1',
  'sk_test_x',
];

/** A text's length as zod counts it: in code points (an emoji is one, not two). */
function lengthOf(text: string): number {
  return Array.from(text).length;
}

/** Whether a text meets every pattern and length bound. */
function fitsText(text: string, constraints: TextConstraints): boolean {
  const length = lengthOf(constraints.trimmed ? text.trim() : text);
  if (length < constraints.minLength) return false;
  if (constraints.maxLength !== undefined && lengthOf(text) > constraints.maxLength) return false;
  return constraints.patterns.every((pattern) => pattern.test(text));
}

/** A free text cut or padded to the schema's length bounds. */
function fitText(text: string, constraints: TextConstraints): string {
  let fitted = withoutNul(text);
  const length = lengthOf(constraints.trimmed ? fitted.trim() : fitted);
  if (length < constraints.minLength) fitted += 'x'.repeat(constraints.minLength - length);
  if (constraints.maxLength !== undefined && lengthOf(fitted) > constraints.maxLength) {
    fitted = Array.from(fitted).slice(0, constraints.maxLength).join('');
  }
  return fitted;
}

/** The texts of a named format, with hostile ones the format still accepts. */
function formatArbitrary(format: string): fc.Arbitrary<string> | null {
  switch (format) {
    case 'email':
      return fc.oneof(
        fc.emailAddress(),
        fc.constantFrom(
          "o'brien+tag@example.com",
          `${'a'.repeat(64)}@${'b'.repeat(63)}.com`,
          'x@xn--80ak6aa92e.com',
          'diner@example.museum',
        ),
      );
    case 'url':
      return fc.oneof(
        fc.webUrl({ withQueryParameters: true, withFragments: true }),
        fc.constantFrom(
          'https://example.com/<script>alert(1)</script>',
          'http://127.0.0.1:1/',
          'http://[::1]:9/',
          `https://example.com/${'a'.repeat(4000)}`,
          'https://xn--mller-kva.de/ü?q=%00',
          'ftp://example.com/x',
        ),
      );
    case 'uuid':
    case 'guid':
      return fc.oneof(
        fc.uuid(),
        fc.constantFrom(
          '00000000-0000-4000-8000-000000000000',
          'ffffffff-ffff-4fff-bfff-ffffffffffff',
        ),
      );
    case 'datetime':
      return fc.oneof(
        fc
          .date({
            min: new Date('0001-01-01T00:00:00Z'),
            max: new Date('9999-12-31T23:59:59Z'),
            noInvalidDate: true,
          })
          .map((date) => date.toISOString()),
        fc.constantFrom(
          '2024-02-29T23:59:59.999999999Z',
          '1970-01-01T00:00:00+23:59',
          '9999-12-31T23:59:59-23:59',
          '0001-01-01T00:00:00Z',
        ),
      );
    case 'date':
      return fc.constantFrom('2024-02-29', '0001-01-01', '9999-12-31', '1970-01-01');
    case 'base64':
      return fc.oneof(fc.base64String({ maxLength: 4096 }), fc.constantFrom(TINY_PNG_BASE64));
    default:
      return null;
  }
}

/** A 1×1 PNG: a picture that decodes, for the image upload. */
const TINY_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A number in the schema's range: its edges, ids that name no row, and any between. */
export function numberArbitrary(constraints: NumberConstraints): fc.Arbitrary<number> {
  const { integer } = constraints;
  const min = constraints.min ?? (integer ? Number.MIN_SAFE_INTEGER : -Number.MAX_VALUE);
  const max = constraints.max ?? (integer ? Number.MAX_SAFE_INTEGER : Number.MAX_VALUE);
  const inRange = (value: number) =>
    value >= min && value <= max && (!integer || Number.isInteger(value));
  const edges = [
    min,
    max,
    min + 1,
    max - 1,
    0,
    1,
    -1,
    ...ID_VALUES,
    PG_INTEGER_MAX + 1,
    2 ** 32,
    Number.MAX_SAFE_INTEGER,
    ...(integer ? [] : [0.1, 0.005, 1e-9, 5e-324, 1.7976931348623157e308, 12.345, 99.999]),
  ].filter(inRange);
  const any = integer
    ? fc.maxSafeInteger().map((value) => Math.min(max, Math.max(min, value)))
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return edges.length > 0 ? fc.oneof(fc.constantFrom(...edges), any) : any;
}

function dropUndefined(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined));
}

function merge(left: unknown, right: unknown): unknown {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  return isObject(left) && isObject(right) ? { ...left, ...right } : left;
}
