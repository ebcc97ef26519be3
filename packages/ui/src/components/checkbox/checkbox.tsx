import type { ReactNode } from 'react';
import { Icon } from '../../icons/icon';
import * as choice from '../choice-row/choice-row.css';
import { ChoiceRow, useChoiceIds } from '../choice-row/choice-row';
import * as styles from './checkbox.css';

/** Props of {@link Checkbox}. */
export interface CheckboxProps {
  /** What ticking the box means; it names the checkbox. */
  label: ReactNode;
  checked: boolean;
  /** Called with the new state when the diner toggles the box. */
  onChange: (checked: boolean) => void;
  /** More detail under the label, read as the checkbox's description. */
  description?: ReactNode;
  disabled?: boolean;
  id?: string;
  name?: string;
  /** Marks the box required (e.g. the A§5 terms checkbox for SG). */
  required?: boolean;
  /** Marks the box as in error (its group's minimum is not met); the error text is the group's. */
  invalid?: boolean;
}

/**
 * A checkbox with its label, the whole row a 44 px target; use it for a yes/no choice the diner
 * makes (terms, marketing consent, an item to pay for).
 */
export function Checkbox({
  label,
  checked,
  onChange,
  description,
  disabled = false,
  id,
  name,
  required,
  invalid = false,
}: CheckboxProps) {
  const ids = useChoiceIds(id);
  return (
    <ChoiceRow ids={ids} label={label} description={description}>
      <input
        id={ids.inputId}
        className={`${choice.input} ${styles.square}`}
        type="checkbox"
        name={name}
        checked={checked}
        disabled={disabled}
        required={required}
        aria-invalid={invalid || undefined}
        // The name is the label alone; the description is read after it, not as part of it.
        aria-labelledby={ids.labelId}
        aria-describedby={description ? ids.descriptionId : undefined}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
      />
      <span className={styles.tick}>
        <Icon name="check" size="small" />
      </span>
    </ChoiceRow>
  );
}
