import { useRef, type MouseEvent } from 'react';
import { BOTTOM_BAR_ROOM } from '../../lib/bottom-room';
import { usePublishedBottomRoom } from '../../lib/use-bottom-room';
import * as styles from './floating-cart-bar.css';
import { visuallyHidden } from '../../theme/visually-hidden.css';

/** Props of {@link FloatingCartBar}. */
export interface FloatingCartBarProps {
  /** How many items the cart holds, shown in the badge. */
  count: number;
  /** The count as words for screen readers, e.g. "3 items". */
  countLabel: string;
  /** The cart total with its currency, formatted by the app, e.g. "AED 42.50". */
  total: string;
  /** The action, e.g. "View Order". */
  label: string;
  /** Where the bar leads (/order-details); it is then a link. Without it, a button. */
  href?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * The bar floating at the bottom of the menu while the cart has items (A§2): the item count,
 * the total and View Order, above the phone's home indicator. It publishes the room it takes
 * ({@link BOTTOM_BAR_ROOM}), so the call-waiter button floats above it.
 */
export function FloatingCartBar({
  count,
  countLabel,
  total,
  label,
  href,
  onClick,
}: FloatingCartBarProps) {
  const ref = useRef<HTMLDivElement>(null);
  usePublishedBottomRoom(ref, BOTTOM_BAR_ROOM);
  const content = (
    <>
      <span className={styles.count} aria-hidden="true">
        {count}
      </span>
      <span className={visuallyHidden}>{countLabel}</span>
      <span className={styles.label}>{label}</span>
      <span className={styles.total}>{total}</span>
    </>
  );
  return (
    <div ref={ref} className={styles.bar}>
      {href === undefined ? (
        <button type="button" className={styles.action} onClick={onClick}>
          {content}
        </button>
      ) : (
        <a className={styles.action} href={href} onClick={onClick}>
          {content}
        </a>
      )}
    </div>
  );
}
