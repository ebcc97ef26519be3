import type { BillSplit, SplitBillEntry, SplitItem } from '@tabula/api-client';
import { itemwisePiecesShare, parseAmount, sharedPartAmounts, toAmount } from '@tabula/engine';
import type { OrderRecord } from '../orders/order-view';
import { readTab, tabLines } from '../orders/tab-lines';
import { splitPayments, type BillSplitState } from './bill-split-store';
import type { LockedBill } from './bill-transaction';
import type { StoredEntry } from './split-entries';
import { pieceKey, splitLedger, type SplitLedger } from './split-ledger';
import { unitKey, type Piece } from './split-part';

/** The holder of the item-wise screen while the hold lasts, else null. */
export function manualHolder(state: BillSplitState, now: Date): number | null {
  if (state.manualHolder === null || state.manualHoldUntil === null) return null;
  return state.manualHoldUntil.getTime() > now.getTime() ? state.manualHolder : null;
}

/** An equal split's entry (B§3 Split bill entry): its share, holder and payment state. */
export function equalEntry(
  state: BillSplitState,
  ledger: SplitLedger,
  splitId: number,
): SplitBillEntry {
  const share = ledger.shares[splitId - 1] ?? toAmount('0', ledger.precision);
  const slot = state.queue[splitId - 1];
  const paid = ledger.paidSplits.has(splitId);
  const holder = slot?.user_id ?? 0;
  return {
    splitId,
    items: [],
    surcharges: [],
    discounts: toAmount('0', ledger.precision),
    total_amount: share,
    amount_collected: paid ? share : toAmount('0', ledger.precision),
    paid,
    customer_id: holder === 0 ? null : holder,
    user_id: holder,
    payment_status: paid
      ? 'completed'
      : ledger.payingSplits.has(splitId)
        ? 'in_progress'
        : 'unpaid',
    orders_check_id: null,
  };
}

/** The split items of some pieces: whole units per line, and parts per shared unit size. */
function splitItems(ledger: SplitLedger, names: Map<string, string>, pieces: readonly Piece[]) {
  const groups = new Map<string, { first: Piece; group: Piece[] }>();
  for (const piece of pieces) {
    const key = `${piece.line_id}\u0000${String(piece.parts ?? 1)}`;
    const found = groups.get(key);
    if (found) found.group.push(piece);
    else groups.set(key, { first: piece, group: [piece] });
  }
  return [...groups.values()].map(({ first, group }): SplitItem => {
    const share = itemwisePiecesShare(ledger.bill, group);
    const line = share.items[0];
    return {
      cart_id: first.line_id,
      item_id: line?.item_id ?? 1,
      name: names.get(first.line_id) ?? first.line_id,
      price: line?.unit_price ?? share.sub_total,
      qty: group.length,
      order_item_id: null,
      tax: share.tax,
      tax_rate: null,
      sub_total: share.sub_total,
      splitTaxRateName: null,
      shared_parts: first.parts ?? null,
    };
  });
}

/** A diner's item-wise entry (B§3 Split bill entry), every amount the engine's. */
export function itemwiseEntry(
  ledger: SplitLedger,
  names: Map<string, string>,
  entry: StoredEntry,
): SplitBillEntry {
  const share = itemwisePiecesShare(ledger.bill, entry.pieces);
  const live = ledger.liveEntries.some((candidate) => candidate.split_id === entry.split_id);
  // A saved entry nobody paid in time holds nothing any more: it reads as unpaid.
  const status = entry.status === 'in_progress' && !live ? ('unpaid' as const) : entry.status;
  return {
    splitId: entry.split_id,
    items: splitItems(ledger, names, entry.pieces),
    surcharges: share.surcharges,
    discounts: share.discount,
    total_amount: share.total_amount,
    amount_collected: entry.amount_collected ?? toAmount('0', ledger.precision),
    paid: entry.status === 'completed',
    customer_id: entry.user_id,
    user_id: entry.user_id,
    payment_status: status,
    orders_check_id: null,
  };
}

/** Line names by cart id, from the order's items. */
export function lineNames(order: Pick<OrderRecord, 'id' | 'details'>): Map<string, string> {
  return new Map(tabLines(readTab(order)).map((line) => [line.input.id, line.item.name]));
}

/**
 * The bill's split state as the split screens read it (B§3 Order-bill state; the contract's
 * billSplitSchema): the preference, the equal queue and entries, the item-wise entries, each
 * line's units (paid, held, shared, free) and amounts, the screen's holder, who paid, and what
 * remains.
 */
export function billSplitView(
  order: OrderRecord,
  state: BillSplitState,
  ledger: SplitLedger,
  now: Date,
): BillSplit {
  const names = lineNames(order);
  const entries =
    state.splitType === 'equal'
      ? state.queue.map((_, i) => equalEntry(state, ledger, i + 1))
      : state.splitType === 'manual'
        ? state.entries.map((entry) => itemwiseEntry(ledger, names, entry))
        : [];
  const lines = ledger.bill.lines.map((line) => {
    let paidUnits = 0;
    let reservedUnits = 0;
    const sharedUnits = [];
    for (let unit = 1; unit <= line.count; unit += 1) {
      const parts = ledger.shared.get(unitKey({ line_id: line.id, unit }));
      if (parts === undefined) {
        const hold = ledger.holds.get(pieceKey({ line_id: line.id, unit }));
        if (hold?.state === 'paid') paidUnits += 1;
        if (hold?.state === 'reserved') reservedUnits += 1;
        continue;
      }
      const holds = Array.from({ length: parts }, (_, p) =>
        ledger.holds.get(pieceKey({ line_id: line.id, unit, part: p + 1, parts })),
      );
      const amount = ledger.unitAmounts.get(line.id)?.[unit - 1] ?? '0';
      sharedUnits.push({
        unit,
        parts,
        part_amounts: sharedPartAmounts(amount, parts, ledger.precision),
        paid_parts: holds.filter((hold) => hold?.state === 'paid').length,
        reserved_parts: holds.filter((hold) => hold?.state === 'reserved').length,
      });
    }
    return {
      cart_id: line.id,
      item_id: line.item_id,
      name: names.get(line.id) ?? line.id,
      count: line.count,
      unit_amounts: ledger.unitAmounts.get(line.id) ?? [],
      paid_units: paidUnits,
      reserved_units: reservedUnits,
      shared_units: sharedUnits,
      available_units: line.count - paidUnits - reservedUnits - sharedUnits.length,
    };
  });
  return {
    order_id: order.id,
    table_id: state.tableId,
    currency: order.currency,
    total_amount: ledger.total,
    remaining_amount: ledger.remaining,
    split_payment_details: {
      split_type: state.splitType,
      split_count: state.splitType === 'equal' ? state.splitCount : 0,
      pay_for_split: state.splitType !== 'none',
      orders_check_id: null,
    },
    equal_split_user_queue: state.splitType === 'equal' ? state.queue : [],
    split_bill_entries: entries,
    lines,
    manual_split_paying_user: manualHolder(state, now),
    paid_users: ledger.paidUsers,
    payment_in_progress: ledger.running.length > 0,
    paid: order.paymentStatus === 'paid' || parseAmount(ledger.remaining).isZero(),
  };
}

/**
 * The bill's split after a change, read inside the change's transaction: the ledger worked out
 * again from the new state and the payments as they now stand, and the view of it.
 *
 * @param bill - the bill the change locked
 * @param state - its split state after the change
 * @returns the new ledger and the split screens' view of it
 */
export async function viewOf(
  bill: LockedBill,
  state: BillSplitState,
): Promise<{ ledger: SplitLedger; view: BillSplit }> {
  const payments = await splitPayments(bill.tx, bill.order.id);
  const ledger = splitLedger(bill.bill, state, payments, bill.now);
  return { ledger, view: billSplitView(bill.order, state, ledger, bill.now) };
}
