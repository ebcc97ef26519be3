import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { isReturnPath, takePostLoginPage } from '@/lib/auth/post-login-page';

/**
 * Leaves /login once the diner is signed in (or a guest): for the page /login's `?redirect=`
 * names, else the stored post-login page, else /. The stored page is taken either way, so it is
 * used once.
 *
 * @param returnTo - the validated `?redirect=` of /login, or null
 */
// spec: A§4 Login (redirect to the stored post-login page or /); A§6 (after login the user
// returns to the stored page).
export function useReturnAfterLogin(returnTo: string | null = null): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    const stored = takePostLoginPage();
    // Checked again here: a caller may hand any text, and an open redirect is a defect.
    const target = returnTo !== null && isReturnPath(returnTo) ? returnTo : stored;
    // our choice: /login is replaced in the history, so Back from the page does not return to it.
    await navigate({ href: target ?? '/', replace: true });
  }, [navigate, returnTo]);
}
