import { useRef } from 'react';
import { Icon } from '../../icons/icon';
import { FLOATING_ACTION_ROOM } from '../../lib/bottom-room';
import { usePublishedBottomRoom } from '../../lib/use-bottom-room';
import { Spinner } from '../spinner/spinner';
import * as styles from './waiter-call-button.css';

/** Props of {@link WaiterCallButton}. */
export interface WaiterCallButtonProps {
  /** The button's label (e.g. "Call waiter"). */
  label: string;
  onClick: () => void;
  /** While the call is being sent: shows a spinner, says it is busy and ignores presses. */
  loading?: boolean;
}

/**
 * The floating call-waiter button (B§2), at the bottom inline-end corner, above the floating cart
 * bar when one shows. It publishes the room it takes ({@link FLOATING_ACTION_ROOM}), so a bar
 * pinned to the bottom of a page keeps its content above it. The app shows it in open-tab or
 * scan-and-pay mode when the outlet enables it and the waiter status is idle.
 */
export function WaiterCallButton({ label, onClick, loading = false }: WaiterCallButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  usePublishedBottomRoom(ref, FLOATING_ACTION_ROOM);
  return (
    <button
      ref={ref}
      type="button"
      className={styles.button}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : onClick}
    >
      {loading ? <Spinner size="small" /> : <Icon name="bell" />}
      <span className={styles.label}>{label}</span>
    </button>
  );
}
