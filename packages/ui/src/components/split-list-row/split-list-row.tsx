import { useId } from 'react';
import { Icon } from '../../icons/icon';
import { Button } from '../button/button';
import * as styles from './split-list-row.css';

/**
 * The states of an equal-split slot: open to pay, already paid, or held by another diner who
 * is paying it.
 */
export const SPLIT_SLOT_STATES = ['open', 'paid', 'held'] as const;

/** The state of one equal-split slot (see {@link SPLIT_SLOT_STATES}). */
export type SplitSlotState = (typeof SPLIT_SLOT_STATES)[number];

/** Props of {@link SplitListRow}. */
export interface SplitListRowProps {
  /** The split's name with its number, e.g. "Split 2". */
  label: string;
  /** The share, already formatted, e.g. "AED 25.00". */
  amount: string;
  state: SplitSlotState;
  /** The Pay button's label. */
  payLabel: string;
  /** The badge of a paid slot, e.g. "Paid". */
  paidLabel: string;
  onPay: () => void;
  /** Why a held slot cannot be paid, e.g. "Another guest is paying this split". */
  heldReason?: string;
  /** Shows the Pay button busy while the slot is claimed. */
  loading?: boolean;
}

/**
 * One slot of an equal split on the split-bill screen: its number and share, then a Paid badge
 * or a Pay button, disabled with its reason while another diner holds the slot.
 */
export function SplitListRow({
  label,
  amount,
  state,
  payLabel,
  paidLabel,
  onPay,
  heldReason,
  loading = false,
}: SplitListRowProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const amountId = `${id}-amount`;
  const reasonId = `${id}-reason`;
  const showReason = state === 'held' && Boolean(heldReason);
  const describedBy = [labelId, amountId, showReason ? reasonId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.row({ state })} data-state={state}>
      <div className={styles.text}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        <span id={amountId} className={styles.amount}>
          {amount}
        </span>
        {showReason && (
          <span id={reasonId} className={styles.reason}>
            <Icon name="clock" size="small" />
            {heldReason}
          </span>
        )}
      </div>
      <div className={styles.action}>
        {state === 'paid' ? (
          <span className={styles.paidBadge}>
            <Icon name="tickCircle" size="small" />
            {paidLabel}
          </span>
        ) : (
          // spec: B§4 only the diner holding the slot (or the single payer) can pay it
          <Button
            size="small"
            disabled={state === 'held'}
            loading={loading}
            aria-describedby={describedBy}
            onClick={onPay}
          >
            {payLabel}
          </Button>
        )}
      </div>
    </div>
  );
}
