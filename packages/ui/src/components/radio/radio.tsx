import type { ReactNode } from 'react';
import * as choice from '../choice-row/choice-row.css';
import { ChoiceRow, useChoiceIds } from '../choice-row/choice-row';
import * as styles from './radio.css';

/** Props of {@link Radio}. */
export interface RadioProps {
  /** The group's name: radios with one name form one group (arrow keys move between them). */
  name: string;
  value: string;
  /** What choosing this option means; it names the radio. */
  label: ReactNode;
  checked: boolean;
  /** Called with this option's value when the diner chooses it. */
  onChange: (value: string) => void;
  /** More detail under the label (e.g. a price), read as the radio's description. */
  description?: ReactNode;
  disabled?: boolean;
  id?: string;
  /** Marks the radio as in error (its group's choice is missing); the error text is the group's. */
  invalid?: boolean;
}

/**
 * One option of a single choice, the whole row a 44 px target; place radios inside a
 * {@link RadioGroup} (a payment method, a split type, a single-select modifier).
 */
export function Radio({
  name,
  value,
  label,
  checked,
  onChange,
  description,
  disabled = false,
  id,
  invalid = false,
}: RadioProps) {
  const ids = useChoiceIds(id);
  return (
    <ChoiceRow ids={ids} label={label} description={description}>
      <input
        id={ids.inputId}
        className={`${choice.input} ${styles.circle}`}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        // The name is the label alone; the description is read after it, not as part of it.
        aria-labelledby={ids.labelId}
        aria-describedby={description ? ids.descriptionId : undefined}
        onChange={(event) => {
          if (event.target.checked) onChange(value);
        }}
      />
      <span className={styles.dot} />
    </ChoiceRow>
  );
}
