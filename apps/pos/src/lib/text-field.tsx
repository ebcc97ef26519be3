import { useId } from 'react';
import { area, control, field } from './layout.css';

/** A labelled text input (or a text area when `lines` is given) of the back office's forms. */
export function TextField({
  label,
  value,
  onChange,
  maxLength,
  lines,
  dir,
  lang,
  inputMode,
  invalid = false,
}: {
  label: string;
  value: string;
  onChange: (next: string) => void;
  maxLength: number;
  lines?: number;
  dir?: 'ltr' | 'rtl' | 'auto';
  lang?: string;
  inputMode?: 'decimal' | 'numeric' | 'url';
  invalid?: boolean;
}) {
  const id = useId();
  const common = {
    id,
    className: lines === undefined ? control : `${control} ${area}`,
    value,
    maxLength,
    dir,
    lang,
    'aria-invalid': invalid || undefined,
  };
  return (
    <label className={field} htmlFor={id}>
      {label}
      {lines === undefined ? (
        <input
          {...common}
          inputMode={inputMode}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
      ) : (
        <textarea
          {...common}
          rows={lines}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
      )}
    </label>
  );
}
