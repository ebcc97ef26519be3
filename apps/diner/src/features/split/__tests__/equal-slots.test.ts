import { describe, expect, it } from 'vitest';
import { claimedQueue, paidSlots, releasedQueue, slotViews } from '../utils/equal-slots';

const queue = [
  { user_id: 8, paid: true },
  { user_id: 9, paid: false },
  { user_id: 0, paid: false },
];

describe('the equal split slots (B§4 Split bill)', () => {
  it('shows paid, held by another diner, and open slots', () => {
    expect(slotViews(queue, 7).map((slot) => slot.state)).toEqual(['paid', 'held', 'open']);
    expect(slotViews(queue, 9).map((slot) => [slot.state, slot.mine])).toEqual([
      ['paid', false],
      ['open', true],
      ['open', false],
    ]);
  });

  it('claims a free slot for the diner, freeing the one they held', () => {
    expect(claimedQueue(queue, 3, 7)).toEqual([8, 9, 7]);
    expect(claimedQueue(queue, 3, 9)).toEqual([8, 0, 9]);
  });

  it('refuses a slot another diner holds, and releases with 0', () => {
    expect(() => claimedQueue(queue, 2, 7)).toThrow();
    expect(releasedQueue(queue, 2)).toEqual([8, 0, 0]);
    expect(paidSlots(queue)).toBe(1);
  });
});
