import { describe, expect, it } from 'vitest';
import { billSplit, equalSplit } from '@/lib/scan-and-pay/__tests__/scan-and-pay-fixtures';
import { readSplitResume, resumePlan, splitResumePath } from '../utils/resume-split';

describe("a visitor's split choice, kept through sign-in (issue 30)", () => {
  it('rides in the search and reads back; bad values read as absent', () => {
    expect(splitResumePath({ count: 2, pay: 1 })).toBe('/split-bill?count=2&pay=1');
    expect(splitResumePath({ choice: 'items' })).toBe('/split-bill?choice=items');
    expect(splitResumePath({})).toBe('/split-bill');
    expect(readSplitResume({ count: 2, pay: 1 })).toEqual({ count: 2, pay: 1 });
    // spec: B§5, 2 to 99 splits.
    expect(readSplitResume({ count: 1, pay: 'x', choice: 'all' })).toEqual({});
  });

  it('saves the preference of an unsplit bill, then pays the chosen split', () => {
    expect(resumePlan({ count: 2, pay: 1 }, billSplit())).toEqual({
      save: { type: 'equal', count: 2 },
      pay: 1,
    });
    expect(resumePlan({ choice: 'items' }, billSplit())).toEqual({
      save: { type: 'manual' },
      pay: null,
    });
  });

  it('pays on a bill split the same way, and leaves one split otherwise as it is', () => {
    expect(resumePlan({ count: 3, pay: 2 }, equalSplit())).toEqual({ save: null, pay: 2 });
    expect(resumePlan({ count: 2, pay: 1 }, equalSplit())).toBeNull();
    expect(resumePlan({ choice: 'items' }, equalSplit())).toBeNull();
    expect(resumePlan({ count: 3, pay: 4 }, equalSplit())).toBeNull();
  });
});
