import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Icon } from '../../icons/icon';
import type { IconName } from '../../icons/icon-paths';
import { Spinner } from '../spinner/spinner';
import * as styles from './button.css';

/** The tones of a button: the main action, a secondary one, a quiet one, a destructive one. */
export const BUTTON_TONES = ['primary', 'secondary', 'ghost', 'critical'] as const;

/** Props of {@link Button}. */
export interface ButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'style'
> {
  tone?: (typeof BUTTON_TONES)[number];
  size?: 'standard' | 'small';
  /** Stretches the button to the width of its container (footer actions). */
  fullWidth?: boolean;
  /** Shows a spinner, marks the button busy and ignores presses (e.g. while an order is placed). */
  loading?: boolean;
  /** An icon before the label (at the start: the left in English, the right in Arabic). */
  iconStart?: IconName;
  /** An icon after the label. */
  iconEnd?: IconName;
  children: ReactNode;
}

/**
 * A button with its label. Primary buttons fill with the brand colour and take the A§9 text
 * colour on it; every button is at least 44 px tall and wide.
 */
export function Button({
  tone = 'primary',
  size = 'standard',
  fullWidth = false,
  loading = false,
  iconStart,
  iconEnd,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={styles.button({ tone, size, width: fullWidth ? 'full' : 'content' })}
      disabled={disabled ?? false}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : rest.onClick}
    >
      {loading ? <Spinner size="small" /> : iconStart && <Icon name={iconStart} size="small" />}
      <span className={styles.label}>{children}</span>
      {iconEnd && !loading && <Icon name={iconEnd} size="small" />}
    </button>
  );
}
