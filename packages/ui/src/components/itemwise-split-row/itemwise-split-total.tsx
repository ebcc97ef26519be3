import { Button } from '../button/button';
import * as styles from './itemwise-split-row.css';

/** Props of {@link ItemwiseSplitTotal}. */
export interface ItemwiseSplitTotalProps {
  /** The total's label, e.g. "Your total". */
  totalLabel: string;
  /** The total of the chosen lines, computed by the engine and formatted, e.g. "AED 48.50". */
  total: string;
  /** What is chosen, already worded, e.g. "3 items selected". */
  summary?: string;
  /** The pay button's label, e.g. "Pay now". */
  payLabel: string;
  onPay: () => void;
  /** Disables Pay now (nothing chosen, or the app's proceed flag is off, B§4). */
  payDisabled?: boolean;
  /** Shows Pay now busy while the split is saved. */
  loading?: boolean;
}

/**
 * The item-wise split's footer (B§2): the running total of the chosen lines, announced as it
 * changes, and Pay now.
 */
export function ItemwiseSplitTotal({
  totalLabel,
  total,
  summary,
  payLabel,
  onPay,
  payDisabled = false,
  loading = false,
}: ItemwiseSplitTotalProps) {
  return (
    <div className={styles.footer}>
      {/* Polite and whole, so each change of the total is read out in full. */}
      <div className={styles.totalLine} aria-live="polite" aria-atomic="true">
        <span className={styles.totalText}>
          <span className={styles.totalLabel}>{totalLabel}</span>
          {summary && <span className={styles.summary}>{summary}</span>}
        </span>
        <span className={styles.total}>{total}</span>
      </div>
      <Button fullWidth disabled={payDisabled} loading={loading} onClick={onPay}>
        {payLabel}
      </Button>
    </div>
  );
}
