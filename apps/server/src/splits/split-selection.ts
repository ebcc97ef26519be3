import type { SplitSelectionItem } from '@tabula/api-client';
import { placeSplitEntry, type SplitBillEntry } from '@tabula/engine';
import { conflict, unprocessable } from '../http/http-error';
import { saveBillSplit, type BillSplitState } from './bill-split-store';
import type { LockedBill } from './bill-transaction';
import { manualSplitScreenOccupied } from './manual-hold';
import type { StoredEntry } from './split-entries';
import { pieceKey, splitLedger, type SplitLedger } from './split-ledger';
import { unitKey, type Piece } from './split-part';
import { manualHolder } from './split-view';

const itemsTaken = (cartId: string) =>
  conflict('Someone else has just picked or paid this item', 'split_part_taken', {
    cart_id: cartId,
  });

/**
 * Turns a diner's picks into pieces of the bill (B§4 item-wise selection; issue 18 shared
 * dishes): whole units are the lowest free units of the line; `shared_parts: n` takes `qty`
 * parts of the line's unit already shared n ways with enough free parts, else opens the next
 * free unit as shared n ways. A pick needing more than is free is 409 split_part_taken.
 */
export function assignPieces(ledger: SplitLedger, picks: readonly SplitSelectionItem[]): Piece[] {
  const pieces: Piece[] = [];
  const taken = new Set<string>();
  const opened = new Map<string, number>();
  const isFree = (piece: Piece) =>
    !ledger.holds.has(pieceKey(piece)) && !taken.has(pieceKey(piece));
  const sharedParts = (key: string) => ledger.shared.get(key) ?? opened.get(key);
  for (const pick of picks) {
    const line = ledger.bill.lines.find((candidate) => candidate.id === pick.cart_id);
    if (!line) {
      throw unprocessable(`The bill has no line ${pick.cart_id}`, 'line_not_found', {
        cart_id: pick.cart_id,
      });
    }
    const units = Array.from({ length: line.count }, (_, u) => u + 1);
    const wholeFree = units.filter(
      (unit) =>
        sharedParts(unitKey({ line_id: line.id, unit })) === undefined &&
        isFree({ line_id: line.id, unit }),
    );
    const parts = pick.shared_parts;
    if (parts === undefined) {
      if (wholeFree.length < pick.qty) throw itemsTaken(pick.cart_id);
      for (const unit of wholeFree.slice(0, pick.qty)) {
        pieces.push({ line_id: line.id, unit });
        taken.add(pieceKey({ line_id: line.id, unit }));
      }
      continue;
    }
    if (pick.qty >= parts) {
      throw unprocessable(
        'A shared dish leaves at least one part to someone else',
        'invalid_shared_parts',
        { cart_id: pick.cart_id },
      );
    }
    const partsOf = (unit: number) =>
      Array.from({ length: parts }, (_, p) => ({ line_id: line.id, unit, part: p + 1, parts }));
    const joinable = units.find(
      (unit) =>
        sharedParts(unitKey({ line_id: line.id, unit })) === parts &&
        partsOf(unit).filter(isFree).length >= pick.qty,
    );
    const unit = joinable ?? wholeFree[0];
    if (unit === undefined) throw itemsTaken(pick.cart_id);
    if (joinable === undefined) opened.set(unitKey({ line_id: line.id, unit }), parts);
    for (const piece of partsOf(unit).filter(isFree).slice(0, pick.qty)) {
      pieces.push(piece);
      taken.add(pieceKey(piece));
    }
  }
  return pieces;
}

/**
 * Saves a diner's item-wise selection as their split entry (B§7 PUT scan-and-pay order; B§4 a
 * split entry replaces the first unassigned unpaid entry, or the diner's own unpaid entry, or is
 * appended: the engine's placeSplitEntry). Only the holder of the item-wise screen may save
 * (B§4, B§6). The diner's own unpaid entry is given up first, so picking again never counts
 * their own items as taken; an entry being paid cannot be replaced. The new entry is in
 * progress (B§3) and holds its pieces until paid, declined, or the payment timeout passes.
 *
 * @returns the new state and the diner's entry
 * @throws HttpError 409 split_not_manual, manual_split_screen_occupied, split_part_taken,
 *   split_part_paying; 422 line_not_found, invalid_shared_parts
 */
export async function saveSelection(
  bill: LockedBill,
  userId: number,
  picks: readonly SplitSelectionItem[],
): Promise<{ state: BillSplitState; entry: StoredEntry }> {
  const { state, now } = bill;
  if (state.splitType !== 'manual') {
    throw conflict('This bill is not split by item', 'split_not_manual');
  }
  const holder = manualHolder(state, now);
  if (holder !== userId) throw manualSplitScreenOccupied(holder ?? 0);
  const own = state.entries.filter(
    (entry) => entry.user_id === userId && entry.status !== 'completed',
  );
  if (own.some((entry) => bill.ledger.liveEntries.includes(entry) && entry.payment_reference)) {
    throw conflict('Your payment of your items is running', 'split_part_paying');
  }
  // Picking again: the diner's unpaid entries hold nothing while their new picks are placed.
  const others = state.entries.filter((entry) => !own.includes(entry));
  const ledger = splitLedger(bill.bill, { ...state, entries: others }, bill.ledger.payments, now);
  const pieces = assignPieces(ledger, picks);

  const asEngine = (entry: StoredEntry): SplitBillEntry => ({
    splitId: entry.split_id,
    items: [],
    surcharges: [],
    discounts: '0',
    total_amount: '0',
    amount_collected: '0',
    paid: entry.status === 'completed',
    customer_id: entry.user_id,
    user_id: entry.user_id,
    payment_status: entry.status === 'in_progress' ? 'in_progress' : entry.status,
    orders_check_id: null,
  });
  const placed = placeSplitEntry(state.entries.map(asEngine), {
    ...asEngine({
      split_id: 1,
      user_id: userId,
      pieces,
      status: 'in_progress',
      payment_reference: null,
      saved_at: now.toISOString(),
      amount_collected: null,
    }),
  });
  const splitId = placed.entries[placed.index]?.splitId ?? 1;
  const entry: StoredEntry = {
    split_id: splitId,
    user_id: userId,
    pieces,
    status: 'in_progress',
    payment_reference: null,
    saved_at: now.toISOString(),
    amount_collected: null,
  };
  const entries =
    placed.replaced === null
      ? [...state.entries, entry]
      : state.entries.map((candidate, i) => (i === placed.index ? entry : candidate));
  const next = { ...state, entries };
  await saveBillSplit(bill.tx, next, now);
  return { state: next, entry };
}
