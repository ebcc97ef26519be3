import type { Company } from '@tabula/api-client';
import { STORAGE_KEYS } from '../storage/keys';
import { readStored, writeStored } from '../storage/storage';
import { z } from 'zod';

/**
 * Stores the guest flag after a guest login, only where the company runs loyalty for dine-in.
 *
 * @param company - the company's loyalty details
 * @returns whether the flag was stored
 */
// spec: A§6 (guest status is stored locally only when dine-in loyalty is enabled); A§9 storage key
// is_guest; B§6 (not kept for equal or manual splits: the split screens remove it).
export function rememberGuest(company: Pick<Company, 'loyalty_details'>): boolean {
  if (!company.loyalty_details.enabled_for_dinein) return false;
  writeStored('session', STORAGE_KEYS.isGuest, true);
  return true;
}

/** Whether the guest flag is stored on this tab (A§6). */
export function isStoredGuest(): boolean {
  return readStored('session', STORAGE_KEYS.isGuest, z.boolean()) === true;
}
