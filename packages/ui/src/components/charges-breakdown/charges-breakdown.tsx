import { useId, type ReactNode } from 'react';
import * as styles from './charges-breakdown.css';

/** The tones of a charge row: an ordinary charge, or money off (promotion, discount, loyalty). */
export const CHARGE_TONES = ['standard', 'discount'] as const;

/** One row of the breakdown: its label and its amount, formatted by the app. */
export interface ChargeRow {
  /** A stable key for the row, e.g. `subtotal`, `tip`, `surcharge-4`. */
  id: string;
  /** The row's words; a name the venue wrote comes wrapped in `<bdi>` (bidi isolation). */
  label: ReactNode;
  /** The amount as the diner reads it, e.g. "AED 2.50" or "- AED 5.00". */
  amount: string;
  tone?: (typeof CHARGE_TONES)[number];
  /** A link-like action on the row, e.g. the tip's Remove (B§2). */
  action?: { label: string; onClick: () => void };
}

/** Props of {@link ChargesBreakdown}. */
export interface ChargesBreakdownProps {
  /** The rows above the total, in order; the app decides which (tax only when not inclusive). */
  rows: readonly ChargeRow[];
  /** The total row, set apart and emphasised. */
  total: { label: string; amount: string };
  /** A name for the list, when the screen has no heading that says it (e.g. "Bill details"). */
  label?: string;
}

/**
 * The charges of an order (B§2): subtotal, tip, promotions, discounts, loyalty, surcharges and
 * tax, then the total; on the checkout, the order details and the View Receipt sheet.
 */
export function ChargesBreakdown({ rows, total, label }: ChargesBreakdownProps) {
  const id = useId();
  return (
    <dl className={styles.list} aria-label={label}>
      {rows.map((row) => {
        const labelId = `${id}-${row.id}`;
        return (
          <div key={row.id} className={styles.row}>
            <dt className={styles.label}>
              <span id={labelId}>{row.label}</span>
              {row.action && (
                <button
                  type="button"
                  className={styles.action}
                  aria-describedby={labelId}
                  onClick={row.action.onClick}
                >
                  {row.action.label}
                </button>
              )}
            </dt>
            <dd className={styles.amount({ tone: row.tone ?? 'standard' })}>{row.amount}</dd>
          </div>
        );
      })}
      <div className={styles.totalRow}>
        <dt className={styles.label}>{total.label}</dt>
        <dd className={styles.amount({ tone: 'standard' })}>{total.amount}</dd>
      </div>
    </dl>
  );
}
