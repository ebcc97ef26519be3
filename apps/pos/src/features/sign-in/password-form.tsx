import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { useId, useState, type SyntheticEvent } from 'react';
import { control, field } from '../../lib/layout.css';
import { useStaffAuth } from '../../lib/staff-auth';
import { useStatusNote } from '../../lib/status-note';
import { useFailure } from '../../lib/use-failure';
import { EmailField } from './email-field';
import { lockMinutes } from './lock-minutes';
import * as styles from './sign-in-form.css';

/**
 * The person's e-mail address and password; the console opens once the server accepts them. A
 * wrong pair and a locked account (five failures in a row) are said in the person's language.
 */
// issue 32: staff accounts (docs/staff-accounts.md); spec A§6, B§6 POS staff.
export function PasswordForm({
  email,
  setEmail,
}: {
  email: string;
  setEmail: (email: string) => void;
}) {
  const { t } = useLingui();
  const { signIn } = useStaffAuth();
  const { say, clear } = useStatusNote();
  const failed = useFailure();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
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
          t`Too many failed sign-ins: this account is locked. Try again in ${minutes} min.`,
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
      className={styles.form}
      aria-label={t`Sign in`}
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      <EmailField email={email} setEmail={setEmail} />
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
