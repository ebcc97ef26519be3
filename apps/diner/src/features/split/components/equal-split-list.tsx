import { useLingui } from '@lingui/react/macro';
import type { BillSplit } from '@tabula/api-client';
import { Button, SplitListRow } from '@tabula/ui';
import { useState } from 'react';
import { useErrorText } from '@/lib/errors/use-error-text';
import { useFormatMoney } from '@/lib/i18n/use-format-money';
import type { SplitActions } from '../hooks/use-split-actions';
import { claimedQueue, releasedQueue, slotViews } from '../utils/equal-slots';
import * as styles from './split.css';

/** Props of {@link EqualSplitList}. */
export interface EqualSplitListProps {
  split: BillSplit;
  /** The diner, or null for a visitor: Pay then asks them to sign in (nothing is claimed). */
  userId: number | null;
  actions: SplitActions;
  /** Goes to the checkout of split n, which the diner now holds; a visitor's to sign-in first. */
  onPay: (splitNumber: number) => void;
}

/**
 * The equal split (B§2 Split-bill screen; B§4 Split bill): the numbered splits, each with its
 * share, then a Paid badge, a Pay button for a free slot or the diner's own, or the reason another
 * diner's slot cannot be paid. Pay on a free slot claims it first (the queue with that slot the
 * diner's, their earlier slot freed); the diner may give back the slot they hold.
 */
export function EqualSplitList({ split, userId, actions, onPay }: EqualSplitListProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const formatMoney = useFormatMoney();
  const [busy, setBusy] = useState<number | null>(null);
  const [takenHere, setTakenHere] = useState(false);
  const queue = split.equal_split_user_queue;
  const slots = slotViews(queue, userId);
  const mine = slots.find((slot) => slot.mine) ?? null;

  const pay = async (splitNumber: number, own: boolean) => {
    setTakenHere(false);
    // spec: B§4, a slot is held by a user id: a visitor signs in before it is claimed.
    if (own || userId === null) {
      onPay(splitNumber);
      return;
    }
    let wanted: number[];
    try {
      wanted = claimedQueue(queue, splitNumber, userId);
    } catch {
      // The engine refuses a slot it already knows is held or paid.
      setTakenHere(true);
      return;
    }
    setBusy(splitNumber);
    const claimed = await actions.saveQueue(wanted);
    setBusy(null);
    if (claimed) onPay(splitNumber);
  };

  const release = async (splitNumber: number) => {
    setTakenHere(false);
    setBusy(splitNumber);
    await actions.saveQueue(releasedQueue(queue, splitNumber));
    setBusy(null);
  };

  return (
    <section className={styles.actions} aria-label={t`Equal split`}>
      <p className={styles.subtitle}>
        {t`The bill is split ${queue.length} ways. Pick a split to pay it.`}
      </p>
      {(takenHere || actions.refusal === 'split_slot_taken') && (
        <p className={styles.notice} role="alert">
          {errorText('split_slot_taken')}
        </p>
      )}
      <ul className={styles.list}>
        {slots.map((slot) => {
          const entry = split.split_bill_entries[slot.number - 1];
          return (
            <li key={slot.number}>
              <SplitListRow
                label={slot.mine ? t`Split ${slot.number} (yours)` : t`Split ${slot.number}`}
                amount={entry === undefined ? '' : formatMoney(entry.total_amount)}
                state={slot.state}
                payLabel={t`Pay`}
                paidLabel={t`Paid`}
                heldReason={t`Another guest is paying this split`}
                loading={busy === slot.number}
                onPay={() => {
                  void pay(slot.number, slot.mine);
                }}
              />
            </li>
          );
        })}
      </ul>
      {mine !== null && (
        <Button
          tone="ghost"
          size="small"
          disabled={busy !== null}
          onClick={() => {
            void release(mine.number);
          }}
        >
          {t`Give back split ${mine.number}`}
        </Button>
      )}
    </section>
  );
}
