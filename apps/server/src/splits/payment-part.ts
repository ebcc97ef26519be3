import { splitSlotPayBlocker, type Amount } from '@tabula/engine';
import { conflict, unprocessable } from '../http/http-error';
import { ownPaymentOpen } from '../payments/own-payment-open';
import { saveBillSplit } from './bill-split-store';
import type { LockedBill } from './bill-transaction';
import { pieceKey, piecesAmount, unpaidPieces } from './split-ledger';
import type { SplitPart } from './split-part';

/** Who pays a part: a diner at the table, or staff at the counter (B§6 POS staff: payments). */
export type Payer = { kind: 'diner'; userId: number } | { kind: 'staff' };

/** What a payment pays and its amount before the tip. */
export interface PaymentPart {
  part: SplitPart;
  amount: Amount;
  /** The item-wise entry it pays, if any. */
  entrySplitId: number | null;
  /**
   * The diner the payment is for: the paying diner; for staff the part's diner (an equal split's
   * holder, an entry's diner), null for a free split or everything unpaid.
   */
  userId: number | null;
}

const STAFF_TAKEN = 'This part of the bill is paid or being paid';
const DINER_TAKEN = 'Someone else has just paid or is paying this part of the bill';

/** 409 split_part_taken, in words for staff or, for a diner, in `dinerMessage`. */
function partTaken(payer: Payer, dinerMessage = DINER_TAKEN) {
  return conflict(payer.kind === 'staff' ? STAFF_TAKEN : dinerMessage, 'split_part_taken');
}
/** The diner's own payment among those still running that holds the part, if one does. */
function ownRunning(
  bill: LockedBill,
  payer: Payer,
  holds: (payment: LockedBill['ledger']['running'][number]) => boolean,
): string | null {
  if (payer.kind !== 'diner') return null;
  const own = bill.ledger.running.find(
    (payment) => payment.source === 'web' && payment.userId === payer.userId && holds(payment),
  );
  return own?.reference ?? null;
}

const notYours = () => conflict('This part of the bill is not yours to pay', 'split_not_yours');
const noSuchSplit = (splitId: number) =>
  unprocessable('The bill has no such split', 'split_not_found', { split_id: splitId });

/**
 * Works out what a payment of the bill pays (B§4 Split bill; B§6 POS staff; ADR 0007): the split
 * named by `splitId`, or everything still unpaid when none is named. A diner pays only their own
 * parts; staff may take any part nobody has paid or is paying.
 * - An equal split: its share. A diner holds it, or is the only diner in the queue and it is free
 *   (B§4 "the single payer"; the engine's splitSlotPayBlocker).
 * - An item-wise entry: its pieces, while they are still the entry's; a diner's own entry only.
 * - Everything unpaid: what remains, while nobody is paying (for a diner: nor holding) a part.
 *
 * @param bill - the bill, read under its lock
 * @param payer - the diner paying, or staff
 * @param splitId - the split or entry paid, null for everything unpaid
 * @returns the part, its amount, its entry and its diner
 * A part held by the diner's own payment still running is refused with own_payment_open, so the
 * diner hears it is theirs; another's payment with split_part_taken.
 *
 * @throws HttpError 409 split_part_taken, own_payment_open, split_not_yours (diners); 422
 *   split_not_found
 * @example
 * ```ts
 * paymentPart(bill, { kind: 'staff' }, null); // { part: { kind: 'rest', … }, amount: '42.50', … }
 * ```
 */
export function paymentPart(bill: LockedBill, payer: Payer, splitId: number | null): PaymentPart {
  const { state, ledger } = bill;
  const dinerId = payer.kind === 'diner' ? payer.userId : null;
  if (splitId === null) {
    const othersEntries =
      payer.kind === 'diner' && ledger.liveEntries.some((entry) => entry.user_id !== dinerId);
    if (ledger.running.length > 0 || othersEntries) {
      // Only the diner's own payment stands in the way: say it is theirs.
      const own =
        ledger.running.length === 1 && !othersEntries ? ownRunning(bill, payer, () => true) : null;
      if (own !== null) throw ownPaymentOpen(own);
      throw partTaken(payer, 'Someone else is paying part of this bill now');
    }
    const split_ids =
      state.splitType === 'equal'
        ? state.queue.flatMap((_, i) => (ledger.paidSplits.has(i + 1) ? [] : [i + 1]))
        : [];
    const pieces = state.splitType === 'equal' ? [] : unpaidPieces(ledger);
    return {
      part: { kind: 'rest', split_ids, pieces },
      amount: ledger.remaining,
      entrySplitId: null,
      userId: dinerId,
    };
  }
  if (state.splitType === 'equal') {
    const slot = state.queue[splitId - 1];
    if (!slot) throw noSuchSplit(splitId);
    if (ledger.payingSplits.has(splitId)) {
      const own = ownRunning(bill, payer, (payment) => payment.part.split_ids.includes(splitId));
      throw own === null ? partTaken(payer) : ownPaymentOpen(own);
    }
    if (payer.kind === 'staff' && ledger.paidSplits.has(splitId)) throw partTaken(payer);
    if (payer.kind === 'diner') {
      const blocker = splitSlotPayBlocker(state.queue, splitId, payer.userId);
      if (blocker === 'slot_paid') throw partTaken(payer);
      if (blocker !== null) throw notYours();
    }
    return {
      part: { kind: 'equal', split_ids: [splitId], pieces: [] },
      amount: ledger.shares[splitId - 1] ?? '0',
      entrySplitId: null,
      userId: dinerId ?? (slot.user_id === 0 ? null : slot.user_id),
    };
  }
  const entry = state.entries.find((candidate) => candidate.split_id === splitId);
  if (!entry || state.splitType !== 'manual') throw noSuchSplit(splitId);
  if (payer.kind === 'diner' && entry.user_id !== payer.userId) throw notYours();
  if (entry.status === 'completed') throw partTaken(payer, 'You have already paid these items');
  const live = ledger.liveEntries.includes(entry);
  if (live && entry.payment_reference !== null) {
    // A diner's entry is their own: the payment running on it is theirs.
    throw payer.kind === 'diner' ? ownPaymentOpen(entry.payment_reference) : partTaken(payer);
  }
  // An entry that lapsed or failed is paid again only if nobody has taken its pieces since.
  if (!live && entry.pieces.some((piece) => ledger.holds.has(pieceKey(piece)))) {
    throw partTaken(payer);
  }
  return {
    part: { kind: 'items', split_ids: [entry.split_id], pieces: entry.pieces },
    amount: piecesAmount(ledger, entry.pieces),
    entrySplitId: entry.split_id,
    userId: entry.user_id,
  };
}

/**
 * Marks the item-wise entry a payment pays as being paid by it, so nobody else takes its pieces
 * (inside the transaction that locked the bill).
 */
export async function reserveEntry(
  bill: LockedBill,
  entrySplitId: number,
  reference: string,
): Promise<void> {
  const entries = bill.state.entries.map((entry) =>
    entry.split_id === entrySplitId
      ? { ...entry, status: 'in_progress' as const, payment_reference: reference }
      : entry,
  );
  await saveBillSplit(bill.tx, { ...bill.state, entries }, bill.now);
}
