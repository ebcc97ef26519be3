/*
 * What the console keeps of the signed-in person: the session itself is the server's HttpOnly
 * cookie, which no script reads. The CSRF token every change carries lives in this module's
 * memory only (a reload reads it again from GET /pos/api/session); the chosen outlet lives in
 * sessionStorage, gone when the tab closes.
 */
const OUTLET_KEY = 'tabula.pos.outlet';

let csrfToken: string | null = null;

/** The CSRF token of the signed-in person's session, or null when signed out. */
export function readCsrfToken(): string | null {
  return csrfToken;
}

/** Keeps the CSRF token of the session just opened or read, or forgets it (null). */
export function writeCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** The outlet this tab last showed, or null. */
export function readOutletId(): number | null {
  try {
    const saved = Number(sessionStorage.getItem(OUTLET_KEY));
    return Number.isInteger(saved) && saved > 0 ? saved : null;
  } catch {
    return null;
  }
}

/** Keeps the outlet this tab shows. */
export function writeOutletId(id: number): void {
  try {
    sessionStorage.setItem(OUTLET_KEY, String(id));
  } catch {
    // Without storage the console shows the first outlet after a reload.
  }
}
