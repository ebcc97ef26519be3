import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { PhoneField, TextField } from '@tabula/ui';
import { useMemo } from 'react';
import { dialingCodeOptions } from '../lib/auth/dialing-code-options';

/** Props of {@link MobileNumberField}. */
export interface MobileNumberFieldProps {
  /** The country whose dialing code is chosen (ISO 3166 alpha-2). */
  country: string;
  /** The number, digits only. */
  phone: string;
  onPhoneChange: (phone: string) => void;
  onCountryChange: (country: string) => void;
  /** The field's error, as the identity rules word it (lib/auth/identity-validation.ts). */
  error: MessageDescriptor | null | undefined;
  hint?: string;
  disabled?: boolean;
}

/**
 * The mobile number with its dialing-code picker (A§2, A§5: digits only, the dialing code from
 * the company's country), as sign-in, sign-up and the guest loyalty sign-up ask for it.
 */
export function MobileNumberField(props: MobileNumberFieldProps) {
  const { t, i18n } = useLingui();
  const codes = useMemo(() => dialingCodeOptions(i18n.locale), [i18n.locale]);
  const { error, hint, disabled } = props;
  return (
    <PhoneField
      label={t`Mobile number`}
      dialingCodeLabel={t`Country code`}
      dialingCodes={codes}
      country={props.country}
      value={props.phone}
      onChange={props.onPhoneChange}
      onCountryChange={(option) => {
        props.onCountryChange(option.country);
      }}
      {...(error ? { error: i18n._(error) } : {})}
      {...(hint === undefined ? {} : { hint })}
      {...(disabled === undefined ? {} : { disabled })}
    />
  );
}

/** Props of {@link EmailField}. */
export interface EmailFieldProps {
  value: string;
  onChange: (email: string) => void;
  error: MessageDescriptor | null | undefined;
  /** The label; "E-mail address" by default. */
  label?: string;
  disabled?: boolean;
}

/** An e-mail address field (A§5), with the e-mail keyboard and autofill. */
export function EmailField({ value, onChange, error, label, disabled }: EmailFieldProps) {
  const { t, i18n } = useLingui();
  return (
    <TextField
      label={label ?? t`E-mail address`}
      type="email"
      inputMode="email"
      autoComplete="email"
      value={value}
      onChange={onChange}
      {...(error ? { error: i18n._(error) } : {})}
      {...(disabled === undefined ? {} : { disabled })}
    />
  );
}
