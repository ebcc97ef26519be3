import { useId } from 'react';
import { Icon } from '../../icons/icon';
import * as styles from './locale-dropdown.css';

/** One language the company offers. */
export interface LocaleOption {
  /** The locale code: en, ar, zh or ms. */
  code: string;
  /** The language's name in that language (English, العربية, 中文, Bahasa Melayu). */
  label: string;
}

/** Props of {@link LocaleDropdown}. */
export interface LocaleDropdownProps {
  /** The field's label (e.g. "Language"). */
  label: string;
  /** Keeps the label for screen readers only; the globe icon shows what the field is. */
  hideLabel?: boolean;
  /** The locale in use. */
  value: string;
  /** The company's locales (A§3 locale_data). */
  options: readonly LocaleOption[];
  /** Called with the chosen locale's code. */
  onChange: (code: string) => void;
}

/**
 * The language picker of the side menu (A§2): a native select, so every phone shows its own
 * accessible picker. It renders nothing when the company offers a single locale.
 */
export function LocaleDropdown({
  label,
  hideLabel = false,
  value,
  options,
  onChange,
}: LocaleDropdownProps) {
  const id = useId();
  // spec: A§2 the locale dropdown shows only when the company offers more than one locale
  if (options.length < 2) return null;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={hideLabel ? styles.hiddenLabel : styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <span className={styles.globe}>
          <Icon name="globe" />
        </span>
        <select
          id={id}
          className={styles.select}
          value={value}
          lang={value}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        >
          {options.map((option) => (
            // Each language's name is read in its own language.
            <option key={option.code} value={option.code} lang={option.code}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={styles.chevron}>
          <Icon name="chevronDown" size="small" />
        </span>
      </div>
    </div>
  );
}
