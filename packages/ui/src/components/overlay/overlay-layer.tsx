import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { usePortalContainer } from '../../theme/portal';
import * as styles from './overlay.css';

/** Props of {@link OverlayLayer}. */
export interface OverlayLayerProps {
  open: boolean;
  placement: 'bottom' | 'center' | 'start';
  /** Called on a tap on the backdrop; without it a tap there does nothing (an error needs an answer). */
  onBackdropPress?: () => void;
  children: ReactNode;
}

/**
 * The layer every modal overlay renders in: portalled into ThemeRoot's overlay layer (so it keeps
 * the theme, the brand and the direction), a dimmed backdrop, and the panel placed as asked.
 */
export function OverlayLayer({ open, placement, onBackdropPress, children }: OverlayLayerProps) {
  const container = usePortalContainer();
  if (!open || container === null) return null;
  return createPortal(
    <div className={styles.layer({ placement })}>
      <div className={styles.backdrop} aria-hidden="true" onClick={onBackdropPress} />
      {children}
    </div>,
    container,
  );
}
