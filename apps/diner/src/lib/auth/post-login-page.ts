import { z } from 'zod';
import { STORAGE_KEYS } from '../storage/keys';
import { readStored, removeStored, writeStored } from '../storage/storage';

/**
 * Whether a path may be returned to after sign-in: a path of this app (`/checkout`,
 * `/order-details?x=1`), never another site (`//evil.example`, `https://...`) nor /login itself.
 */
// our choice: only same-origin paths are stored, so a crafted link cannot send a diner who just
// signed in to another site; /login is refused so sign-in never returns to itself.
export function isReturnPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false;
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname !== '/login' && !pathname.startsWith('/login/');
}

const returnPathSchema = z.string().refine(isReturnPath);

/**
 * Remembers where to go after sign-in, in session storage (this tab only), e.g. `/checkout`
 * before sending a visitor to /login. A path that is not the app's own is ignored.
 *
 * @param path - the app path to return to, with its search and hash
 * @returns whether the path was stored
 * @example rememberPostLoginPage('/checkout') // true
 */
// spec: A§4 Login (redirect to the stored post-login page or /); A§6 (after login the user
// returns to the stored page)
export function rememberPostLoginPage(path: string): boolean {
  if (!isReturnPath(path)) return false;
  writeStored('session', STORAGE_KEYS.postLoginPage, path);
  return true;
}

/**
 * The stored post-login page, left in place (e.g. to know the diner came from the checkout).
 *
 * @returns the stored path, or null when none is stored
 */
export function storedPostLoginPage(): string | null {
  return readStored('session', STORAGE_KEYS.postLoginPage, returnPathSchema);
}

/**
 * Takes the stored post-login page: returns it and removes it, so a later sign-in does not
 * return there again.
 *
 * @returns the stored path, or null when none is stored (the caller then goes to /)
 * @example navigate({ href: takePostLoginPage() ?? '/' })
 */
export function takePostLoginPage(): string | null {
  const path = storedPostLoginPage();
  removeStored('session', STORAGE_KEYS.postLoginPage);
  return path;
}
