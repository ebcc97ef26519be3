import { Icon } from '../../icons/icon';
import { Spinner } from '../spinner/spinner';
import * as styles from './waiter-call-button.css';

/** Props of {@link WaiterCallButton}. */
export interface WaiterCallButtonProps {
  /** The button's label (e.g. "Call waiter"). */
  label: string;
  onClick: () => void;
  /** While the call is being sent: shows a spinner, says it is busy and ignores presses. */
  loading?: boolean;
  /** Lifts the button above the floating cart bar, on screens that show one. */
  raised?: boolean;
}

/**
 * The floating call-waiter button (B§2), at the bottom inline-end corner. The app shows it in
 * open-tab or scan-and-pay mode when the outlet enables it and the waiter status is idle.
 */
export function WaiterCallButton({
  label,
  onClick,
  loading = false,
  raised = false,
}: WaiterCallButtonProps) {
  return (
    <button
      type="button"
      className={raised ? `${styles.button} ${styles.raised}` : styles.button}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : onClick}
    >
      {loading ? <Spinner size="small" /> : <Icon name="bell" />}
      <span className={styles.label}>{label}</span>
    </button>
  );
}
