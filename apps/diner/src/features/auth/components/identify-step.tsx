import { useLingui } from '@lingui/react/macro';
import { Button } from '@tabula/ui';
import { useState, type ReactNode } from 'react';
import { EmailField, MobileNumberField } from '@/components/identity-fields';
import { TurnstileCaptcha } from '../captcha/turnstile-captcha';
import type { SignInPage } from '../hooks/use-sign-in-page';
import {
  asksSgConsents,
  identifyErrors,
  identityOf,
  type IdentifyDraft,
} from '../utils/identify-draft';
import type { SignInIdentity } from '../utils/login-flow';
import { SgConsents } from './sg-consents';
import * as styles from './step.css';

/** Props of {@link IdentifyStep}. */
export interface IdentifyStepProps {
  page: SignInPage;
  draft: IdentifyDraft;
  onDraftChange: (change: Partial<IdentifyDraft>) => void;
  /** Next: the verification call, with the captcha token when one is asked for. */
  onNext: (identity: SignInIdentity, captchaToken: string | null) => void;
  pending: boolean;
  /** What comes under Next (Continue as guest). */
  footer?: ReactNode;
}

/**
 * The first step of /login: the mobile number with its dialing code, or the e-mail address; the
 * SG terms and consent; the captcha when the company asks for one; Next.
 */
// spec: A§2 /login and the dialing-code picker; A§4 Login; A§5 Sign-in.
export function IdentifyStep({
  page,
  draft,
  onDraftChange,
  onNext,
  pending,
  footer,
}: IdentifyStepProps) {
  const { t, i18n } = useLingui();
  const { company } = page;
  const [submitted, setSubmitted] = useState(false);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  // our choice: the errors show from the first Next on, then follow the typing.
  const errors = submitted ? identifyErrors(draft, company.country_code) : {};
  // spec: A§5, with captcha enabled Next stays disabled until a captcha token exists. The page
  // names the widget when the company enables the captcha and the server has a service for it.
  const captcha = page.captcha;
  const captchaEnabled = captcha !== null;
  const waitingForCaptcha = captchaEnabled && captchaToken === null;
  // spec: A§3 Company otp_settings.email: codes by e-mail only where the company allows them.
  const emailOffered = company.otp_settings.email;
  const method = emailOffered ? draft.method : 'phone';

  const next = () => {
    if (pending) return;
    setSubmitted(true);
    const current = { ...draft, method };
    if (Object.keys(identifyErrors(current, company.country_code)).length > 0) return;
    const identity = identityOf(current);
    if (identity === null || waitingForCaptcha) return;
    onNext(identity, captchaEnabled ? captchaToken : null);
    // A captcha token is good once (Turnstile's); it went with this call, and the widget resets.
    setCaptchaToken(null);
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        next();
      }}
    >
      <h1 className={styles.title}>{t`Sign in`}</h1>
      <p className={styles.lead}>
        {method === 'phone'
          ? t`Enter your mobile number and we'll send you a one-time code.`
          : t`Enter your e-mail address and we'll send you a one-time code.`}
      </p>
      {method === 'phone' ? (
        <MobileNumberField
          country={draft.country}
          phone={draft.phone}
          onPhoneChange={(phone) => {
            onDraftChange({ phone });
          }}
          onCountryChange={(country) => {
            onDraftChange({ country });
          }}
          error={errors.phone}
          disabled={pending}
        />
      ) : (
        <EmailField
          value={draft.email}
          onChange={(email) => {
            onDraftChange({ email });
          }}
          error={errors.email}
          disabled={pending}
        />
      )}
      {emailOffered && (
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => {
            onDraftChange({ method: method === 'phone' ? 'email' : 'phone' });
          }}
        >
          {method === 'phone'
            ? t`Use your e-mail address instead`
            : t`Use your mobile number instead`}
        </button>
      )}
      {asksSgConsents(company.country_code) && (
        <SgConsents
          companyName={company.name}
          termsAccepted={draft.termsAccepted}
          onTermsChange={(termsAccepted) => {
            onDraftChange({ termsAccepted });
          }}
          marketingConsent={draft.marketingConsent}
          onMarketingChange={(marketingConsent) => {
            onDraftChange({ marketingConsent });
          }}
          termsError={errors.terms && i18n._(errors.terms)}
        />
      )}
      {captcha !== null && (
        <TurnstileCaptcha widget={captcha} token={captchaToken} onToken={setCaptchaToken} />
      )}
      <div className={styles.actions}>
        <Button type="submit" fullWidth loading={pending} disabled={waitingForCaptcha}>
          {t`Next`}
        </Button>
        {footer}
      </div>
    </form>
  );
}
