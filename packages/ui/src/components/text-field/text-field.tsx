import { useId, type ReactNode, type Ref } from 'react';
import { Icon } from '../../icons/icon';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';
import * as styles from './text-field.css';
import { visuallyHidden } from '../../theme/visually-hidden.css';

/** The input types a text field takes (numbers are typed as text with a numeric keyboard). */
export const TEXT_FIELD_TYPES = ['text', 'email', 'tel', 'search'] as const;

/** Props of {@link TextField}. */
export interface TextFieldProps {
  /** The visible label above the field. */
  label: string;
  value: string;
  /** Called with the new text on every change. */
  onChange: (value: string) => void;
  /** The inline error below the field; the field is marked invalid while it is set. */
  error?: string;
  /** Help text under the label, read with the field. */
  hint?: string;
  id?: string;
  type?: (typeof TEXT_FIELD_TYPES)[number];
  /** The keyboard a phone shows: `numeric` for codes and numbers, `decimal` for amounts. */
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel' | 'search';
  placeholder?: string;
  disabled?: boolean;
  /** Shows a value the diner may select and copy but not change (e.g. a link to copy by hand). */
  readOnly?: boolean;
  autoComplete?: string;
  maxLength?: number;
  /** Content at the end of the field, e.g. a clear button or a unit. */
  endAdornment?: ReactNode;
  onBlur?: () => void;
  /** Content at the start of the field, e.g. a search icon or a dialing-code picker. */
  startAdornment?: ReactNode;
  /** Hides the label on screen and keeps it for screen readers (a search box with an icon). */
  hideLabel?: boolean;
  name?: string;
  required?: boolean;
  /** The key the phone keyboard shows for Enter, e.g. `search` or `done`. */
  enterKeyHint?: 'enter' | 'done' | 'go' | 'next' | 'previous' | 'search' | 'send';
  onFocus?: () => void;
  /**
   * The direction of the input and its adornments when it is not the page's: `ltr` for a phone
   * number, which reads left to right in every language. The label and messages keep the page's.
   */
  inputDir?: 'ltr' | 'rtl';
  /** The input element, to focus it from outside. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled single-line text input with its hint and inline error; use it for every free-text
 * field a diner fills in (name, e-mail, note, code).
 */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  id,
  type = 'text',
  inputMode,
  placeholder,
  disabled = false,
  readOnly = false,
  autoComplete,
  maxLength,
  endAdornment,
  onBlur,
  startAdornment,
  hideLabel = false,
  name,
  required,
  enterKeyHint,
  onFocus,
  inputDir,
  ref,
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const invalid = Boolean(error);
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ');
  const state = disabled ? 'disabled' : invalid ? 'invalid' : 'standard';
  const inputRef = useTypedBeforeHydration(value, onChange, ref);

  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={hideLabel ? visuallyHidden : styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.control({ state })} dir={inputDir}>
        {startAdornment && <div className={styles.adornmentStart}>{startAdornment}</div>}
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type={type}
          inputMode={inputMode}
          name={name}
          value={value}
          placeholder={placeholder}
          disabled={disabled}
          readOnly={readOnly}
          required={required}
          autoComplete={autoComplete}
          maxLength={maxLength}
          enterKeyHint={enterKeyHint}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            onChange(event.target.value);
          }}
          onBlur={onBlur}
          onFocus={onFocus}
        />
        {endAdornment && <div className={styles.adornmentEnd}>{endAdornment}</div>}
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
