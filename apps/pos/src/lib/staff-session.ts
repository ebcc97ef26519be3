/*
 * The staff token and the chosen outlet live in sessionStorage: gone when the tab closes, never
 * in a cookie, so nothing sends the token but the POS's own calls.
 */
const TOKEN_KEY = 'tabula.pos.staffToken';
const OUTLET_KEY = 'tabula.pos.outlet';

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Without storage the token lasts as long as the page.
  }
}

/** The staff token this tab signed in with, or null. */
export function readStaffToken(): string | null {
  const token = read(TOKEN_KEY)?.trim();
  return token === undefined || token === '' ? null : token;
}

/** Keeps the staff token for this tab, or forgets it (null). */
export function writeStaffToken(token: string | null): void {
  write(TOKEN_KEY, token);
}

/** The outlet this tab last showed, or null. */
export function readOutletId(): number | null {
  const saved = Number(read(OUTLET_KEY));
  return Number.isInteger(saved) && saved > 0 ? saved : null;
}

/** Keeps the outlet this tab shows. */
export function writeOutletId(id: number): void {
  write(OUTLET_KEY, String(id));
}
