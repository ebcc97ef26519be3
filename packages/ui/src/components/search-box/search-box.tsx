import { useRef, type Ref } from 'react';
import { Icon } from '../../icons/icon';
import { IconButton } from '../icon-button/icon-button';
import { TextField } from '../text-field/text-field';
import * as styles from './search-box.css';

/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  /** What is searched, for screen readers (the box shows an icon instead), e.g. "Search the menu". */
  label: string;
  value: string;
  /** Called with the new text on every change, and with '' when cleared. */
  onChange: (value: string) => void;
  /** The accessible name of the clear button, e.g. "Clear search". */
  clearLabel: string;
  placeholder?: string;
  /** Called after the clear button empties the box. */
  onClear?: () => void;
  id?: string;
  disabled?: boolean;
  /**
   * The input, so the app can focus it (A§9 puts the focus there 100 ms after search opens;
   * that delay is the app's).
   */
  ref?: Ref<HTMLInputElement>;
}

/**
 * The menu's search input: a search icon, the text, and a clear button once there is text; its
 * label is read by screen readers only.
 */
export function SearchBox({
  label,
  value,
  onChange,
  clearLabel,
  placeholder,
  onClear,
  id,
  disabled = false,
  ref,
}: SearchBoxProps) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setRef = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  return (
    <div className={styles.searchBox}>
      <TextField
        ref={setRef}
        label={label}
        hideLabel
        type="search"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        id={id}
        disabled={disabled}
        startAdornment={
          <span className={styles.icon}>
            <Icon name="search" />
          </span>
        }
        endAdornment={
          value !== '' && !disabled ? (
            <IconButton
              icon="close"
              label={clearLabel}
              onClick={() => {
                onChange('');
                onClear?.();
                // The diner usually clears to type something else: keep the keyboard up.
                inputRef.current?.focus();
              }}
            />
          ) : undefined
        }
      />
    </div>
  );
}
