import type { User } from '@tabula/api-client';

/**
 * Where /login sends a diner who is already signed in as a member: the stored post-login page, or
 * /. A visitor and a guest stay (a guest may sign in to become a member).
 *
 * @param user - the session's user, null for a visitor
 * @param storedPage - the stored post-login page, if any
 * @returns the path to go to, or null to show /login
 */
// our choice: the sign-in form has nothing to offer a signed-in member, so the route moves on.
export function signedInRedirect(
  user: Pick<User, 'is_guest'> | null,
  storedPage: string | null,
): string | null {
  if (user === null || user.is_guest) return null;
  return storedPage ?? '/';
}
