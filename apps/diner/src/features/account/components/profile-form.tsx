import { useLingui } from '@lingui/react/macro';
import type { User } from '@tabula/api-client';
import { Button, Checkbox, TextField } from '@tabula/ui';
import { useState } from 'react';
import type { UpdateProfile } from '../hooks/use-update-profile';
import {
  isProfileValid,
  validateProfile,
  type ProfileDraft,
  type ProfileErrors,
} from '../utils/profile-form';
import * as styles from './profile-form.css';

/** Props of {@link ProfileForm}. */
export interface ProfileFormProps {
  user: Pick<User, 'id' | 'name' | 'email' | 'marketing_consent'>;
  /** Whether the marketing consent checkbox shows (company country SG, A§5). */
  consentOffered: boolean;
  profile: UpdateProfile;
}

/**
 * The profile form (A§2 Profile screen): name, e-mail, the marketing consent for SG and Update.
 * Errors show once the diner presses Update, then follow the typing.
 */
export function ProfileForm({ user, consentOffered, profile }: ProfileFormProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<ProfileDraft>({
    name: user.name ?? '',
    email: user.email ?? '',
    marketingConsent: user.marketing_consent,
  });
  const [checked, setChecked] = useState(false);
  const errors: ProfileErrors = checked ? validateProfile(draft) : {};

  const change = (patch: Partial<ProfileDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    if (profile.emailTaken && patch.email !== undefined) profile.reset();
  };

  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    // A busy button still submits its form: one update at a time.
    if (profile.pending) return;
    setChecked(true);
    if (!isProfileValid(validateProfile(draft))) return;
    profile.update(user.id, draft, consentOffered);
  };

  // spec: A§5 Profile, the e-mail texts ('Please enter your email address', 'Please enter a valid
  // email address'); our wording for the name, which the spec leaves unworded.
  const nameError = errors.name === 'required' ? t`Please enter your name` : undefined;
  let emailError: string | undefined;
  if (errors.email === 'required') emailError = t`Please enter your email address`;
  else if (errors.email === 'invalid_email') emailError = t`Please enter a valid email address`;
  else if (profile.emailTaken)
    emailError = t`This email address is already used by another account`;

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label={t`Your details`}>
      <TextField
        label={t`Name`}
        value={draft.name}
        autoComplete="name"
        required
        onChange={(name) => {
          change({ name });
        }}
        {...(nameError === undefined ? {} : { error: nameError })}
      />
      <TextField
        label={t`Email`}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={draft.email}
        required
        onChange={(email) => {
          change({ email });
        }}
        {...(emailError === undefined ? {} : { error: emailError })}
      />
      {/* spec: A§2 and A§5, the marketing consent checkbox only when the company country is SG. */}
      {consentOffered && (
        <Checkbox
          label={t`Send me news and offers by email and SMS`}
          checked={draft.marketingConsent}
          onChange={(marketingConsent) => {
            change({ marketingConsent });
          }}
        />
      )}
      <div className={styles.actions}>
        <Button type="submit" fullWidth loading={profile.pending}>
          {t`Update`}
        </Button>
      </div>
    </form>
  );
}
