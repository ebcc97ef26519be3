import { describe, expect, it } from 'vitest';
import { RESEND_AFTER_MS, resendSecondsLeft } from '../utils/resend-countdown';

describe('resendSecondsLeft (A§4, A§9: resend after a 30 s countdown)', () => {
  const sentAt = 1_700_000_000_000;

  it('starts at 30 and counts whole seconds, rounded up', () => {
    expect(RESEND_AFTER_MS).toBe(30_000);
    expect(resendSecondsLeft(sentAt, sentAt)).toBe(30);
    expect(resendSecondsLeft(sentAt, sentAt + 1)).toBe(30);
    expect(resendSecondsLeft(sentAt, sentAt + 1_000)).toBe(29);
    expect(resendSecondsLeft(sentAt, sentAt + 12_500)).toBe(18);
    expect(resendSecondsLeft(sentAt, sentAt + 29_001)).toBe(1);
  });

  it('is 0 from 30 s on', () => {
    expect(resendSecondsLeft(sentAt, sentAt + 30_000)).toBe(0);
    expect(resendSecondsLeft(sentAt, sentAt + 90_000)).toBe(0);
  });

  it('never counts above 30 when the clock went back', () => {
    expect(resendSecondsLeft(sentAt, sentAt - 5_000)).toBe(30);
  });

  it('never goes up as time goes on', () => {
    let previous = Infinity;
    for (let elapsed = 0; elapsed <= 31_000; elapsed += 137) {
      const left = resendSecondsLeft(sentAt, sentAt + elapsed);
      expect(left).toBeLessThanOrEqual(previous);
      previous = left;
    }
    expect(previous).toBe(0);
  });
});
