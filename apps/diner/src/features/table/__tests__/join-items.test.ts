import { describe, expect, it } from 'vitest';
import { menu } from '@test/fixtures/home-page';
import { joinRequestItems } from '../utils/join-items';
import {
  autoJoinMinutes,
  joinRequestKey,
  withJoinRequest,
  withoutJoinRequest,
} from '../utils/join-queue';
import { cartLine, joinRequest } from './table-fixtures';

describe('joinRequestItems (B§5: at most 4 items)', () => {
  it("names each line's item with the line's count", () => {
    expect(
      joinRequestItems(
        [cartLine('a', { count: 2 }), cartLine('b', { item_id: 102, category_id: 12 })],
        menu,
      ),
    ).toEqual([
      { id: 101, name: 'Kaya Toast', count: 2 },
      { id: 102, name: 'Kopi', count: 1 },
    ]);
  });

  it('sends the first four lines only', () => {
    const lines = ['a', 'b', 'c', 'd', 'e', 'f'].map((id, index) =>
      cartLine(id, { count: index + 1 }),
    );
    expect(joinRequestItems(lines, menu).map((item) => item.count)).toEqual([1, 2, 3, 4]);
  });

  it('leaves out a line the menu no longer lists, and an empty cart sends none', () => {
    expect(joinRequestItems([cartLine('gone', { item_id: 999 }), cartLine('a')], menu)).toEqual([
      { id: 101, name: 'Kaya Toast', count: 1 },
    ]);
    expect(joinRequestItems([], menu)).toEqual([]);
  });
});

describe('the join queue (B§4)', () => {
  it('adds a request at the end; a customer asking again keeps their place', () => {
    const first = joinRequest();
    const second = joinRequest({ customer_id: 801, name: 'Ben' });
    const again = joinRequest({ expires_at: '2026-11-26T03:05:00.000Z' });
    expect(withJoinRequest([first], second)).toEqual([first, second]);
    expect(withJoinRequest([first, second], again)).toEqual([again, second]);
  });

  it("removes a customer's request", () => {
    const first = joinRequest();
    const second = joinRequest({ customer_id: 801 });
    expect(withoutJoinRequest([first, second], 800)).toEqual([second]);
    expect(withoutJoinRequest([second], 800)).toEqual([second]);
  });

  it('keys a request by customer and expiry', () => {
    expect(joinRequestKey(joinRequest())).toBe('800@2026-11-26T03:00:10.000Z');
    expect(joinRequestKey(undefined)).toBeNull();
  });

  it('shows AUTO_JOIN_LIFESPAN in minutes (value divided by 60, B§9)', () => {
    expect(autoJoinMinutes(300)).toBe(5);
    expect(autoJoinMinutes(90)).toBe(1.5);
  });
});
