import { QuantityStepper } from '../quantity-stepper/quantity-stepper';
import * as styles from './split-count-selector.css';

// spec: B§5 / B§9 equal split count: minimum 2, maximum 99, default 2
/** The fewest ways a bill splits evenly. */
export const SPLIT_COUNT_MIN = 2;
/** The most ways a bill splits evenly. */
export const SPLIT_COUNT_MAX = 99;
/** The count an equal split starts at. */
export const SPLIT_COUNT_DEFAULT = 2;

/** Props of {@link SplitCountSelector}. */
export interface SplitCountSelectorProps {
  /** The question the count answers, e.g. "Split between how many people?". */
  label: string;
  hint?: string;
  /** The number of equal shares, {@link SPLIT_COUNT_MIN} to {@link SPLIT_COUNT_MAX}. */
  value: number;
  onChange: (count: number) => void;
  /** The − button's name, e.g. "Fewer people". */
  decreaseLabel: string;
  /** The + button's name, e.g. "More people". */
  increaseLabel: string;
  /** Each share, computed by the engine and worded by the app, e.g. "AED 25.00 each". */
  shareText?: string;
  disabled?: boolean;
}

/**
 * The equal split's count in the split modal (B§5): a − count + control from 2 to 99 with its
 * label, and the share each person pays, announced as it changes.
 */
export function SplitCountSelector({
  label,
  hint,
  value,
  onChange,
  decreaseLabel,
  increaseLabel,
  shareText,
  disabled = false,
}: SplitCountSelectorProps) {
  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <span className={styles.text}>
          <span className={styles.label}>{label}</span>
          {hint && <span className={styles.hint}>{hint}</span>}
        </span>
        <span className={styles.stepper}>
          <QuantityStepper
            label={label}
            value={value}
            onChange={onChange}
            min={SPLIT_COUNT_MIN}
            max={SPLIT_COUNT_MAX}
            decreaseLabel={decreaseLabel}
            increaseLabel={increaseLabel}
            disabled={disabled}
          />
        </span>
      </div>
      {/* Polite, so the new share is read after each press. */}
      <p className={styles.share} aria-live="polite">
        {shareText}
      </p>
    </div>
  );
}
