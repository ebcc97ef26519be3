import { describe, expect, it } from 'vitest';
import { DrawingCache } from '../../src/features/diner-app/drawing-cache';

describe('DrawingCache', () => {
  const make = (capacity: number) => {
    const clock = { now: 0 };
    const cache = new DrawingCache<string | null>({ capacity, ttlMs: 1_000, now: () => clock.now });
    return { cache, clock };
  };

  it('keeps a page until its time is up, a declined one (null) too', () => {
    const { cache, clock } = make(4);
    cache.set('a', '<main>a</main>');
    cache.set('b', null);
    clock.now = 999;
    expect(cache.get('a')).toBe('<main>a</main>');
    expect(cache.get('b')).toBeNull();
    clock.now = 1_000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('lets the least recently served page go when full', () => {
    const { cache } = make(2);
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
    expect(cache.size).toBe(2);
  });

  it('keys inputs by their boundaries, not their concatenation', () => {
    expect(DrawingCache.keyOf(['/menu', 'en'])).toBe(DrawingCache.keyOf(['/menu', 'en']));
    expect(DrawingCache.keyOf(['/menu', 'en'])).not.toBe(DrawingCache.keyOf(['/men', 'uen']));
    expect(DrawingCache.keyOf(['a', ''])).not.toBe(DrawingCache.keyOf(['', 'a']));
  });
});
