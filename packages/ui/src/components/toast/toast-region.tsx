import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { usePortalContainer } from '../../theme/portal';
import * as styles from './toast-region.css';

/** Props of {@link ToastRegion}. */
export interface ToastRegionProps {
  /** The region's accessible name (e.g. "Notifications"). */
  label: string;
  /** The toasts on screen, oldest first; the app adds and removes them. */
  children?: ReactNode;
}

/**
 * The live region toasts appear in, stacked above the bottom of the screen. Render it once per
 * screen, even with no toasts, so screen readers already watch it when the first one arrives.
 */
export function ToastRegion({ label, children }: ToastRegionProps) {
  const container = usePortalContainer();
  if (container === null) return null;
  return createPortal(
    <section className={styles.region} aria-label={label} aria-live="polite">
      <div className={styles.stack}>{children}</div>
    </section>,
    container,
  );
}
