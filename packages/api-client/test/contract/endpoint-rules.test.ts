import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints, endpoints } from '../../src/contract/index';
import type { AnyEndpoint } from '../../src/contract/index';
import { ORDER_AND_PAYMENT_CALLS, STAFF_CALLS } from './spec-calls';

const groups: Readonly<Record<string, Readonly<Record<string, AnyEndpoint>>>> = endpoints;

const rows = allEndpoints.map((endpoint) => [endpoint.name, endpoint] as const);

function placeholders(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

describe('names and paths', () => {
  it('gives every endpoint a unique name', () => {
    const names = allEndpoints.map((endpoint) => endpoint.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives every endpoint a unique (method, path) pair', () => {
    const pairs = allEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    const duplicates = pairs.filter((pair, index) => pairs.indexOf(pair) !== index);
    expect(duplicates).toEqual([]);
  });

  it('names each endpoint area.action after the group that holds it', () => {
    for (const [area, group] of Object.entries(groups)) {
      for (const [action, endpoint] of Object.entries(group)) {
        expect(endpoint.name).toBe(`${area}.${action}`);
      }
    }
  });

  it('lists every grouped endpoint once in allEndpoints, in group order', () => {
    const grouped = Object.values(groups).flatMap((group) => Object.values(group));
    expect(allEndpoints).toEqual(grouped);
  });

  it.each(rows)('%s has a path that starts with a slash', (_name, endpoint) => {
    expect(endpoint.path.startsWith('/')).toBe(true);
    expect(endpoint.path).not.toMatch(/\/\/|\s|\?/);
  });

  it.each(rows)('%s has params that cover exactly its placeholders', (_name, endpoint) => {
    const expected = placeholders(endpoint.path);
    if (expected.length === 0) {
      expect(endpoint.params).toBeUndefined();
      return;
    }
    expect(endpoint.params).toBeInstanceOf(z.ZodObject);
    const shape = (endpoint.params as z.ZodObject).shape;
    expect(Object.keys(shape).sort()).toEqual(expected);
  });
});

describe('headers and reading', () => {
  it.each(rows)(
    '%s sends the CSRF header exactly when a diner session mutates',
    (_name, endpoint) => {
      expect(endpoint.csrf).toBe(endpoint.method !== 'GET' && endpoint.auth === 'session');
    },
  );

  it('makes exactly the POS calls staff calls, under /pos/api', () => {
    const staff = allEndpoints.filter((endpoint) => endpoint.auth === 'staff');
    expect(staff.map((endpoint) => endpoint.name).sort()).toEqual([...STAFF_CALLS].sort());
    for (const endpoint of staff) expect(endpoint.path).toMatch(/^\/pos\/api\//);
  });

  it.each(rows)('%s sends no body on a GET', (_name, endpoint) => {
    if (endpoint.method === 'GET') expect(endpoint.body).toBeUndefined();
  });

  it('asks for the captcha on the verification and sign-in only, optionally', () => {
    const withCaptcha = allEndpoints.filter((endpoint) => endpoint.captcha !== 'none');
    expect(withCaptcha.map((endpoint) => [endpoint.name, endpoint.captcha])).toEqual([
      ['users.verify', 'optional'],
      ['users.signIn', 'optional'],
    ]);
  });

  it('makes exactly the order-placing and payment-starting calls idempotent', () => {
    const idempotent = allEndpoints.filter((endpoint) => endpoint.idempotent);
    expect(idempotent.map((endpoint) => endpoint.name).sort()).toEqual(
      [...ORDER_AND_PAYMENT_CALLS].sort(),
    );
    for (const endpoint of idempotent) expect(endpoint.method).toBe('POST');
  });

  it.each(rows)('%s reads its answer as its schema expects', (_name, endpoint) => {
    const response = endpoint.response as z.ZodType;
    switch (endpoint.responseKind) {
      case 'file':
        expect(response.safeParse(new Blob(['x'])).success).toBe(true);
        expect(response.safeParse({}).success).toBe(false);
        break;
      case 'empty':
        expect(response.safeParse(undefined).success).toBe(true);
        break;
      case 'json':
        expect(response.safeParse(undefined).success).toBe(false);
        break;
    }
  });

  it('downloads the invoice as a file with download=true', () => {
    const { download } = endpoints.invoices;
    expect(download.path).toBe('/invoices/{sapaad_order_id}.pdf');
    expect(download.responseKind).toBe('file');
    expect(download.query.parse({ download: true })).toEqual({ download: true });
  });
});
