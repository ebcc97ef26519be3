import { Icon } from '../../icons/icon';
import { TextField } from '../text-field/text-field';
import * as styles from './phone-field.css';
import { toPhoneDigits } from './phone-digits';

/** One entry of the dialing-code picker. */
export interface DialingCodeOption {
  /** The dialing code with its plus, e.g. `+971`. */
  code: string;
  /** The ISO 3166 country, e.g. `AE`; unique in the list (several countries share `+1`). */
  country: string;
  /** What the picker lists, in the diner's language, e.g. "United Arab Emirates (+971)". */
  label: string;
}

/** Props of {@link PhoneField}. */
export interface PhoneFieldProps {
  /** The visible label, e.g. "Mobile number". */
  label: string;
  /** The number without its dialing code: digits only. */
  value: string;
  /** Called with the digits only: anything else the diner types or pastes is dropped. */
  onChange: (digits: string) => void;
  /** The dialing codes to choose from. */
  dialingCodes: readonly DialingCodeOption[];
  /** The country of the chosen dialing code; the app starts it at the company's country (A§5). */
  country: string;
  /** Called with the option the diner picks. */
  onCountryChange: (option: DialingCodeOption) => void;
  /** The accessible name of the picker, e.g. "Country code". */
  dialingCodeLabel: string;
  /** The inline error, e.g. "Please enter your mobile number" or "Enter a valid phone number". */
  error?: string;
  hint?: string;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  onBlur?: () => void;
  /** Defaults to `tel-national`: the number without its country code. */
  autoComplete?: string;
  name?: string;
}

/**
 * A mobile number field with its dialing-code picker, for sign-in and guest details; it keeps
 * digits only, and the app validates the length and passes the error.
 */
export function PhoneField({
  label,
  value,
  onChange,
  dialingCodes,
  country,
  onCountryChange,
  dialingCodeLabel,
  error,
  hint,
  id,
  placeholder,
  disabled = false,
  onBlur,
  autoComplete = 'tel-national',
  name,
}: PhoneFieldProps) {
  // A country missing from the list shows the first option, which is then what the picker holds.
  const selected = dialingCodes.find((option) => option.country === country) ?? dialingCodes[0];

  const picker = (
    <span className={styles.picker}>
      <span className={styles.face} aria-hidden="true">
        {selected?.code}
        <span className={styles.chevron}>
          <Icon name="chevronDown" size="small" />
        </span>
      </span>
      <select
        className={styles.select}
        aria-label={dialingCodeLabel}
        value={selected?.country ?? ''}
        disabled={disabled}
        onChange={(event) => {
          const option = dialingCodes.find((entry) => entry.country === event.target.value);
          if (option) onCountryChange(option);
        }}
      >
        {dialingCodes.map((option) => (
          <option key={option.country} value={option.country}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );

  return (
    <TextField
      label={label}
      value={value}
      onChange={(typed) => {
        onChange(toPhoneDigits(typed));
      }}
      error={error}
      hint={hint}
      id={id}
      type="tel"
      inputMode="numeric"
      placeholder={placeholder}
      disabled={disabled}
      autoComplete={autoComplete}
      name={name}
      onBlur={onBlur}
      startAdornment={picker}
      // A phone number reads left to right in every language, its code first: "+971 50 123 4567".
      inputDir="ltr"
    />
  );
}
