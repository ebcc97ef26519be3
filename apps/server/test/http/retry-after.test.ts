import { describe, expect, it } from 'vitest';
import { secondsUntilUnder } from '../../src/http/retry-after';

describe('secondsUntilUnder', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  const ago = (seconds: number, weight = 1) => ({
    at: new Date(now.getTime() - seconds * 1000),
    weight,
  });
  const HOUR = 60 * 60 * 1000;

  it('waits for the oldest to leave the window when the limit is just reached', () => {
    expect(secondsUntilUnder([ago(60), ago(600), ago(30)], 3, HOUR, now)).toBe(3000);
  });

  it('waits for as many to leave as the count is over the limit', () => {
    expect(secondsUntilUnder([ago(60), ago(600), ago(30), ago(10)], 3, HOUR, now)).toBe(3540);
  });

  it('weighs what counts more than once (wrong tries of one code)', () => {
    expect(secondsUntilUnder([ago(120, 5), ago(60, 5)], 10, HOUR, now)).toBe(3480);
    expect(secondsUntilUnder([ago(120, 1), ago(60, 9)], 9, HOUR, now)).toBe(3540);
  });

  it('says at least a second, and the whole window when nothing counted can leave', () => {
    expect(secondsUntilUnder([ago(3600)], 1, HOUR, now)).toBe(1);
    expect(secondsUntilUnder([], 1, HOUR, now)).toBe(3600);
  });
});
