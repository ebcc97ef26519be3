import { useId } from 'react';
import { Icon } from '../../icons/icon';
import { Checkbox } from '../checkbox/checkbox';
import { QuantityStepper } from '../quantity-stepper/quantity-stepper';
import { Radio } from '../radio/radio';
import * as styles from './modifier-group.css';

/**
 * How a group is chosen, as the engine's getGroupKind says (A§4): one option (radios), any
 * options (checkboxes), or counts (steppers).
 */
export const MODIFIER_GROUP_KINDS = ['single_select', 'multi_select', 'quantity_selector'] as const;

/** A modifier group's kind. */
export type ModifierGroupKind = (typeof MODIFIER_GROUP_KINDS)[number];

/** One option of a group, in the state the engine computed (getModifierItemStates). */
export interface ModifierOption {
  id: string;
  name: string;
  /** The extra price, formatted by the app, e.g. "+ AED 2.00"; absent when free. */
  price?: string;
  selected: boolean;
  /** How many, in a quantity group. */
  count?: number;
  /** It cannot be chosen now: the group is at its maximum (A§4), or it is unavailable. */
  disabled?: boolean;
  /** In a quantity group: false when one more would pass the group's maximum. */
  canIncrement?: boolean;
}

/** Props of {@link ModifierGroup}. */
export interface ModifierGroupProps {
  title: string;
  kind: ModifierGroupKind;
  options: readonly ModifierOption[];
  /**
   * Called with the option and its new count: 1 when a radio or a box is chosen, 0 when a box
   * is cleared, the stepper's count in a quantity group. The engine applies it to the selection.
   */
  onChange: (optionId: string, count: number) => void;
  /** The A§5 rule, e.g. "Please choose 1" or "Please choose maximum of 3". */
  hint?: string;
  /** The A§5 counter, e.g. "2 of 3". */
  counter?: string;
  /** Shown, and the group marked in error, while its minimum is not met (after an Add). */
  error?: string;
  /** The − button's name in a quantity group, e.g. "Remove one". */
  decreaseLabel: string;
  /** The + button's name in a quantity group, e.g. "Add one more". */
  increaseLabel: string;
}

/**
 * One modifier group of the item sheet (A§4, A§5): its title, rule and counter, then its
 * options with their extra prices: radios for a single choice, checkboxes for several, steppers
 * for counts. At the maximum the app disables the options left, and an unmet minimum shows the
 * error.
 */
export function ModifierGroup({
  title,
  kind,
  options,
  onChange,
  hint,
  counter,
  error,
  decreaseLabel,
  increaseLabel,
}: ModifierGroupProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, counter && counterId, error && errorId]
    .filter(Boolean)
    .join(' ');

  return (
    <fieldset
      className={styles.group}
      // spec: A§4 minimum 1 and maximum 1 is single-select (radios); any other group is multi-select.
      role={kind === 'single_select' ? 'radiogroup' : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy || undefined}
    >
      <legend id={titleId} className={styles.title}>
        <bdi>{title}</bdi>
      </legend>
      {(hint !== undefined || counter !== undefined) && (
        <div className={styles.meta}>
          {hint && (
            <span id={hintId} className={styles.hint({ error: Boolean(error) })}>
              {hint}
            </span>
          )}
          {counter && (
            <span id={counterId} className={styles.counter}>
              {counter}
            </span>
          )}
        </div>
      )}
      <div aria-live="polite">
        {error && (
          <p id={errorId} className={styles.error}>
            <Icon name="warning" size="small" />
            <span>{error}</span>
          </p>
        )}
      </div>
      <div className={styles.options}>
        {options.map((option) => (
          <div key={option.id} className={styles.option}>
            {kind === 'single_select' && (
              <Radio
                name={id}
                value={option.id}
                label={<bdi>{option.name}</bdi>}
                description={option.price}
                checked={option.selected}
                disabled={option.disabled}
                invalid={Boolean(error)}
                onChange={() => {
                  onChange(option.id, 1);
                }}
              />
            )}
            {kind === 'multi_select' && (
              <Checkbox
                label={<bdi>{option.name}</bdi>}
                description={option.price}
                checked={option.selected}
                disabled={option.disabled}
                invalid={Boolean(error)}
                onChange={(checked) => {
                  onChange(option.id, checked ? 1 : 0);
                }}
              />
            )}
            {kind === 'quantity_selector' && (
              <div className={styles.quantityRow}>
                <span className={styles.quantityText({ disabled: Boolean(option.disabled) })}>
                  <bdi>{option.name}</bdi>
                  {option.price && <span className={styles.price}>{option.price}</span>}
                </span>
                <QuantityStepper
                  value={option.count ?? 0}
                  max={option.canIncrement === false ? (option.count ?? 0) : undefined}
                  label={option.name}
                  decreaseLabel={decreaseLabel}
                  increaseLabel={increaseLabel}
                  disabled={option.disabled}
                  size="small"
                  onChange={(count) => {
                    onChange(option.id, count);
                  }}
                />
              </div>
            )}
          </div>
        ))}
      </div>
    </fieldset>
  );
}
