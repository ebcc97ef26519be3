import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubStorage, type MemoryStorage } from '@test/support/memory-storage';
import { STORAGE_KEYS } from '../../storage/keys';
import { isStoredGuest, rememberGuest } from '../guest-flag';

const loyalty = (dineIn: boolean) => ({
  loyalty_details: { enabled_for_walkin: true, enabled_for_dinein: dineIn, is_discount: false },
});

describe('the guest flag (A§6, A§9 is_guest)', () => {
  let session: MemoryStorage;
  beforeEach(() => {
    ({ session } = stubStorage());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is stored in session storage when dine-in loyalty is enabled', () => {
    expect(rememberGuest(loyalty(true))).toBe(true);
    expect(session.getItem(STORAGE_KEYS.isGuest)).toBe('true');
    expect(isStoredGuest()).toBe(true);
  });

  it('is not stored otherwise', () => {
    expect(rememberGuest(loyalty(false))).toBe(false);
    expect(session.getItem(STORAGE_KEYS.isGuest)).toBeNull();
    expect(isStoredGuest()).toBe(false);
  });
});
