import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '../../icons/icon';
import type { IconName } from '../../icons/icon-paths';
import * as styles from './past-order-row.css';

/** One entry of the invoice menu. */
export interface InvoiceMenuItem {
  key: string;
  label: string;
  icon: IconName;
  onSelect: () => void;
}

/** Props of {@link InvoiceMenu}. */
export interface InvoiceMenuProps {
  /** The menu button's name (it shows only an icon). */
  label: string;
  /** Ids of the text that says which order the menu is for. */
  describedBy?: string;
  items: readonly InvoiceMenuItem[];
}

/**
 * A menu button (WAI-ARIA menu button pattern): Enter, Space or Down opens it on the first
 * entry, Up on the last; arrows, Home and End move; Escape closes it and returns to the button.
 */
export function InvoiceMenu({ label, describedBy, items }: InvoiceMenuProps) {
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const open = focusIndex !== null;
  const anchorRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (focusIndex !== null) itemRefs.current[focusIndex]?.focus();
  }, [focusIndex]);

  useEffect(() => {
    if (!open) return;
    // A press anywhere outside closes the menu, as a native menu does.
    const closeOutside = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !anchorRef.current?.contains(event.target)) {
        setFocusIndex(null);
      }
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
    };
  }, [open]);

  const last = items.length - 1;

  const close = (returnFocus: boolean) => {
    setFocusIndex(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setFocusIndex(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setFocusIndex(last);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = focusIndex ?? 0;
    const moves: Partial<Record<string, number>> = {
      ArrowDown: current === last ? 0 : current + 1,
      ArrowUp: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setFocusIndex(next);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div ref={anchorRef} className={styles.menuAnchor}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={styles.menuButton}
        aria-label={label}
        aria-describedby={describedBy}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          setFocusIndex(open ? null : 0);
        }}
        onKeyDown={onButtonKeyDown}
      >
        <Icon name="more" />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className={styles.menu}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, index) => (
            <button
              key={item.key}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={styles.menuItem}
              onClick={() => {
                close(true);
                item.onSelect();
              }}
            >
              <Icon name={item.icon} size="small" />
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
