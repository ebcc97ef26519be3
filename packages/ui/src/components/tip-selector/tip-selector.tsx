import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from '../../icons/icon';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { filterDecimalInput } from '../../lib/decimal-input';
import * as styles from './tip-selector.css';

/** The custom-amount choice of the tip selector, beside the percent tiles. */
export const CUSTOM_TIP = 'custom';

/** A tip the diner can choose: a percent or a custom amount ({@link CUSTOM_TIP}). */
export type TipChoice = number | typeof CUSTOM_TIP;

/** One percent tile; the engine computes the amount, the app formats both. */
export interface TipOption {
  /** The percent, e.g. 10: it identifies the tile and is passed back when chosen. */
  percent: number;
  /** The percent as the diner reads it, e.g. "10%". */
  percentLabel: string;
  /** The tip for this percent, already formatted, e.g. "AED 4.50". */
  amount: string;
}

/** Props of {@link TipSelector}. */
export interface TipSelectorProps {
  /** The selector's title; it names the radio group, e.g. "Add a tip". */
  label: string;
  /** Help under the title, e.g. "100% of tips go to the staff". */
  hint?: string;
  /** The percent tiles, from the company's tip percentages. */
  options: readonly TipOption[];
  /** The chosen tile: a percent, {@link CUSTOM_TIP}, or null for none. */
  selected: TipChoice | null;
  onSelect: (choice: TipChoice) => void;
  /** The custom tile's label, e.g. "Custom". */
  customLabel: string;
  /** The custom amount field's label, e.g. "Tip amount (AED)". */
  customFieldLabel: string;
  /** The custom amount as typed: digits and one decimal point. */
  customAmount: string;
  /** Called with the filtered text as the diner types a custom amount. */
  onCustomAmountChange: (value: string) => void;
  /** An error under the custom amount field. */
  customError?: string;
  /** The Apply button's label. */
  applyLabel: string;
  /** Applies the custom amount; never called while the field is empty. */
  onApplyCustom: (value: string) => void;
  /** The tip now added, already worded and formatted, e.g. "Tip added: AED 4.50". */
  appliedTip?: string;
  /** The remove action's label, e.g. "Remove tip". */
  removeLabel: string;
  /** Removes the tip; leave it out where the diner may not remove it (not their own tip). */
  onRemove?: () => void;
  disabled?: boolean;
}

/**
 * The checkout's tip selector (B§2, B§5): percent tiles with their amounts and a custom amount,
 * one choice at a time, then the tip added and its remove action.
 */
export function TipSelector({
  label,
  hint,
  options,
  selected,
  onSelect,
  customLabel,
  customFieldLabel,
  customAmount,
  onCustomAmountChange,
  customError,
  applyLabel,
  onApplyCustom,
  appliedTip,
  removeLabel,
  onRemove,
  disabled = false,
}: TipSelectorProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;
  const appliedId = `${id}-applied`;

  const apply = () => {
    // spec: B§5 Apply does nothing when the custom amount is empty
    if (customAmount !== '') onApplyCustom(customAmount);
  };

  const applyOnEnter = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      apply();
    }
  };

  const tile = (choice: TipChoice, content: ReactNode) => (
    <label key={String(choice)} className={styles.tile}>
      <input
        type="radio"
        className={styles.tileInput}
        name={id}
        value={String(choice)}
        checked={selected === choice}
        disabled={disabled}
        onChange={() => {
          onSelect(choice);
        }}
      />
      {content}
    </label>
  );

  return (
    <div className={styles.root}>
      <span id={titleId} className={styles.title}>
        {label}
      </span>
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      <div
        role="radiogroup"
        aria-labelledby={titleId}
        aria-describedby={hint ? hintId : undefined}
        className={styles.tiles}
      >
        {options.map((option) =>
          tile(
            option.percent,
            <>
              <span className={styles.percent}>{option.percentLabel}</span>
              <span className={styles.amount}>{option.amount}</span>
            </>,
          ),
        )}
        {tile(CUSTOM_TIP, <span className={styles.percent}>{customLabel}</span>)}
      </div>
      {selected === CUSTOM_TIP && (
        <div onKeyDown={applyOnEnter}>
          <TextField
            label={customFieldLabel}
            value={customAmount}
            inputMode="decimal"
            autoComplete="off"
            enterKeyHint="done"
            disabled={disabled}
            error={customError}
            onChange={(typed) => {
              // spec: B§5 custom tip: digits with an optional single decimal point. A minus sign
              // stays, for the app to refuse with a message (our choice).
              const kept = filterDecimalInput(typed, { keepMinus: true });
              if (kept !== null && kept !== customAmount) onCustomAmountChange(kept);
            }}
            endAdornment={
              <Button size="small" tone="ghost" disabled={disabled} onClick={apply}>
                {applyLabel}
              </Button>
            }
          />
        </div>
      )}
      {/* Always present, so the tip that appears is read out. */}
      <div role="status">
        {appliedTip && (
          <div className={styles.applied}>
            <span className={styles.appliedIcon}>
              <Icon name="tickCircle" size="small" />
            </span>
            <span id={appliedId} className={styles.appliedText}>
              {appliedTip}
            </span>
            {/* spec: B§5 only the customer can remove their own tip */}
            {onRemove && (
              <Button size="small" tone="ghost" aria-describedby={appliedId} onClick={onRemove}>
                {removeLabel}
              </Button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
