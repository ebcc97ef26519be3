import { useId, type KeyboardEvent } from 'react';
import { Icon } from '../../icons/icon';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import * as styles from './coupon-input.css';

/** The coupon now applied to the order. */
export interface AppliedCoupon {
  /** The discount's name, e.g. "WELCOME10: 10% off". */
  name: string;
  /** A line under the name, e.g. "You save AED 8.65" or "Applied by the restaurant". */
  note?: string;
  /** Applied from the POS: the diner cannot remove it (A§5), so there is no remove action. */
  fromPos?: boolean;
}

/** Props of {@link CouponInput}. */
export interface CouponInputProps {
  /** The code field's label, e.g. "Coupon code". */
  label: string;
  /** The code as typed. */
  value: string;
  /** Called as the diner types; the app clears the error then (A§5: typing clears it). */
  onChange: (value: string) => void;
  placeholder?: string;
  hint?: string;
  /** The Apply button's label. */
  applyLabel: string;
  /** Looks the code up; never called while the code is empty or an error shows. */
  onApply: (code: string) => void;
  /** Shows Apply busy while the code is looked up. */
  loading?: boolean;
  /** The rejection, inline under the field, e.g. "Invalid promo code!". */
  error?: string;
  /** The coupon applied; the field gives way to it. */
  applied?: AppliedCoupon;
  /** The remove action's label, e.g. "Remove". */
  removeLabel: string;
  onRemove: () => void;
  disabled?: boolean;
}

/**
 * The checkout's coupon widget (A§5, B§5): a code field with Apply, the rejection inline, and
 * once a coupon is applied its name with a remove action (none for a discount from the POS).
 */
export function CouponInput({
  label,
  value,
  onChange,
  placeholder,
  hint,
  applyLabel,
  onApply,
  loading = false,
  error,
  applied,
  removeLabel,
  onRemove,
  disabled = false,
}: CouponInputProps) {
  const id = useId();
  const nameId = `${id}-name`;
  // spec: A§5 Apply is disabled while the code is empty or an error shows
  const canApply = value.trim() !== '' && !error && !disabled;

  const apply = () => {
    if (canApply && !loading) onApply(value.trim());
  };

  const applyOnEnter = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      apply();
    }
  };

  return (
    <div className={styles.root}>
      {!applied && (
        <div onKeyDown={applyOnEnter}>
          <TextField
            label={label}
            value={value}
            placeholder={placeholder}
            hint={hint}
            error={error}
            disabled={disabled}
            autoComplete="off"
            enterKeyHint="done"
            onChange={onChange}
            endAdornment={
              <Button
                size="small"
                tone="ghost"
                disabled={!canApply}
                loading={loading}
                onClick={apply}
              >
                {applyLabel}
              </Button>
            }
          />
        </div>
      )}
      {/* Always present, so the coupon that appears is read out. */}
      <div role="status">
        {applied && (
          <div className={styles.applied}>
            <span className={styles.tagIcon}>
              <Icon name="tag" />
            </span>
            <span className={styles.appliedText}>
              <span id={nameId} className={styles.appliedName}>
                {applied.name}
              </span>
              {applied.note && <span className={styles.appliedNote}>{applied.note}</span>}
            </span>
            {/* spec: A§5 a discount applied from the POS cannot be removed by the diner */}
            {!applied.fromPos && (
              <Button
                size="small"
                tone="ghost"
                disabled={disabled}
                aria-describedby={nameId}
                onClick={onRemove}
              >
                {removeLabel}
              </Button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
