import { useState } from 'react';
import { checkoutModeFor } from '@/lib/auth/checkout-mode';
import { storedPostLoginPage } from '@/lib/auth/post-login-page';
import { useLoginFlow } from '../hooks/use-login-flow';
import type { Clock } from '../hooks/use-resend-countdown';
import { useSignInPage } from '../hooks/use-sign-in-page';
import { useSignUp } from '../hooks/use-sign-up';
import { useVerifyIdentity } from '../hooks/use-verify-identity';
import { asksSgConsents, newIdentifyDraft, type IdentifyDraft } from '../utils/identify-draft';
import { CodeStep } from './code-step';
import { ContinueAsGuest } from './continue-as-guest';
import { IdentifyStep } from './identify-step';
import * as styles from './login-screen.css';
import { SignUpStep } from './sign-up-step';

/** Props of {@link LoginScreen}. */
export interface LoginScreenProps {
  /** The time source of the resend countdown; Date.now in the app, a test's own in tests. */
  clock?: Clock;
  /**
   * The app path /login's `?redirect=` names (already validated), or null: sign-in and Continue
   * as guest return there; without it, to the session's stored post-login page, else /.
   */
  returnTo?: string | null;
}

/**
 * The sign-in screen, /login (A§2): the mobile number or e-mail, then sign-up when the diner is
 * not registered, then the one-time code; 'Continue as guest' when the diner came from the
 * checkout and guests may check out.
 */
// spec: A§2 /login; A§4 Login; A§5 Sign-in; A§6; A§8 rows 7 to 9.
export function LoginScreen({ clock = Date.now, returnTo = null }: LoginScreenProps) {
  const page = useSignInPage();
  const [flow, dispatch] = useLoginFlow();
  const [draft, setDraft] = useState<IdentifyDraft>(() =>
    newIdentifyDraft(page.company.country_code),
  );
  // Read once: the stored page is taken only when the diner leaves /login.
  const [backTo] = useState(() => returnTo ?? storedPostLoginPage());
  const cameFromPage = backTo !== null;
  const verify = useVerifyIdentity(dispatch, clock);
  const signUp = useSignUp(dispatch, clock);
  // spec: A§4 and A§6, guests may continue where the checkout mode allows them; our choice:
  // /login offers it only to a diner a screen sent here (with ?redirect= or a stored page).
  const guestOffered = cameFromPage && checkoutModeFor(page).guestAllowed;
  const sg = asksSgConsents(page.company.country_code);

  return (
    <main className={styles.screen}>
      {flow.step === 'identify' && (
        <IdentifyStep
          page={page}
          draft={draft}
          onDraftChange={(change) => {
            setDraft((current) => ({ ...current, ...change }));
          }}
          onNext={verify.verify}
          pending={verify.pending}
          footer={
            guestOffered ? (
              <ContinueAsGuest
                returnTo={backTo}
                marketingConsent={sg && draft.marketingConsent}
                disabled={verify.pending}
              />
            ) : null
          }
        />
      )}
      {flow.step === 'sign_up' && (
        <SignUpStep
          identity={flow.identity}
          companyCountry={page.company.country_code}
          marketingConsent={sg ? draft.marketingConsent : undefined}
          onSignUp={signUp.signUp}
          onBack={() => {
            dispatch({ type: 'restart' });
          }}
          pending={signUp.pending}
        />
      )}
      {flow.step === 'code' && (
        <CodeStep
          flow={flow}
          dispatch={dispatch}
          clock={clock}
          returnTo={backTo}
          emailOffered={page.company.otp_settings.email}
        />
      )}
    </main>
  );
}
