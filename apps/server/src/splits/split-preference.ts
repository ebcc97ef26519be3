import { channelName } from '@tabula/api-client';
import { createEqualSplitQueue, parseAmount } from '@tabula/engine';
import { conflict } from '../http/http-error';
import { saveBillSplit, type BillSplitState } from './bill-split-store';
import type { LockedBill } from './bill-transaction';

/** A bill's split preference: not split, evenly in `count`, or by item. */
export type SplitPreference =
  { type: 'none' } | { type: 'equal'; count: number } | { type: 'manual' };

/** Whether any part of the bill is paid or being paid: the split is then done (B§8). */
export function splitStarted(bill: Pick<LockedBill, 'ledger'>): boolean {
  return !parseAmount(bill.ledger.paid).isZero() || bill.ledger.running.length > 0;
}

function samePreference(state: BillSplitState, preference: SplitPreference): boolean {
  if (state.splitType !== preference.type) return false;
  return preference.type !== 'equal' || state.splitCount === preference.count;
}

/**
 * Saves how the bill is split (B§7 save-preference; B§4 Split bill), by a diner or the POS
 * (split_bill_generated). Equal makes a queue of `count` free splits (2 to 99, B§5); by item
 * starts with no entries; none undoes a split. Saving the same preference again changes nothing.
 * Once a part is paid or being paid, another preference is refused (B§8 'unable to change
 * payment preference / split already done', 409 split_already_done); the table hears
 * split_bill_generated when the split changed.
 *
 * @throws HttpError 409 split_already_done
 */
export async function saveSplitPreference(
  bill: LockedBill,
  preference: SplitPreference,
  by: 'diner' | 'pos',
): Promise<BillSplitState> {
  const { state } = bill;
  if (samePreference(state, preference)) return state;
  if (splitStarted(bill)) {
    throw conflict(
      'Unable to change the payment preference: the bill split is already done',
      'split_already_done',
      { split_type: state.splitType, split_count: state.splitCount },
    );
  }
  const next: BillSplitState = {
    ...state,
    splitType: preference.type,
    splitCount: preference.type === 'equal' ? preference.count : 0,
    queue: preference.type === 'equal' ? [...createEqualSplitQueue(preference.count)] : [],
    entries: [],
    manualHolder: preference.type === 'manual' ? state.manualHolder : null,
    manualHoldUntil: preference.type === 'manual' ? state.manualHoldUntil : null,
    splitBy: by,
  };
  await saveBillSplit(bill.tx, next, bill.now);
  bill.publisher.publish(channelName('dine_in_events', state.tableId), 'split_bill_generated', {
    order_id: bill.order.id,
    split_type: next.splitType,
    split_by: by,
  });
  return next;
}
