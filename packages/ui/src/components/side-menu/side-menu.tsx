import { useState, type ReactNode } from 'react';
import { Icon } from '../../icons/icon';
import type { IconName } from '../../icons/icon-paths';
import { OverlayLayer } from '../overlay/overlay-layer';
import { useFocusTrap } from '../overlay/use-focus-trap';
import { Button } from '../button/button';
import * as styles from './side-menu.css';

/** One entry of the side menu (Home, Search, My Orders, Login...). */
export interface SideMenuEntry {
  id: string;
  label: string;
  icon?: IconName;
  /** What the entry does; the app also closes the menu when it navigates. */
  onSelect: () => void;
  /** Marks the entry of the screen the diner is on. */
  current?: boolean;
}

/** Props of {@link SideMenu}. */
export interface SideMenuProps {
  /** Whether the menu is shown; the app owns this state. */
  open: boolean;
  /** Called on the close button, on Escape and on a tap on the backdrop. */
  onClose: () => void;
  /** Names the dialog for screen readers (e.g. "Main menu"). */
  label: string;
  /** The accessible name of the close button (e.g. "Close menu"). */
  closeLabel: string;
  /** The entries, in order; the app decides which apply (A§2). */
  entries: readonly SideMenuEntry[];
  /** What sits above the entries: the company's name or logo, the diner's name. */
  header?: ReactNode;
  /** What sits at the bottom: powered-by branding, the locale dropdown, the loyalty widget. */
  footer?: ReactNode;
}

/**
 * The side menu (A§2): a modal drawer from the inline-start edge (the left in English, the right
 * in Arabic) with the app's entries, a header and a footer. It traps focus, closes on Escape or
 * the backdrop, and returns focus to the menu button.
 */
export function SideMenu({
  open,
  onClose,
  label,
  closeLabel,
  entries,
  header,
  footer,
}: SideMenuProps) {
  const [dialog, setDialog] = useState<HTMLDivElement | null>(null);
  useFocusTrap(dialog, onClose);
  return (
    <OverlayLayer open={open} placement="start" onBackdropPress={onClose}>
      <div
        ref={setDialog}
        className={styles.drawer}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
      >
        <div className={styles.top}>
          <div className={styles.header}>{header}</div>
          <Button tone="ghost" size="small" aria-label={closeLabel} onClick={onClose}>
            <Icon name="close" />
          </Button>
        </div>
        <nav aria-label={label}>
          <ul className={styles.list}>
            {entries.map((entry) => (
              <li key={entry.id}>
                <button
                  type="button"
                  className={styles.entry}
                  aria-current={entry.current ? 'page' : undefined}
                  onClick={entry.onSelect}
                >
                  <span className={styles.entryIcon}>
                    {entry.icon !== undefined && <Icon name={entry.icon} />}
                  </span>
                  <span className={styles.entryLabel}>{entry.label}</span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        {footer !== undefined && <div className={styles.footer}>{footer}</div>}
      </div>
    </OverlayLayer>
  );
}
