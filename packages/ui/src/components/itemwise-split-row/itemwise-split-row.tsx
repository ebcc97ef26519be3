import { Icon } from '../../icons/icon';
import { Checkbox } from '../checkbox/checkbox';
import * as styles from './itemwise-split-row.css';

/** Props of {@link ItemwiseSplitRow}. */
export interface ItemwiseSplitRowProps {
  /** The item's name. */
  name: string;
  /** How many of the item the line holds. */
  quantity: number;
  /** The line's amount, already formatted, e.g. "AED 36.00". */
  amount: string;
  /** Whether the diner chose this line to pay. */
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Paid by another diner: the line is disabled and marked paid (B§4). */
  paid?: boolean;
  /** The badge of a paid line, e.g. "Paid". */
  paidLabel: string;
  disabled?: boolean;
}

/**
 * One line of the item-wise split (B§2): a checkbox with the quantity, the item and its amount;
 * a line paid by another diner is disabled and marked paid.
 */
export function ItemwiseSplitRow({
  name,
  quantity,
  amount,
  checked,
  onChange,
  paid = false,
  paidLabel,
  disabled = false,
}: ItemwiseSplitRowProps) {
  return (
    <div className={styles.row} data-paid={paid}>
      <Checkbox
        label={
          <>
            <span className={styles.quantity}>{quantity} ×</span> {name}
          </>
        }
        description={
          <span className={styles.meta}>
            <span className={styles.amount}>{amount}</span>
            {paid && (
              <span className={styles.paidBadge}>
                <Icon name="check" size="small" />
                {paidLabel}
              </span>
            )}
          </span>
        }
        checked={checked}
        // spec: B§4 items already paid by others are disabled
        disabled={disabled || paid}
        onChange={onChange}
      />
    </div>
  );
}
