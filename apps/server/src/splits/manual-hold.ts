import { channelName } from '@tabula/api-client';
import { conflict } from '../http/http-error';
import { saveBillSplit, type BillSplitState } from './bill-split-store';
import type { LockedBill } from './bill-transaction';
import { manualHolder } from './split-view';

/**
 * How long a hold of the item-wise screen lasts without being renewed; the screen renews it
 * every 20 s. our choice: a holder whose phone closed frees the screen within a minute.
 */
export const MANUAL_SPLIT_HOLD_MS = 60_000;

/** The refusal while another diner holds the item-wise screen (B§8: modal, sent to /). */
export const manualSplitScreenOccupied = (holder: number) =>
  conflict(
    'Another member of your table is choosing items to pay',
    'manual_split_screen_occupied',
    {
      user_id: holder,
    },
  );

/**
 * A diner takes or renews the item-wise split screen (B§7 save-manual-split-paying-user; B§4 one
 * user at a time holds it, B§6): refused while someone else's hold lasts. Taking it (not a
 * renewal) tells the table with manual_split_screen_occupied, so anyone else on the screen is
 * sent to / with the modal. The hold's deadline is a column: nothing runs a timer.
 *
 * @throws HttpError 409 manual_split_screen_occupied, split_not_manual
 */
export async function holdManualSplit(bill: LockedBill, userId: number): Promise<BillSplitState> {
  const { state, now } = bill;
  if (state.splitType !== 'manual') {
    throw conflict('This bill is not split by item', 'split_not_manual');
  }
  const holder = manualHolder(state, now);
  if (holder !== null && holder !== userId) throw manualSplitScreenOccupied(holder);
  const next = {
    ...state,
    manualHolder: userId,
    manualHoldUntil: new Date(now.getTime() + MANUAL_SPLIT_HOLD_MS),
  };
  await saveBillSplit(bill.tx, next, now);
  if (holder === null) {
    bill.publisher.publish(
      channelName('dine_in_events', state.tableId),
      'manual_split_screen_occupied',
      { user_id: userId, table_id: state.tableId },
    );
  }
  return next;
}

/** The holder leaves the item-wise screen and frees it; anyone else's call changes nothing. */
export async function releaseManualSplit(bill: LockedBill, userId: number): Promise<void> {
  const { state, now } = bill;
  if (manualHolder(state, now) !== userId) return;
  await saveBillSplit(bill.tx, { ...state, manualHolder: null, manualHoldUntil: null }, now);
}
