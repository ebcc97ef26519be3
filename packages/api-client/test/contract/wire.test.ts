import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { allEndpoints, invoiceEmailSchema, posDiscountBodySchema } from '../../src/contract/index';
import { amountSchema, emailSchema, nonEmptyStringSchema } from '../../src/schemas/index';
import { fromSchema } from '../arbitraries/from-schema';
import { primitiveArbitraries } from '../arbitraries/registry';

/*
 * The client validates a call's input and sends the parsed value as JSON; the server parses it
 * again. So every value a request schema produces must survive JSON and parse to itself, and the
 * same holds for the answers the server sends back.
 */

const emailArbitrary = primitiveArbitraries.get(emailSchema);
if (emailArbitrary === undefined) throw new Error('the registry lost the e-mail arbitrary');

const amountArbitrary = primitiveArbitraries.get(amountSchema);
const textArbitrary = primitiveArbitraries.get(nonEmptyStringSchema);
if (amountArbitrary === undefined || textArbitrary === undefined) {
  throw new Error('the registry lost the amount or text arbitrary');
}
const positive = (arbitrary: fc.Arbitrary<unknown>) =>
  arbitrary.filter((value) => typeof value === 'string' && /[1-9]/.test(value));

/** A POS discount is exactly one of a coupon code, a percentage (above 0, 100 at most) or an amount. */
const posDiscountArbitrary = fc.oneof(
  textArbitrary.map((code) => ({ coupon_code: code })),
  fc.integer({ min: 1, max: 100 }).map((percent) => ({ percent: String(percent) })),
  positive(amountArbitrary).map((amount) => ({ amount })),
);

const registry = new Map(primitiveArbitraries)
  .set(invoiceEmailSchema, emailArbitrary)
  .set(posDiscountBodySchema, posDiscountArbitrary);

type Part = 'params' | 'query' | 'body' | 'response';

const rows = allEndpoints.flatMap((endpoint) =>
  (['params', 'query', 'body', 'response'] as const satisfies readonly Part[])
    .filter((part) => endpoint[part] !== undefined)
    // A file answer is a Blob, not JSON; an empty one has nothing to carry.
    .filter((part) => part !== 'response' || endpoint.responseKind === 'json')
    .map((part) => [endpoint.name, part, endpoint[part] as z.ZodType] as const),
);

/** What crosses the wire: the JSON of a value; an optional body left out sends nothing. */
const overTheWire = (value: unknown): unknown =>
  value === undefined ? undefined : JSON.parse(JSON.stringify(value));

describe.each(rows)('%s %s', (_name, _part, schema) => {
  it('survives the JSON wire and parses to a fixed point', () => {
    fc.assert(
      fc.property(fromSchema(schema, { registry }), (value) => {
        const sent = schema.parse(overTheWire(value));
        const received = schema.parse(overTheWire(sent));
        expect(received).toEqual(sent);
      }),
      { numRuns: 15 },
    );
  });
});
