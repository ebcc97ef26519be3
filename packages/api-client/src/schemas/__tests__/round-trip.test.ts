import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fromSchema } from '../../../test/arbitraries/from-schema';
import * as schemas from '../index';

const isSchema = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value && 'safeParse' in value;

const entries = Object.entries(schemas).filter(([name]) => name.endsWith('Schema'));

describe('every schema survives a JSON round trip', () => {
  it('exports schemas under names ending in Schema', () => {
    expect(entries.length).toBeGreaterThan(60);
    for (const [name, value] of entries) expect(isSchema(value), name).toBe(true);
  });

  it.each(entries)('%s', (_name, schema) => {
    if (!isSchema(schema)) throw new Error('not a schema');
    fc.assert(
      fc.property(fromSchema(schema), (value) => {
        const back: unknown = JSON.parse(JSON.stringify(value));
        expect(schema.parse(back)).toEqual(value);
      }),
      { numRuns: 50 },
    );
  });
});
