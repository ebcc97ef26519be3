import { useId, type ReactNode } from 'react';
import * as styles from './choice-row.css';

/** The ids that tie a choice's input to its label and description. */
export interface ChoiceIds {
  inputId: string;
  labelId: string;
  descriptionId: string;
}

/** The ids of one choice row, from the caller's id or a generated one. */
export function useChoiceIds(id: string | undefined): ChoiceIds {
  const generated = useId();
  const inputId = id ?? generated;
  return { inputId, labelId: `${inputId}-label`, descriptionId: `${inputId}-description` };
}

/** Props of {@link ChoiceRow}. */
export interface ChoiceRowProps {
  ids: ChoiceIds;
  label: ReactNode;
  description?: ReactNode;
  /** The native input and the mark drawn over it. */
  children: ReactNode;
}

/**
 * The row a checkbox or a radio sits in: the whole row is its label (a 44 px target), the label
 * names the input alone, and the description, under it, describes it.
 */
export function ChoiceRow({ ids, label, description, children }: ChoiceRowProps) {
  return (
    <label className={styles.row} htmlFor={ids.inputId}>
      <span className={styles.controlArea}>{children}</span>
      <span className={styles.text}>
        <span id={ids.labelId}>{label}</span>
        {description && (
          <span id={ids.descriptionId} className={styles.description}>
            {description}
          </span>
        )}
      </span>
    </label>
  );
}
