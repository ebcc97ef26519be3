import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../icons/icon';
import type { IconName } from '../../icons/icon-paths';
import * as styles from './toast.css';

/** The tones of a toast: news, a success, a failure. */
export const TOAST_TONES = ['info', 'success', 'critical'] as const;

/** How long a toast stays, in milliseconds, unless the app passes another duration. */
export const TOAST_DURATION = 5000;

const TONE_ICONS: Record<(typeof TOAST_TONES)[number], IconName> = {
  info: 'info',
  success: 'tickCircle',
  critical: 'warning',
};

/** Props of {@link Toast}. */
export interface ToastProps {
  /** The short message (e.g. "Added to your order"). */
  message: string;
  tone?: (typeof TOAST_TONES)[number];
  /**
   * Milliseconds before the toast dismisses itself; null keeps it until the diner dismisses it.
   * The countdown pauses while the pointer or the focus is on the toast and starts again after.
   */
  duration?: number | null;
  /** The accessible name of the dismiss button (e.g. "Dismiss"). */
  dismissLabel: string;
  /** Called by the dismiss button and when the duration runs out; the app removes the toast. */
  onDismiss: () => void;
}

/**
 * A short message that confirms or warns without interrupting (added to cart, copied, failed to
 * send); it announces itself politely, dismisses itself after its duration and has a dismiss
 * button. Render it inside a {@link ToastRegion}.
 */
export function Toast({
  message,
  tone = 'info',
  duration = TOAST_DURATION,
  dismissLabel,
  onDismiss,
}: ToastProps) {
  const [paused, setPaused] = useState(false);
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });
  useEffect(() => {
    if (duration === null || paused) return;
    const timer = setTimeout(() => {
      dismiss.current();
    }, duration);
    return () => {
      clearTimeout(timer);
    };
  }, [duration, paused]);

  return (
    <div
      role="status"
      className={styles.toast({ tone })}
      onPointerEnter={() => {
        setPaused(true);
      }}
      onPointerLeave={() => {
        setPaused(false);
      }}
      onFocus={() => {
        setPaused(true);
      }}
      onBlur={() => {
        setPaused(false);
      }}
    >
      <span className={styles.icon({ tone })}>
        <Icon name={TONE_ICONS[tone]} />
      </span>
      <p className={styles.message}>{message}</p>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={dismissLabel}
        onClick={onDismiss}
      >
        <Icon name="close" size="small" />
      </button>
    </div>
  );
}
