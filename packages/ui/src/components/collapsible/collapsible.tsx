import { useId, useState, type ReactNode } from 'react';
import { Icon } from '../../icons/icon';
import * as styles from './collapsible.css';

/** Props of {@link Collapsible}. */
export interface CollapsibleProps {
  /** What the section holds, always shown on its button (e.g. "Your order · 3 items"). */
  summary: ReactNode;
  /** The content shown when open. */
  children: ReactNode;
  /** Whether it starts open, when the app does not control it. */
  defaultOpen?: boolean;
  /** Whether it is open, when the app controls it (with `onOpenChange`). */
  open?: boolean;
  /** Called with the new state when the diner opens or closes it. */
  onOpenChange?: (open: boolean) => void;
  /** Wraps the button in a heading of this level, when the summary titles a section. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/**
 * A section whose content opens and closes under its summary (order summary, payment methods,
 * order details); open state is the component's own unless the app passes `open`.
 */
export function Collapsible({
  summary,
  children,
  defaultOpen = false,
  open,
  onOpenChange,
  headingLevel,
}: CollapsibleProps) {
  const id = useId();
  const triggerId = `${id}-trigger`;
  const panelId = `${id}-panel`;
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;

  const trigger = (
    <button
      type="button"
      id={triggerId}
      className={styles.trigger}
      aria-expanded={isOpen}
      aria-controls={panelId}
      onClick={() => {
        setOwnOpen(!isOpen);
        onOpenChange?.(!isOpen);
      }}
    >
      <span className={styles.summary}>{summary}</span>
      <span className={styles.chevron({ open: isOpen })}>
        <Icon name="chevronDown" />
      </span>
    </button>
  );
  const Heading =
    headingLevel === undefined ? null : (`h${String(headingLevel)}` as `h${typeof headingLevel}`);

  return (
    <div className={styles.collapsible}>
      {Heading ? <Heading className={styles.heading}>{trigger}</Heading> : trigger}
      <div id={panelId} className={styles.panel({ open: isOpen })} inert={!isOpen}>
        <div className={styles.panelContent}>{children}</div>
      </div>
    </div>
  );
}
