import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints } from '../../src/contract/index';
import { callFixtures } from '../fixtures/responses/index';
import type { SchemaCase } from '../fixtures/responses/index';

type Part = 'response' | 'body' | 'query';

/** Checks one schema against its pair of examples. */
function checkCase(schema: z.ZodType, example: SchemaCase): void {
  const parsed = schema.safeParse(example.valid);
  expect(parsed.success ? 'accepted' : z.prettifyError(parsed.error)).toBe('accepted');

  const rejected = schema.safeParse(example.invalid);
  expect(rejected.success, `accepted ${JSON.stringify(example.invalid)}`).toBe(false);
  if (rejected.success) return;
  // The problem is reported where the example breaks the schema...
  const paths = rejected.error.issues.map((issue) => issue.path.map(String).join('.'));
  expect(paths).toContain(example.issueAt);
  // ...in a message a person can read: the problem, then where it is.
  const message = z.prettifyError(rejected.error);
  expect(message).toMatch(/^✖ \S/);
  expect(message).not.toContain('[object Object]');
  if (example.issueAt !== '') expect(message).toMatch(/→ at \S/);
}

const fixtureByName = new Map(callFixtures.map((fixture) => [fixture.endpoint.name, fixture]));

describe('fixtures', () => {
  it('has exactly one fixture per endpoint', () => {
    const names = callFixtures.map((fixture) => fixture.endpoint.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(allEndpoints.map((endpoint) => endpoint.name).sort());
  });

  it('ties each fixture to the contract endpoint itself', () => {
    for (const fixture of callFixtures) {
      expect(allEndpoints).toContain(fixture.endpoint);
    }
  });
});

const parts: readonly Part[] = ['response', 'body', 'query'];
const rows = allEndpoints.flatMap((endpoint) =>
  parts
    .filter((part) => part === 'response' || endpoint[part] !== undefined)
    .map((part) => [endpoint.name, part] as const),
);

describe.each(rows)('%s %s', (name, part) => {
  const fixture = fixtureByName.get(name);
  const endpoint = allEndpoints.find((candidate) => candidate.name === name);

  it('accepts the example written from the spec and rejects a broken one readably', () => {
    const example = fixture?.[part];
    expect(example, `${name} needs a ${part} fixture`).toBeDefined();
    if (example === undefined || endpoint === undefined) return;
    checkCase(endpoint[part] as z.ZodType, example);
  });

  if (part !== 'response') {
    it('still accepts the example once it has crossed the wire as JSON', () => {
      const example = fixture?.[part];
      if (example === undefined || endpoint === undefined) return;
      const wire: unknown = JSON.parse(JSON.stringify(example.valid));
      expect((endpoint[part] as z.ZodType).safeParse(wire).success).toBe(true);
    });
  }
});

describe('no fixture for a part the endpoint lacks', () => {
  it.each(callFixtures.map((fixture) => [fixture.endpoint.name, fixture] as const))(
    '%s',
    (_name, fixture) => {
      if (fixture.body !== undefined) expect(fixture.endpoint.body).toBeDefined();
      if (fixture.query !== undefined) expect(fixture.endpoint.query).toBeDefined();
    },
  );
});
