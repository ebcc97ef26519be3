import { z } from 'zod';
import { isReturnPath } from './post-login-page';

/**
 * The search of /login: `redirect`, the app path to return to after sign-in or Continue as guest.
 * Anything that is not a path of this app (`https://…`, `//evil.example`, `/login`) reads as
 * absent, so a crafted link can never send a diner who just signed in to another site.
 */
// spec: A§4 Login (redirect to the stored post-login page or /); A§6 (after login the user
// returns to the stored page). our choice: the page rides in the address, so a reload of /login
// or a second tab keeps it; the session's stored page stays the fallback.
export const loginSearchSchema = z.object({
  redirect: z.string().refine(isReturnPath).optional().catch(undefined),
});

/** The validated search of /login. */
export type LoginSearch = z.infer<typeof loginSearchSchema>;

/**
 * The /login search that returns the diner to `path` after sign-in.
 *
 * @param path - the app path to come back to, with its search (`/split-bill?count=2&pay=1`)
 * @returns `{ redirect: path }`, or `{}` when the path is not one of the app's
 * @example navigate({ to: '/login', search: signInSearch('/checkout') })
 */
export function signInSearch(path: string): LoginSearch {
  return isReturnPath(path) ? { redirect: path } : {};
}

/**
 * The /login address that returns the diner to `path`, for navigation by href.
 *
 * @param path - the app path to come back to
 * @returns `/login?redirect=…`, or `/login` when the path is not one of the app's
 * @example signInHref('/checkout') // '/login?redirect=%2Fcheckout'
 */
export function signInHref(path: string): string {
  const { redirect } = signInSearch(path);
  return redirect === undefined
    ? '/login'
    : `/login?${new URLSearchParams({ redirect }).toString()}`;
}
