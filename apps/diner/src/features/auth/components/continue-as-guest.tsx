import { useLingui } from '@lingui/react/macro';
import { Button } from '@tabula/ui';
import { useGuestLogin } from '@/lib/auth/use-guest-login';
import { useReturnAfterLogin } from '../hooks/use-return-after-login';
import * as styles from './step.css';

/** Props of {@link ContinueAsGuest}. */
export interface ContinueAsGuestProps {
  /** The app path to return to (/login's ?redirect= or the stored page); null for /. */
  returnTo: string | null;
  /** The SG marketing consent ticked on the first step (A§5); false elsewhere. */
  marketingConsent: boolean;
  /** Another call of /login is running. */
  disabled: boolean;
}

/**
 * 'Continue as guest' under Next: the guest login, then back to the page the diner came from.
 * /login shows it only when the checkout mode allows guests and a post-login page is stored.
 */
// spec: A§1 (continue as a guest); A§4 Login (checkout modes); A§6 (guest checkout).
// our choice: the terms checkbox is asked "at sign-in" (A§5), so a guest need not tick it; the
// marketing consent ticked goes with the guest login.
export function ContinueAsGuest({ returnTo, marketingConsent, disabled }: ContinueAsGuestProps) {
  const { t } = useLingui();
  const { loginAsGuest, pending } = useGuestLogin();
  const returnAfterLogin = useReturnAfterLogin(returnTo);
  return (
    <>
      <p className={styles.divider}>{t`or`}</p>
      <Button
        tone="secondary"
        fullWidth
        loading={pending}
        disabled={disabled}
        onClick={() => {
          void (async () => {
            if ((await loginAsGuest({ marketingConsent })) !== null) await returnAfterLogin();
          })();
        }}
      >
        {t`Continue as guest`}
      </Button>
    </>
  );
}
