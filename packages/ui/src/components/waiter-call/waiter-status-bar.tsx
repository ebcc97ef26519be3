import { Icon } from '../../icons/icon';
import type { IconName } from '../../icons/icon-paths';
import { Button } from '../button/button';
import * as styles from './waiter-status-bar.css';

/** The states of a waiter call (B§4). */
export const WAITER_STATUSES = [
  'idle',
  'requested',
  'waiting',
  'ack',
  'timeout',
  'failed',
] as const;

/** A state of a waiter call. */
export type WaiterStatus = (typeof WAITER_STATUSES)[number];

// spec: B§4 Cancel is offered in requested, waiting, ack and timeout
/** The states that offer Cancel. */
export const WAITER_CANCELLABLE: readonly WaiterStatus[] = [
  'requested',
  'waiting',
  'ack',
  'timeout',
];

/**
 * The states that offer OK, which returns the call to idle: those the diner has to acknowledge,
 * as no timer ends them (ack, failed) or the diner may end them early (timeout).
 */
export const WAITER_DISMISSIBLE: readonly WaiterStatus[] = ['ack', 'timeout', 'failed'];

type Tone = 'brand' | 'success' | 'warning' | 'critical';

const LOOKS: Record<Exclude<WaiterStatus, 'idle'>, { tone: Tone; icon: IconName }> = {
  requested: { tone: 'brand', icon: 'bell' },
  waiting: { tone: 'brand', icon: 'clock' },
  ack: { tone: 'success', icon: 'tickCircle' },
  timeout: { tone: 'warning', icon: 'warning' },
  failed: { tone: 'critical', icon: 'warning' },
};

/** The idle notice's look: news, not a warning. */
const IDLE_NOTICE_LOOK: { tone: Tone; icon: IconName } = { tone: 'brand', icon: 'info' };

/** Props of {@link WaiterStatusBar}. */
export interface WaiterStatusBarProps {
  status: WaiterStatus;
  /** The text of each state but idle (e.g. ack: "A waiter is on the way"). */
  messages: Readonly<Record<Exclude<WaiterStatus, 'idle'>, string>>;
  cancelLabel: string;
  okLabel: string;
  /** Cancels the call (requested, waiting, ack, timeout). */
  onCancel: () => void;
  /** OK: returns the call to idle (ack, timeout, failed), or dismisses the idle notice. */
  onDismiss: () => void;
  /**
   * A short notice shown while idle, with OK (e.g. "Your call for a waiter was cancelled."); the
   * app removes it. Without it an idle bar shows nothing.
   */
  notice?: string | null;
}

/**
 * The waiter-call status bar (B§4): the state of the diner's call with its text, Cancel while the
 * call is open and OK to dismiss it. The timers between states belong to the app; the bar shows
 * the state it is given and announces each change politely. Idle shows nothing, or the notice
 * the app gives (a cancelled call, B§4) with OK.
 */
export function WaiterStatusBar({
  status,
  messages,
  cancelLabel,
  okLabel,
  onCancel,
  onDismiss,
  notice = null,
}: WaiterStatusBarProps) {
  // The live region stays mounted when idle, so the next call's state is announced.
  if (status === 'idle' && notice === null) return <div role="status" className={styles.idle} />;
  const { tone, icon } = status === 'idle' ? IDLE_NOTICE_LOOK : LOOKS[status];
  const cancellable = WAITER_CANCELLABLE.includes(status);
  const dismissible = status === 'idle' || WAITER_DISMISSIBLE.includes(status);
  return (
    <div role="status" className={styles.bar({ tone })} data-status={status}>
      <span className={styles.icon({ tone })}>
        <Icon name={icon} />
      </span>
      <p className={styles.text}>{status === 'idle' ? notice : messages[status]}</p>
      {(cancellable || dismissible) && (
        <span className={styles.actions}>
          {cancellable && (
            <Button size="small" tone="secondary" onClick={onCancel}>
              {cancelLabel}
            </Button>
          )}
          {dismissible && (
            <Button size="small" onClick={onDismiss}>
              {okLabel}
            </Button>
          )}
        </span>
      )}
    </div>
  );
}
