import { Icon } from '../../icons/icon';
import * as styles from './quantity-stepper.css';

/** Props of {@link QuantityStepper}. */
export interface QuantityStepperProps {
  /** The count shown between the buttons. */
  value: number;
  /** Called with the new count after a press. */
  onChange: (value: number) => void;
  /** The lowest count; − is disabled there. Defaults to 0. */
  min?: number;
  /** The highest count, if any; + is disabled there (e.g. a modifier group's maximum). */
  max?: number;
  /**
   * Called when + is pressed at `max`, so the app can say why the count stops there (e.g. the
   * restaurant's limit per order). The + button stays focusable there (aria-disabled).
   */
  onMaxReached?: () => void;
  /** The accessible name of the − button. */
  decreaseLabel: string;
  /** The accessible name of the + button. */
  increaseLabel: string;
  /** The accessible name of the whole control, e.g. "Quantity of Chicken biryani". */
  label?: string;
  disabled?: boolean;
  size?: 'standard' | 'small';
  /**
   * When set, − at a count of 1 shows a bin with this name and sets the count to 0, whatever
   * `min` is: the app then removes the line (A§4).
   */
  removeLabel?: string;
}

/**
 * A − count + control for a quantity the diner sets (a cart line, an item before adding, a
 * quantity modifier); the buttons stop at the limits and the new count is announced.
 */
export function QuantityStepper({
  value,
  onChange,
  min = 0,
  max,
  onMaxReached,
  decreaseLabel,
  increaseLabel,
  label,
  disabled = false,
  size = 'standard',
  removeLabel,
}: QuantityStepperProps) {
  // spec: A§4, when an item count drops to 0 the item is removed
  const removes = removeLabel !== undefined && value === 1;
  const atMin = !removes && value <= min;
  const atMax = max !== undefined && value >= max;
  const face = styles.face({ size });

  return (
    <div className={styles.stepper} role="group" aria-label={label}>
      <button
        type="button"
        className={styles.button}
        aria-label={removes ? removeLabel : decreaseLabel}
        disabled={disabled}
        // aria-disabled keeps focus on the button at the limit, where `disabled` would drop it.
        aria-disabled={atMin || undefined}
        onClick={() => {
          if (!atMin) onChange(removes ? 0 : value - 1);
        }}
      >
        <span className={face}>
          <Icon name={removes ? 'trash' : 'minus'} size="small" />
        </span>
      </button>
      <span className={styles.value({ size, disabled })} aria-live="polite" aria-atomic="true">
        {value}
      </span>
      <button
        type="button"
        className={styles.button}
        aria-label={increaseLabel}
        disabled={disabled}
        aria-disabled={atMax || undefined}
        onClick={() => {
          if (!atMax) onChange(value + 1);
          else onMaxReached?.();
        }}
      >
        <span className={face}>
          <Icon name="plus" size="small" />
        </span>
      </button>
    </div>
  );
}
