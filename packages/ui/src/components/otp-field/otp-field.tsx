import { useId, useState, type SyntheticEvent } from 'react';
import { Icon } from '../../icons/icon';
import { latinDigits } from '../../lib/latin-digits';
import * as styles from './otp-field.css';

/** The length of the one-time code. */
// spec: A§9, one-time code length is 4 (A§5: digits only)
export const OTP_LENGTH = 4;

/** Props of {@link OtpField}. */
export interface OtpFieldProps {
  /** The visible label, e.g. "Enter the 4-digit code we sent to +971 50 123 4567". */
  label: string;
  /** The digits typed so far. */
  value: string;
  /** Called with the digits only, at most `length` of them. */
  onChange: (value: string) => void;
  /** Called once the last digit is in, with the whole code (e.g. to verify it at once). */
  onComplete?: (code: string) => void;
  /** The inline error, e.g. "Incorrect OTP". */
  error?: string;
  /** Help under the label, e.g. when the code can be sent again. */
  hint?: string;
  disabled?: boolean;
  id?: string;
  /** The number of digits; {@link OTP_LENGTH} unless the service says otherwise. */
  length?: number;
  autoFocus?: boolean;
}

/** Keeps the caret after the last digit, where the next one goes. */
function caretToEnd(event: SyntheticEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const end = input.value.length;
  if (input.selectionStart !== end || input.selectionEnd !== end) input.setSelectionRange(end, end);
}

/**
 * The one-time code field of sign-in: one box per digit, filled as the diner types or pastes,
 * backspace going back a box, the phone's SMS code autofill, and the app's inline error.
 */
export function OtpField({
  label,
  value,
  onChange,
  onComplete,
  error,
  hint,
  disabled = false,
  id,
  length = OTP_LENGTH,
  autoFocus,
}: OtpFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [focused, setFocused] = useState(false);
  const invalid = Boolean(error);
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ');
  const state = disabled ? 'disabled' : invalid ? 'invalid' : 'standard';
  const activeIndex = Math.min(value.length, length - 1);

  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {/* A code reads left to right in every language, the first digit in the left box. */}
      <div className={styles.boxes} dir="ltr">
        {Array.from({ length }, (_, index) => {
          const active = focused && !disabled && index === activeIndex;
          return (
            <span key={index} className={styles.box({ state, active })} aria-hidden="true">
              {value[index] ?? (active ? <span className={styles.caret} /> : null)}
            </span>
          );
        })}
        <input
          id={inputId}
          className={styles.input}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="one-time-code"
          autoFocus={autoFocus}
          value={value}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            const next = latinDigits(event.target.value).slice(0, length);
            onChange(next);
            if (next.length === length && next !== value) onComplete?.(next);
          }}
          onFocus={(event) => {
            setFocused(true);
            caretToEnd(event);
          }}
          onBlur={() => {
            setFocused(false);
          }}
          onSelect={caretToEnd}
        />
      </div>
      {/* Always present and polite, so a message that appears is read out. */}
      <p id={errorId} className={styles.error} aria-live="polite">
        {error ? (
          <>
            <span className={styles.errorIcon}>
              <Icon name="warning" size="small" />
            </span>
            <span>{error}</span>
          </>
        ) : null}
      </p>
    </div>
  );
}
