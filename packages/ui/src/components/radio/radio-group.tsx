import { useId, type ReactNode } from 'react';
import * as styles from './radio.css';

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps {
  /** The question the options answer; it names the group. */
  label: string;
  /** The {@link Radio} options. */
  children: ReactNode;
  /** Help under the label (e.g. an A§5 modifier hint such as "Please choose 1"). */
  hint?: string;
}

/** A labelled group of {@link Radio} options of which the diner picks one. */
export function RadioGroup({ label, children, hint }: RadioGroupProps) {
  const id = useId();
  const legendId = `${id}-legend`;
  const hintId = `${id}-hint`;
  return (
    <fieldset
      className={styles.group}
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={hint ? hintId : undefined}
    >
      <legend id={legendId} className={styles.legend}>
        {label}
      </legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.options}>{children}</div>
    </fieldset>
  );
}
