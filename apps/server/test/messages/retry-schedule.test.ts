import { describe, expect, it } from 'vitest';
import { nextAttemptAt, RETRY_WAITS_MS } from '../../src/messages/retry-schedule';

const NOW = new Date('2026-11-29T12:00:00Z');
const after = (ms: number) => new Date(NOW.getTime() + ms);

describe('the retry schedule', () => {
  it('tries a sign-in code again after 5 s and 15 s, inside the 30 s before the diner may ask again', () => {
    expect(nextAttemptAt('sign_in_code', 1, NOW)).toEqual(after(5_000));
    expect(nextAttemptAt('sign_in_code', 2, NOW)).toEqual(after(15_000));
    expect(nextAttemptAt('sign_in_code', 3, NOW)).toBeNull();
    const total = RETRY_WAITS_MS.sign_in_code.reduce((sum, wait) => sum + wait, 0);
    expect(total).toBeLessThan(30_000);
  });

  it('tries an invoice again after 1, 5 and 30 minutes and 2 hours, then gives up', () => {
    expect(
      [1, 2, 3, 4, 5].map((attempt) => nextAttemptAt('invoice', attempt, NOW)?.getTime() ?? null),
    ).toEqual([
      after(60_000).getTime(),
      after(300_000).getTime(),
      after(1_800_000).getTime(),
      after(7_200_000).getTime(),
      null,
    ]);
  });
});
