import { Trans, useLingui } from '@lingui/react/macro';
import { Button, TextField } from '@tabula/ui';
import { useState } from 'react';
import { EmailField, MobileNumberField } from '@/components/identity-fields';
import { defaultDialingCountry } from '@/lib/auth/dialing-codes';
import type { SignUpUser } from '../hooks/use-sign-up';
import { phoneText, type SignInIdentity } from '../utils/login-flow';
import { signUpAsks, signUpDetails, signUpErrors, type SignUpDraft } from '../utils/sign-up-draft';
import * as styles from './step.css';

/** Props of {@link SignUpStep}. */
export interface SignUpStepProps {
  /** Who the first step identified (and the verification did not find). */
  identity: SignInIdentity;
  companyCountry: string;
  /** The SG marketing consent from the first step; undefined elsewhere (A§5). */
  marketingConsent: boolean | undefined;
  onSignUp: (user: SignUpUser) => void;
  onBack: () => void;
  pending: boolean;
}

/**
 * The sign-up step, after a verification 404: the name, and the e-mail address or the mobile
 * number the first step did not give; Create account sends the code to the new account's mobile
 * number.
 */
// spec: A§4 Login (if the verification answers 404, sign-up follows); A§5 field rules.
export function SignUpStep({
  identity,
  companyCountry,
  marketingConsent,
  onSignUp,
  onBack,
  pending,
}: SignUpStepProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<SignUpDraft>(() => ({
    name: '',
    phone: '',
    country: defaultDialingCountry(companyCountry),
    email: '',
  }));
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? signUpErrors(draft, identity) : {};
  const asks = signUpAsks(identity);
  const change = (next: Partial<SignUpDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
  };
  const who = 'email' in identity ? identity.email : phoneText(identity);

  const create = () => {
    if (pending) return;
    setSubmitted(true);
    if (Object.keys(signUpErrors(draft, identity)).length > 0) return;
    const details = signUpDetails(draft, identity);
    if (details === null) return;
    onSignUp(
      marketingConsent === undefined
        ? details
        : { ...details, marketing_consent: marketingConsent },
    );
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        create();
      }}
    >
      <h1 className={styles.title}>{t`Create your account`}</h1>
      <p className={styles.lead}>
        <Trans>
          We couldn't find an account for{' '}
          <span className={styles.address} dir="ltr">
            {who}
          </span>
          . Tell us a little about yourself and we'll send you a one-time code.
        </Trans>
      </p>
      <TextField
        label={t`Name`}
        autoComplete="name"
        value={draft.name}
        onChange={(name) => {
          change({ name });
        }}
        error={errors.name && i18n._(errors.name)}
        disabled={pending}
      />
      {asks === 'email' ? (
        <EmailField
          value={draft.email}
          onChange={(email) => {
            change({ email });
          }}
          error={errors.email}
          disabled={pending}
        />
      ) : (
        <MobileNumberField
          country={draft.country}
          phone={draft.phone}
          onPhoneChange={(phone) => {
            change({ phone });
          }}
          onCountryChange={(country) => {
            change({ country });
          }}
          error={errors.phone}
          hint={t`We'll send your one-time code to this number.`}
          disabled={pending}
        />
      )}
      <div className={styles.actions}>
        <Button type="submit" fullWidth loading={pending}>
          {t`Create account`}
        </Button>
        <Button tone="ghost" fullWidth onClick={onBack} disabled={pending}>
          {t`Back`}
        </Button>
      </div>
    </form>
  );
}
