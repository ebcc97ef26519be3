import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { useId, useState, type SyntheticEvent } from 'react';
import { control, field, panel } from '../../lib/layout.css';
import { useStaffAuth } from '../../lib/staff-auth';
import { useStatusNote } from '../../lib/status-note';
import { useFailure } from '../../lib/use-failure';
import * as styles from './sign-in-form.css';

/** Minutes of a lock, rounded up, from the 429's `retry_after_seconds`. */
function lockMinutes(details: Record<string, unknown> | null): number {
  const seconds = Number(details?.retry_after_seconds);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 15;
}

/**
 * The person's e-mail address and password; the console opens once the server accepts them. A
 * wrong pair and a locked account (five wrong in a row) are said in the person's language.
 */
// issue 32: staff accounts (docs/staff-accounts.md); spec A§6, B§6 POS staff.
export function SignInForm() {
  const { t } = useLingui();
  const { signIn } = useStaffAuth();
  const { say, clear } = useStatusNote();
  const failed = useFailure();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const emailId = useId();
  const passwordId = useId();

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (email.trim() === '' || password === '') {
      say(t`Enter your e-mail address and password.`, 'error');
      return;
    }
    clear();
    setBusy(true);
    try {
      await signIn(email.trim(), password);
    } catch (error) {
      setPassword('');
      if (isApiError(error, 'http') && error.errorId === 'staff_sign_in_failed') {
        say(t`Wrong e-mail address or password.`, 'error');
      } else if (isApiError(error, 'http') && error.errorId === 'account_locked') {
        const minutes = lockMinutes(error.details);
        say(
          t`Too many wrong passwords: this account is locked. Try again in ${minutes} min.`,
          'error',
        );
      } else if (isApiError(error, 'invalid_request')) {
        say(t`Enter a valid e-mail address.`, 'error');
      } else {
        failed(error);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={`${panel} ${styles.form}`}
      aria-label={t`Sign in`}
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      <label className={field} htmlFor={emailId}>
        {t`E-mail address`}
        <input
          id={emailId}
          className={control}
          type="email"
          autoComplete="username"
          inputMode="email"
          dir="ltr"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
          }}
        />
      </label>
      <label className={field} htmlFor={passwordId}>
        {t`Password`}
        <input
          id={passwordId}
          className={control}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
          }}
        />
      </label>
      <Button type="submit" loading={busy} disabled={busy}>
        {t`Sign in`}
      </Button>
    </form>
  );
}
