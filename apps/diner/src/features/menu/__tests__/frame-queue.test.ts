import { describe, expect, it } from 'vitest';
import { createFrameQueue } from '../utils/frame-queue';
import { searchMatches } from '../utils/search-matches';
import { searchMenu } from '../utils/search-menu';
import { CATEGORIES } from './fixtures';

describe('createFrameQueue', () => {
  /** A frame scheduler the test advances by hand. */
  function frames() {
    const pending: (() => void)[] = [];
    return {
      request: (callback: () => void) => {
        pending.push(callback);
      },
      next: () => {
        pending.shift()?.();
      },
      get count() {
        return pending.length;
      },
    };
  }

  it('runs one task per frame, in order', () => {
    const clock = frames();
    const queue = createFrameQueue(clock.request);
    const ran: string[] = [];
    for (const name of ['a', 'b', 'c']) queue.push(() => ran.push(name));
    expect(ran).toEqual([]);
    clock.next();
    expect(ran).toEqual(['a']);
    clock.next();
    clock.next();
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(clock.count).toBe(0);
  });

  it('drops a task taken back before its frame', () => {
    const clock = frames();
    const queue = createFrameQueue(clock.request);
    const ran: string[] = [];
    queue.push(() => ran.push('a'));
    const cancel = queue.push(() => ran.push('b'));
    cancel();
    clock.next();
    clock.next();
    expect(ran).toEqual(['a']);
  });
});

describe('searchMatches', () => {
  it('lists the cards and the categories (parents included) a search keeps', () => {
    const matches = searchMatches(searchMenu(CATEGORIES, 'flat', 'en'));
    expect([...matches.items]).toEqual(['menu-item-131-104']);
    expect([...matches.categories]).toEqual([13, 131]);
  });
});
