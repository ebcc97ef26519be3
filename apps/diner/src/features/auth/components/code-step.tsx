import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, OTP_LENGTH, OtpField, TextField } from '@tabula/ui';
import { useState, type Dispatch } from 'react';
import { useCodeActions } from '../hooks/use-code-actions';
import { useResendCountdown, type Clock } from '../hooks/use-resend-countdown';
import { emailError } from '@/lib/auth/identity-validation';
import { errorMessage } from '@/lib/errors/error-messages';
import type { CodeRefusal } from '../utils/code-refusal';
import type { LoginEvent, LoginFlow } from '../utils/login-flow';
import * as styles from './step.css';

/** Props of {@link CodeStep}. */
export interface CodeStepProps {
  flow: Extract<LoginFlow, { step: 'code' }>;
  dispatch: Dispatch<LoginEvent>;
  clock: Clock;
  /** The app path to return to once signed in (/login's ?redirect=); null for the stored page or /. */
  returnTo: string | null;
  /** Codes may go by e-mail (A§3 Company otp_settings.email). */
  emailOffered: boolean;
}

/**
 * The code step of /login: the 4-digit code and Verify, Resend after the 30 s countdown (the
 * seconds shown), and the switch between SMS and e-mail.
 */
// The switch waits for the countdown too: the server lets an account have one new code per 30 s,
// whichever channel (docs/server.md, "Limits").
// spec: A§4 Login (code, resend after a 30 s countdown, switch between SMS and e-mail); A§5 (4
// digits, digits only; 'Incorrect OTP'); A§8 row 8 (inline, no popup); A§9.
export function CodeStep({ flow, dispatch, clock, returnTo, emailOffered }: CodeStepProps) {
  const { t, i18n } = useLingui();
  const [code, setCode] = useState('');
  const [askingEmail, setAskingEmail] = useState(false);
  const [emailDraft, setEmailDraft] = useState('');
  const [emailSubmitted, setEmailSubmitted] = useState(false);
  const actions = useCodeActions(flow, dispatch, clock, returnTo);
  const seconds = useResendCountdown(flow.sentAt, clock);
  const busy = actions.signingIn || actions.sending;

  const verify = (value: string) => {
    if (value.length !== OTP_LENGTH || actions.signingIn) return;
    actions.signIn(value);
    // our choice: a refused code is cleared so the next one is typed afresh; the error stays
    // until the first new digit.
    setCode('');
  };

  const switchTo = (channel: 'sms' | 'email', email: string | null) => {
    setCode('');
    setAskingEmail(false);
    actions.switchChannel(channel, email);
  };

  // spec: A§5 'Incorrect OTP' for a wrong code, with the tries left; a code that no longer works
  // says so and points at Resend below (issue 14 item 4).
  const refusalTexts = (refused: CodeRefusal): { error: string; hint?: string } => {
    switch (refused.reason) {
      case 'incorrect': {
        const left = refused.attemptsLeft;
        const error = i18n._(errorMessage('error.incorrect_otp.message'));
        if (left === null) return { error };
        return {
          error,
          hint: t({
            message: plural(left, {
              one: '# try left with this code.',
              other: '# tries left with this code.',
            }),
          }),
        };
      }
      case 'used_up':
        return {
          error: t`This code is used up after too many incorrect tries. Please send a new code.`,
        };
      case 'expired':
        return { error: t`This code has expired. Please send a new code.` };
      case 'locked':
        return { error: t`Too many incorrect codes. Please try again in an hour.` };
      case 'no_code':
        return { error: t`This code no longer works. Please send a new code.` };
    }
  };
  const refusal = actions.codeError ? refusalTexts(actions.codeError) : null;

  const emailProblem = emailSubmitted ? emailError(emailDraft) : null;
  const destination =
    flow.channel === 'sms' ? (
      flow.phone === null ? (
        <Trans>We sent a 4-digit code by SMS to your mobile number.</Trans>
      ) : (
        <Trans>
          We sent a 4-digit code by SMS to{' '}
          <span className={styles.address} dir="ltr">
            {flow.phone}
          </span>
          .
        </Trans>
      )
    ) : flow.email === null ? (
      <Trans>We sent a 4-digit code to your e-mail address.</Trans>
    ) : (
      <Trans>
        We sent a 4-digit code to{' '}
        <span className={styles.address} dir="ltr">
          {flow.email}
        </span>
        .
      </Trans>
    );

  return (
    <div className={styles.form}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          verify(code);
        }}
      >
        <h1 className={styles.title}>{t`Enter your code`}</h1>
        <p className={styles.lead} aria-live="polite">
          {destination}
        </p>
        <OtpField
          label={t`One-time code`}
          value={code}
          autoFocus
          onChange={(value) => {
            setCode(value);
            if (value !== '') actions.clearCodeError();
          }}
          onComplete={verify}
          error={refusal?.error}
          hint={refusal?.hint}
          disabled={actions.signingIn}
        />
        <div className={styles.actions}>
          <Button
            type="submit"
            fullWidth
            loading={actions.signingIn}
            disabled={code.length !== OTP_LENGTH}
          >
            {t`Verify`}
          </Button>
        </div>
      </form>
      <button
        type="button"
        className={styles.linkButton}
        disabled={seconds > 0 || busy}
        onClick={() => {
          setCode('');
          actions.resend();
        }}
      >
        {seconds > 0 ? t`Resend code in ${seconds} s` : t`Resend code`}
      </button>
      {emailOffered &&
        (flow.channel === 'email' ? (
          <button
            type="button"
            className={styles.linkButton}
            disabled={busy || seconds > 0}
            onClick={() => {
              switchTo('sms', null);
            }}
          >
            {t`Send the code by SMS instead`}
          </button>
        ) : askingEmail ? (
          <form
            className={styles.form}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              setEmailSubmitted(true);
              if (emailError(emailDraft) === null) switchTo('email', emailDraft.trim());
            }}
          >
            <TextField
              label={t`Your account's e-mail address`}
              type="email"
              inputMode="email"
              autoComplete="email"
              value={emailDraft}
              onChange={setEmailDraft}
              error={emailProblem ? i18n._(emailProblem) : undefined}
              disabled={busy}
            />
            <Button type="submit" tone="secondary" fullWidth loading={actions.sending}>
              {t`Send the code by e-mail`}
            </Button>
          </form>
        ) : (
          <button
            type="button"
            className={styles.linkButton}
            disabled={busy || seconds > 0}
            onClick={() => {
              // our choice: a code goes only to the account's own e-mail (the server checks), so
              // a diner who signed in by mobile number types it first.
              if (flow.email === null) setAskingEmail(true);
              else switchTo('email', flow.email);
            }}
          >
            {t`Send the code by e-mail instead`}
          </button>
        ))}
      <button
        type="button"
        className={styles.linkButton}
        disabled={actions.signingIn}
        onClick={() => {
          dispatch({ type: 'restart' });
        }}
      >
        {t`Use a different number or e-mail address`}
      </button>
    </div>
  );
}
