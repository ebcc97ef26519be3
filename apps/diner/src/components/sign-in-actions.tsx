import { useLingui } from '@lingui/react/macro';
import { Button } from '@tabula/ui';
import { useNavigate } from '@tanstack/react-router';
import { signInSearch } from '@/lib/auth/sign-in-return';
import { useGuestLogin } from '@/lib/auth/use-guest-login';
import * as styles from './sign-in-actions.css';

/** Props of {@link SignInActions}. */
export interface SignInActionsProps {
  /** The app path sign-in returns to: this screen, with what the diner chose on it. */
  returnTo: string;
  /** The checkout mode takes guests: 'Continue as guest' shows beside Sign in. */
  guestAllowed: boolean;
  /** The guest login or the page configuration's read is running. */
  busy?: boolean;
}

/**
 * Sign in and, where the checkout mode takes guests, Continue as guest, right where a visitor
 * is told what is needed (issue 30): Sign in opens /login with `?redirect=` this screen;
 * Continue as guest signs the session in as a guest here, and the screen goes on as the guest.
 */
// spec: A§4 Login (checkout modes); A§6 (visitors log in or use the guest checkout; after login
// the user returns to the stored page).
export function SignInActions({ returnTo, guestAllowed, busy = false }: SignInActionsProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { loginAsGuest, pending } = useGuestLogin();
  return (
    <div className={styles.actions}>
      <Button
        fullWidth
        disabled={pending || busy}
        onClick={() => {
          void navigate({ to: '/login', search: signInSearch(returnTo) });
        }}
      >
        {t`Sign in`}
      </Button>
      {guestAllowed && (
        <Button
          tone="secondary"
          fullWidth
          loading={pending || busy}
          onClick={() => {
            void loginAsGuest();
          }}
        >
          {t`Continue as guest`}
        </Button>
      )}
    </div>
  );
}
