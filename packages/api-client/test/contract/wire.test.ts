import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { allEndpoints, invoiceEmailSchema } from '../../src/contract/index';
import { emailSchema } from '../../src/schemas/index';
import { fromSchema } from '../arbitraries/from-schema';
import { primitiveArbitraries } from '../arbitraries/registry';

/*
 * The client validates a call's input and sends the parsed value as JSON; the server parses it
 * again. So every value a request schema produces must survive JSON and parse to itself, and the
 * same holds for the answers the server sends back.
 */

const emailArbitrary = primitiveArbitraries.get(emailSchema);
if (emailArbitrary === undefined) throw new Error('the registry lost the e-mail arbitrary');

const registry = new Map(primitiveArbitraries).set(invoiceEmailSchema, emailArbitrary);

type Part = 'params' | 'query' | 'body' | 'response';

const rows = allEndpoints.flatMap((endpoint) =>
  (['params', 'query', 'body', 'response'] as const satisfies readonly Part[])
    .filter((part) => endpoint[part] !== undefined)
    // A file answer is a Blob, not JSON; an empty one has nothing to carry.
    .filter((part) => part !== 'response' || endpoint.responseKind === 'json')
    .map((part) => [endpoint.name, part, endpoint[part] as z.ZodType] as const),
);

describe.each(rows)('%s %s', (_name, _part, schema) => {
  it('survives the JSON wire and parses to a fixed point', () => {
    fc.assert(
      fc.property(fromSchema(schema, { registry }), (value) => {
        const sent = schema.parse(JSON.parse(JSON.stringify(value)));
        const received = schema.parse(JSON.parse(JSON.stringify(sent)));
        expect(received).toEqual(sent);
      }),
      { numRuns: 15 },
    );
  });
});
