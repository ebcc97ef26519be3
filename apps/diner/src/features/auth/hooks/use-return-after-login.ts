import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { takePostLoginPage } from '@/lib/auth/post-login-page';

/**
 * Leaves /login once the diner is signed in (or a guest): for the stored post-login page, taken
 * so it is used once, or for / when none is stored.
 */
// spec: A§4 Login (redirect to the stored post-login page or /); A§6 (after login the user
// returns to the stored page).
export function useReturnAfterLogin(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    // our choice: /login is replaced in the history, so Back from the page does not return to it.
    await navigate({ href: takePostLoginPage() ?? '/', replace: true });
  }, [navigate]);
}
