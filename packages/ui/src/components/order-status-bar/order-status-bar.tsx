import type { MouseEvent } from 'react';
import { Icon } from '../../icons/icon';
import { Button } from '../button/button';
import * as styles from './order-status-bar.css';
import { ORDER_STATUS_LOOKS, type OrderStatus } from './order-status-looks';

export { ORDER_STATUSES, type OrderStatus } from './order-status-looks';

/** Props of {@link OrderStatusBar}. */
export interface OrderStatusBarProps {
  status: OrderStatus;
  /** What the status means for the diner (e.g. "Your food is being prepared"). */
  text: string;
  /** The tracking page the bar links to (e.g. "/track-order"). */
  href?: string;
  /**
   * Called when the bar is pressed: with `href`, the app may prevent the default and route on
   * the client; without it, the bar is a button.
   */
  onOpen?: (event: MouseEvent<HTMLElement>) => void;
  /** The label of the OK button a rejected order shows (B§4). */
  okLabel?: string;
  /** Called by OK on a rejected order; the app clears the bar. */
  onOk?: () => void;
}

/**
 * The order status bar at the top of the screen (A§4, B§4), coloured by status, leading to the
 * order's tracking; a rejected order also gets an OK that dismisses it. It announces each new
 * status politely.
 */
export function OrderStatusBar({ status, text, href, onOpen, okLabel, onOk }: OrderStatusBarProps) {
  const { tone, icon } = ORDER_STATUS_LOOKS[status];
  const content = (
    <>
      <span className={styles.icon({ tone })}>
        <Icon name={icon} />
      </span>
      <span className={styles.text}>{text}</span>
      {(href !== undefined || onOpen !== undefined) && <Icon name="chevronForward" size="small" />}
    </>
  );
  return (
    <div role="status" className={styles.bar({ tone })} data-status={status}>
      {href !== undefined ? (
        <a className={styles.link} href={href} onClick={onOpen}>
          {content}
        </a>
      ) : onOpen !== undefined ? (
        <button type="button" className={styles.link} onClick={onOpen}>
          {content}
        </button>
      ) : (
        <span className={styles.link}>{content}</span>
      )}
      {/* spec: B§4 rejected: bar with OK */}
      {status === 'rejected' && okLabel !== undefined && onOk !== undefined && (
        <Button size="small" tone="secondary" onClick={onOk}>
          {okLabel}
        </Button>
      )}
    </div>
  );
}
