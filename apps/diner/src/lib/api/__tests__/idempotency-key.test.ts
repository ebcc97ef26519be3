import { describe, expect, it } from 'vitest';
import { attemptKeys, newIdempotencyKey } from '../idempotency-key';

describe('newIdempotencyKey', () => {
  it('is 32 hex digits, new each time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('attemptKeys', () => {
  it('keeps the key while the order is the same, so a retry is not placed twice', () => {
    let made = 0;
    const keys = attemptKeys(() => `k${String(++made)}`);
    expect(keys.keyFor('order A')).toBe('k1');
    expect(keys.keyFor('order A')).toBe('k1');
    expect(keys.keyFor('order B')).toBe('k2');
    expect(keys.keyFor('order A')).toBe('k3');
  });

  it('starts a new attempt after the order was placed', () => {
    let made = 0;
    const keys = attemptKeys(() => `k${String(++made)}`);
    keys.keyFor('order A');
    keys.reset();
    expect(keys.keyFor('order A')).toBe('k2');
  });
});
