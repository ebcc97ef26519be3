import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  idSchema,
  menuCategorySchema,
  menuItemSchema,
  orderPayloadSchema,
  savedCardSchema,
} from '../../src/schemas/index';
import { fromSchema, UnsupportedSchemaError } from './from-schema';
import { primitiveArbitraries } from './registry';

interface Nested {
  items?: Nested[];
  categories?: Nested[];
}

/** How many levels of `key` nest, the value itself counting as 1. */
function depth(value: Nested, key: 'items' | 'categories'): number {
  const children = value[key] ?? [];
  return 1 + Math.max(0, ...children.map((child) => depth(child, key)));
}

describe('fromSchema', () => {
  it('generates values the schema accepts', () => {
    for (const schema of [orderPayloadSchema, menuCategorySchema, savedCardSchema]) {
      fc.assert(
        fc.property(fromSchema(schema), (value) => {
          expect(schema.safeParse(value).success).toBe(true);
        }),
        { numRuns: 30 },
      );
    }
  });

  it('stops recursion at maxDepth', () => {
    fc.assert(
      fc.property(fromSchema(menuItemSchema, { maxDepth: 1 }), (item) => {
        expect(depth(item, 'items')).toBeLessThanOrEqual(2);
      }),
      { numRuns: 50 },
    );
    const deepest = fc
      .sample(fromSchema(menuCategorySchema, { maxDepth: 2 }), { numRuns: 200, seed: 7 })
      .map((category) => depth(category, 'categories'));
    expect(Math.max(...deepest)).toBe(3);
  });

  it('takes primitives from the registry by identity', () => {
    const registry = new Map(primitiveArbitraries).set(idSchema, fc.constant(7));
    const schema = z.object({ id: idSchema, other: z.int().positive() });
    const values = fc.sample(fromSchema(schema, { registry }), 20);
    expect(values.every((value) => value.id === 7)).toBe(true);
    expect(values.some((value) => value.other !== 7)).toBe(true);
  });

  it('honours int bounds, string lengths and regexes it is not given arbitraries for', () => {
    const schema = z.object({
      small: z.int().min(-3).max(3),
      exclusive: z.int().gt(10).lt(13),
      code: z.string().min(2).max(4),
      pattern: z.string().regex(/^(item|category)-[1-9]\d*$/),
    });
    fc.assert(
      fc.property(fromSchema(schema), (value) => {
        expect(schema.safeParse(value).success).toBe(true);
        expect([11, 12]).toContain(value.exclusive);
      }),
      { numRuns: 50 },
    );
  });

  it.each([
    ['non-integer number', z.object({ price: z.number() }), 'price'],
    ['date', z.object({ when: z.date() }), 'when'],
    ['string format email', z.object({ contact: z.email() }), 'contact'],
    ['pipe', z.object({ name: z.string().transform((name) => name.trim()) }), 'name'],
    ['map', z.map(z.string(), z.string()), '(root)'],
    ['record keyed by enum', z.record(z.enum(['en', 'ar']), z.string()), '(root)'],
  ])('throws naming the kind %s', (kind, schema, path) => {
    expect(() => fromSchema(schema)).toThrow(UnsupportedSchemaError);
    expect(() => fromSchema(schema)).toThrow(`zod "${kind}" at ${path}`);
  });

  it('throws on a recursion with no way out', () => {
    const loop = z.object({
      id: z.int(),
      get next(): z.ZodType {
        return loop;
      },
    });
    expect(() => fromSchema(loop)).toThrow('recursion with no optional, nullable or array way out');
  });
});
