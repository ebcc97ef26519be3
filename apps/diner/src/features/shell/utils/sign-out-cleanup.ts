import { removeStored } from '@/lib/storage/storage';
import { STORAGE_KEYS } from '@/lib/storage/keys';

/**
 * The stored keys a sign-out clears (A§4 Login: the guest flag, the session data, the post-login
 * status, the promotion caches and the active-order popup flag). What else A§4 lists (table join
 * request, the user id) is not stored by the app yet; the server forgets the user of the
 * session itself, and the page reload after sign-out drops what lives in memory.
 */
export const SIGN_OUT_KEYS = [
  ['session', STORAGE_KEYS.isGuest],
  ['session', STORAGE_KEYS.freeItemsCart],
  ['session', STORAGE_KEYS.appliedPromoCode],
  ['session', STORAGE_KEYS.postLoginPage],
  ['session', STORAGE_KEYS.activeOrderPopupClosed],
  ['session', STORAGE_KEYS.paymentAttempt],
  ['session', STORAGE_KEYS.itemwiseTicks],
] as const;

/** Clears what a sign-out clears on this device. */
// spec: A§4 Login, logout clears the guest flag, session data, promotion caches ...
export function clearSignedInState(): void {
  for (const [area, key] of SIGN_OUT_KEYS) removeStored(area, key);
}
