import { useLingui } from '@lingui/react/macro';
import { endpoints, isApiError, STAFF_CODE_LENGTH, type Locale } from '@tabula/api-client';
import { Button, toLatinDigits } from '@tabula/ui';
import { useEffect, useId, useState, type SyntheticEvent } from 'react';
import { api } from '../../app/api';
import { control, field, muted } from '../../lib/layout.css';
import { useStaffAuth } from '../../lib/staff-auth';
import { useStatusNote } from '../../lib/status-note';
import { useFailure } from '../../lib/use-failure';
import { EmailField } from './email-field';
import { lockMinutes } from './lock-minutes';
import * as styles from './sign-in-form.css';

/** How long after a code "Send a new code" waits: the server sends none sooner. */
export const RESEND_AFTER_MS = 30_000;

/**
 * Signing in with a code e-mailed to the person instead of the password: first the address,
 * then the six digits (Arabic-Indic digits read as Latin ones). The server answers the same
 * whether or not the address has an account, so the form says a code is on its way "if" it
 * may sign in. A new code can be asked for 30 s after the last.
 */
// issue 32: staff accounts (docs/staff-accounts.md); spec A§6, B§6 POS staff.
export function CodeForm({
  email,
  setEmail,
}: {
  email: string;
  setEmail: (email: string) => void;
}) {
  const { t, i18n } = useLingui();
  const { signInWithCode } = useStaffAuth();
  const { say, clear } = useStatusNote();
  const failed = useFailure();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [mayResend, setMayResend] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const codeId = useId();

  useEffect(() => {
    if (sentTo === null || mayResend) return;
    const timer = setTimeout(() => {
      setMayResend(true);
    }, RESEND_AFTER_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [sentTo, mayResend]);

  const send = async () => {
    const address = email.trim();
    if (address === '') {
      say(t`Enter your e-mail address.`, 'error');
      return;
    }
    clear();
    setBusy(true);
    try {
      await api.request(endpoints.pos.sendSignInCode, {
        body: { email: address, language: i18n.locale as Locale },
      });
      setSentTo(address);
      setMayResend(false);
      setCode('');
    } catch (error) {
      if (isApiError(error, 'invalid_request')) say(t`Enter a valid e-mail address.`, 'error');
      else failed(error);
    } finally {
      setBusy(false);
    }
  };

  const signIn = async (address: string) => {
    const digits = toLatinDigits(code).replace(/\s/g, '');
    if (!new RegExp(`^\\d{${String(STAFF_CODE_LENGTH)}}$`).test(digits)) {
      say(t`Enter the ${STAFF_CODE_LENGTH} digits from the e-mail.`, 'error');
      return;
    }
    clear();
    setBusy(true);
    try {
      await signInWithCode(address, digits);
    } catch (error) {
      setCode('');
      if (isApiError(error, 'http') && error.errorId === 'staff_sign_in_failed') {
        say(t`Wrong or expired code. Check the newest e-mail, or ask for a new code.`, 'error');
      } else if (isApiError(error, 'http') && error.errorId === 'account_locked') {
        const minutes = lockMinutes(error.details);
        say(
          t`Too many failed sign-ins: this account is locked. Try again in ${minutes} min.`,
          'error',
        );
      } else {
        failed(error);
      }
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    void (sentTo === null ? send() : signIn(sentTo));
  };

  if (sentTo === null) {
    return (
      <form className={styles.form} aria-label={t`Sign in with a code`} onSubmit={submit}>
        <EmailField email={email} setEmail={setEmail} />
        <Button type="submit" loading={busy} disabled={busy}>
          {t`E-mail me a code`}
        </Button>
      </form>
    );
  }
  return (
    <form className={styles.form} aria-label={t`Sign in with a code`} onSubmit={submit}>
      <p className={muted}>
        {t`If ${sentTo} may sign in here, a code is on its way. It works once, for 10 minutes.`}
      </p>
      <label className={field} htmlFor={codeId}>
        {t`Code from the e-mail`}
        <input
          id={codeId}
          className={control}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          maxLength={STAFF_CODE_LENGTH + 2}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
          }}
        />
      </label>
      <Button type="submit" loading={busy} disabled={busy}>
        {t`Sign in`}
      </Button>
      <div className={styles.links}>
        <Button
          type="button"
          tone="ghost"
          disabled={busy || !mayResend}
          onClick={() => {
            void send();
          }}
        >
          {mayResend ? t`Send a new code` : t`Send a new code (after 30 seconds)`}
        </Button>
        <Button
          type="button"
          tone="ghost"
          disabled={busy}
          onClick={() => {
            clear();
            setSentTo(null);
          }}
        >
          {t`Use another address`}
        </Button>
      </div>
    </form>
  );
}
