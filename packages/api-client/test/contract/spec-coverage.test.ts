import { describe, expect, it } from 'vitest';
import { allEndpoints } from '../../src/contract/index';
import type { AnyEndpoint } from '../../src/contract/index';
import { CALLS_BEYOND_THE_SPEC, CALLS_WITHOUT_SHOWN_PATH, SPEC_CALLS } from './spec-calls';

const key = (method: string, path: string): string => `${method} ${path}`;

const specKeys = new Set(SPEC_CALLS.map((call) => key(call.method, call.path)));

function endpointsAt(method: string, path: string): AnyEndpoint[] {
  return allEndpoints.filter((endpoint) => endpoint.method === method && endpoint.path === path);
}

describe('every call the spec names is in the contract', () => {
  it.each(SPEC_CALLS.map((call) => [call.section, call.method, call.path] as const))(
    '%s %s %s resolves to exactly one endpoint',
    (section, method, path) => {
      const found = endpointsAt(method, path);
      expect(found.map((endpoint) => endpoint.name)).toHaveLength(1);
      // The endpoint cites every section that names it.
      expect(found[0]?.source).toContain(section);
    },
  );

  it('keeps the spec path where the spec shows one: a chosen path is never on a named call', () => {
    const named = allEndpoints.filter((endpoint) =>
      specKeys.has(key(endpoint.method, endpoint.path)),
    );
    const withChosenPath = named.filter((endpoint) => endpoint.choice?.startsWith('path:'));
    expect(withChosenPath.map((endpoint) => endpoint.name)).toEqual([]);
  });
});

describe('every other endpoint is a call whose path the spec does not show, or one it does not name', () => {
  const unnamed = allEndpoints.filter(
    (endpoint) => !specKeys.has(key(endpoint.method, endpoint.path)),
  );

  it('is exactly the list of calls without a shown path and of calls beyond the spec', () => {
    expect(unnamed.map((endpoint) => endpoint.name).sort()).toEqual(
      [...CALLS_WITHOUT_SHOWN_PATH, ...CALLS_BEYOND_THE_SPEC].sort(),
    );
  });

  it.each(unnamed.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s says its path is our choice',
    (_name, endpoint) => {
      expect(endpoint.choice).toMatch(/^path: the spec does not show/);
    },
  );
});

describe('the contract covers the spec one to one', () => {
  it('has one endpoint per distinct named call, plus the calls without a shown path and beyond the spec', () => {
    expect(allEndpoints).toHaveLength(
      specKeys.size + CALLS_WITHOUT_SHOWN_PATH.length + CALLS_BEYOND_THE_SPEC.length,
    );
  });
});
