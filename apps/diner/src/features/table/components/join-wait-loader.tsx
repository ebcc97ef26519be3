import { Spinner, usePortalContainer } from '@tabula/ui';
import { createPortal } from 'react-dom';
import * as styles from './table-join.css';

/** Props of {@link JoinWaitLoader}. */
export interface JoinWaitLoaderProps {
  open: boolean;
  /** What the diner waits for, read out and shown under the spinner. */
  label: string;
}

/**
 * The blocking loader while a join request waits (B§4 Table join: "while requested, a blocking
 * loader shows"): the whole screen, dimmed, takes every tap, with a spinner and what it waits for.
 * It sits in the theme's overlay layer, over the page and under later popups.
 */
// our choice: the design system has no blocking loader; this one is the overlay layer's backdrop
// with its Spinner, and it has no way out: the 10 s timeout popup is the way out (B§4).
export function JoinWaitLoader({ open, label }: JoinWaitLoaderProps) {
  const container = usePortalContainer();
  if (!open || container === null) return null;
  return createPortal(
    <div
      className={styles.blocker}
      role="alertdialog"
      aria-modal="true"
      aria-busy="true"
      aria-label={label}
    >
      <Spinner size="large" />
      <p className={styles.blockerText}>{label}</p>
    </div>,
    container,
  );
}
