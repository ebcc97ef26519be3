import { useId, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { Icon } from '../../icons/icon';
import type { IconName } from '../../icons/icon-paths';
import * as styles from './icon-button.css';

/** The tones of an icon button: plain text colour, brand ink, brand-filled, destructive. */
export const ICON_BUTTON_TONES = ['neutral', 'brand', 'primary', 'critical'] as const;

/** Props of {@link IconButton}. */
export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'style' | 'children' | 'aria-label' | 'onClick'
> {
  icon: IconName;
  /** The button's accessible name (it has no visible text), e.g. "Open the menu". */
  label: string;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  tone?: (typeof ICON_BUTTON_TONES)[number];
  disabled?: boolean;
  /** A short, already formatted count or mark shown on the icon (e.g. "3" items in the bag). */
  badge?: string;
}

/**
 * A 44 px round button that shows only an icon, named by its label for screen readers; use it
 * for header actions, close buttons and row actions.
 */
export function IconButton({
  icon,
  label,
  onClick,
  tone = 'neutral',
  disabled = false,
  badge,
  type = 'button',
  ...rest
}: IconButtonProps) {
  const badgeId = useId();
  const hasBadge = badge !== undefined && badge !== '';
  const button = (
    <button
      {...rest}
      type={type}
      className={styles.iconButton({ tone })}
      aria-label={label}
      aria-describedby={hasBadge ? badgeId : rest['aria-describedby']}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon name={icon} />
    </button>
  );
  if (!hasBadge) return button;
  // The badge sits beside the button, not in it, and is read as its description ("Bag, button,
  // 3"): hidden itself so it is not read twice, and the name stays the label alone.
  return (
    <span className={styles.wrapper}>
      {button}
      <span id={badgeId} className={styles.badge} aria-hidden="true">
        {badge}
      </span>
    </span>
  );
}
