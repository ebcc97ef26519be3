import fc from 'fast-check';
import { PG_INTEGER_MAX } from './hostile-values';

/*
 * Invalid shapes made from a valid value: one place in it (the whole value, a field, an item) is
 * removed, replaced by a value of another type or by nested garbage, grown past any sensible size,
 * or given a key the schema does not know. Which place, and what becomes of it, is drawn.
 */

/** How a valid value is broken. */
export type Mutation = 'remove' | 'replace' | 'extra key' | 'grow' | 'wrap';

/** What an invalid value was made by: the mutation and where (a JSON path). */
export interface MutatedValue {
  value: unknown;
  mutation: Mutation;
  at: string;
}

type Path = (string | number)[];

/** Values of the wrong type, or of the right type that no schema should take. */
const WRONG_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0.000001,
  1e308,
  -1e308,
  PG_INTEGER_MAX + 1,
  2 ** 53 + 2,
  '',
  ' ',
  'x',
  '12.50',
  '1e400',
  '\u0000',
  'a\u0000b',
  '\uD800',
  [],
  {},
  [[]],
  [null],
  { '': '' },
  { $gt: '' },
];

/** Any value that should not be where it is put: a wrong type, nested garbage, a huge text. */
export function garbageArbitrary(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...WRONG_VALUES), weight: 6 },
    { arbitrary: fc.integer({ min: 50, max: 2000 }).map(nested), weight: 1 },
    {
      arbitrary: fc.integer({ min: 10_000, max: 300_000 }).map((length) => 'x'.repeat(length)),
      weight: 1,
    },
    {
      arbitrary: fc.integer({ min: 1000, max: 50_000 }).map((n) => new Array<number>(n).fill(1)),
      weight: 1,
    },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  );
}

/** Arrays in arrays, `depth` deep. */
function nested(depth: number): unknown {
  let value: unknown = [];
  for (let level = 1; level < depth; level += 1) value = [value];
  return value;
}

/** An arbitrary that breaks the values of `valid`, one place in each. */
export function invalidArbitrary(valid: fc.Arbitrary<unknown>): fc.Arbitrary<MutatedValue> {
  return valid.chain((value) =>
    fc
      .record({
        mutation: fc.constantFrom<Mutation>(
          'remove',
          'replace',
          'replace',
          'extra key',
          'grow',
          'wrap',
        ),
        place: fc.nat(),
        garbage: garbageArbitrary(),
        key: fc.constantFrom('extra', 'constructor', 'toString', 'id', '', ' ', 'a\u0000', '🍩'),
      })
      .map(({ mutation, place, garbage, key }) => mutate(value, mutation, place, garbage, key)),
  );
}

/** Every place of a value (the value itself first), at most 200. */
function placesOf(value: unknown): Path[] {
  const found: Path[] = [];
  const visit = (item: unknown, path: Path) => {
    if (found.length >= 200) return;
    found.push(path);
    if (Array.isArray(item)) {
      item.forEach((child: unknown, index) => {
        visit(child, [...path, index]);
      });
    } else if (isObject(item)) {
      for (const [key, child] of Object.entries(item)) visit(child, [...path, key]);
    }
  };
  visit(value, []);
  return found;
}

function mutate(
  value: unknown,
  mutation: Mutation,
  place: number,
  garbage: unknown,
  key: string,
): MutatedValue {
  const places = placesOf(value);
  const path = places[place % places.length] ?? [];
  const at = path.length === 0 ? '(whole)' : path.join('.');
  const change = (current: unknown): unknown => {
    switch (mutation) {
      case 'replace':
        return garbage;
      case 'extra key':
        return isObject(current) ? { ...current, [key]: garbage } : { [key]: current };
      case 'grow':
        // A thousand items or more, each small: the body stays near the size limit, not past it.
        return new Array<unknown>(
          Array.isArray(current) ? Math.max(1000, current.length * 50) : 1000,
        ).fill(small(Array.isArray(current) ? current[0] : current));
      case 'wrap':
        return [current];
      case 'remove':
        return undefined;
    }
  };
  if (mutation === 'remove' && path.length > 0) {
    return { value: removeAt(value, path), mutation, at };
  }
  return { value: replaceAt(value, path, change), mutation, at };
}

/** A copy of `value` with the item at `path` replaced by `change` of it. */
function replaceAt(value: unknown, path: Path, change: (current: unknown) => unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return change(value);
  if (Array.isArray(value) && typeof head === 'number') {
    const items: unknown[] = value;
    return items.map((item, index) => (index === head ? replaceAt(item, rest, change) : item));
  }
  if (isObject(value) && typeof head === 'string') {
    return { ...value, [head]: replaceAt(value[head], rest, change) };
  }
  return value;
}

/** A copy of `value` without the key or item at `path` (a required field gone). */
function removeAt(value: unknown, path: Path): unknown {
  const parent = path.slice(0, -1);
  const last = path[path.length - 1];
  return replaceAt(value, parent, (container) => {
    if (Array.isArray(container)) {
      const items: unknown[] = container;
      return items.filter((_item, index) => index !== last);
    }
    if (isObject(container)) {
      return Object.fromEntries(Object.entries(container).filter(([key]) => key !== last));
    }
    return container;
  });
}

/** The value itself when its JSON is short, else a number. */
function small(value: unknown): unknown {
  if (value === undefined) return value;
  return JSON.stringify(value).length <= 200 ? value : 1;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
