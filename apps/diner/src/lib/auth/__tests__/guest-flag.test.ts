import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../storage/keys';
import { isStoredGuest, rememberGuest } from '../guest-flag';
import { installMemoryStorage } from './memory-storage';

const loyalty = (dineIn: boolean) => ({
  loyalty_details: { enabled_for_walkin: true, enabled_for_dinein: dineIn, is_discount: false },
});

describe('the guest flag (A§6, A§9 is_guest)', () => {
  let storage: ReturnType<typeof installMemoryStorage>;
  beforeEach(() => {
    storage = installMemoryStorage();
  });
  afterEach(() => {
    storage.remove();
  });

  it('is stored in session storage when dine-in loyalty is enabled', () => {
    expect(rememberGuest(loyalty(true))).toBe(true);
    expect(storage.session.getItem(STORAGE_KEYS.isGuest)).toBe('true');
    expect(isStoredGuest()).toBe(true);
  });

  it('is not stored otherwise', () => {
    expect(rememberGuest(loyalty(false))).toBe(false);
    expect(storage.session.getItem(STORAGE_KEYS.isGuest)).toBeNull();
    expect(isStoredGuest()).toBe(false);
  });
});
