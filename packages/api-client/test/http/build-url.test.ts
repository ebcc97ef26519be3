import { describe, expect, it } from 'vitest';
import { fillPath, joinUrl, serialiseQuery } from '../../src/http/build-url';
import { readErrorBody } from '../../src/http/read-error-body';

describe('fillPath', () => {
  it('fills and encodes every placeholder', () => {
    expect(fillPath('/dine-in/open-tab/v2/orders/{id}/join', { id: 12 })).toEqual({
      ok: true,
      path: '/dine-in/open-tab/v2/orders/12/join',
    });
    expect(fillPath('/discounts/{code}', { code: 'SAVE 10/€' })).toEqual({
      ok: true,
      path: '/discounts/SAVE%2010%2F%E2%82%AC',
    });
  });

  it('reports a missing or non-scalar value at params.name', () => {
    const filled = fillPath('/users/profiles/{id}/{other}', { id: { nested: 1 } });
    expect(filled.ok).toBe(false);
    if (!filled.ok)
      expect(filled.issues.map((i) => i.path)).toEqual([
        ['params', 'id'],
        ['params', 'other'],
      ]);
  });
});

describe('serialiseQuery', () => {
  it('writes scalars and repeats array keys, skipping undefined and null', () => {
    expect(serialiseQuery({ a: 1, b: 'x y', c: true, d: undefined, e: null, f: ['1', 2] })).toEqual(
      { ok: true, search: 'a=1&b=x+y&c=true&f=1&f=2' },
    );
    expect(serialiseQuery(undefined)).toEqual({ ok: true, search: '' });
  });

  it('refuses nested objects and non-finite numbers', () => {
    const result = serialiseQuery({ a: { b: 1 }, n: Number.NaN });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.issues.map((i) => i.path)).toEqual([
        ['query', 'a'],
        ['query', 'n'],
      ]);
  });
});

describe('joinUrl', () => {
  it('joins base, path and query', () => {
    expect(joinUrl('', '/pages/home', '')).toBe('/pages/home');
    expect(joinUrl('https://x.test//', '/pages/home', 'a=1')).toBe('https://x.test/pages/home?a=1');
    expect(joinUrl('', '/invoices/1.pdf?download=true', 'a=1')).toBe(
      '/invoices/1.pdf?download=true&a=1',
    );
  });
});

describe('readErrorBody', () => {
  it('reads the error body shape and gives nulls for anything else', () => {
    expect(
      readErrorBody('{"error":"Sold out","error_id":"out_of_stock_error","details":{"n":1}}'),
    ).toEqual({
      errorId: 'out_of_stock_error',
      serverMessage: 'Sold out',
      details: { n: 1 },
    });
    const none = { errorId: null, serverMessage: null, details: null };
    expect(readErrorBody('<html></html>')).toEqual(none);
    expect(readErrorBody('')).toEqual(none);
    expect(readErrorBody('{"error_id":"x"}')).toEqual(none);
    expect(readErrorBody('{"error":"  "}')).toEqual(none);
  });
});
