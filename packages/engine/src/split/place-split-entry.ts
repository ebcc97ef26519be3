import type { SplitBillEntry, SplitEntryDraft } from './types';

/** Where {@link placeSplitEntry} put the entry. */
export interface PlacedSplitEntry {
  entries: SplitBillEntry[];
  index: number;
  /** What the entry replaced: an unassigned unpaid entry, the diner's own unpaid one, or nothing. */
  replaced: 'unassigned' | 'own' | null;
}

/**
 * Places a diner's split entry in the list (spec: tables-payments-split §4): it replaces the
 * first unassigned unpaid entry, else the diner's own unpaid entry, else it is appended. A
 * replacing entry keeps the replaced entry's splitId and orders_check_id; an appended one gets
 * the next splitId. Unpaid means not paid and not completed (an in_progress entry counts).
 *
 * @param entries - the split entries of the bill
 * @param draft - the new entry (its user_id is the diner)
 * @returns a new list, where the entry went, and what it replaced
 * @example
 * ```ts
 * placeSplitEntry([{ ...entry, splitId: 1, user_id: null }], draft).replaced; // "unassigned"
 * ```
 */
export function placeSplitEntry(
  entries: readonly SplitBillEntry[],
  draft: SplitEntryDraft,
): PlacedSplitEntry {
  const unpaid = (entry: SplitBillEntry): boolean =>
    !entry.paid && entry.payment_status !== 'completed';
  const unassigned = (entry: SplitBillEntry): boolean =>
    entry.user_id === null || entry.user_id === 0;
  const owner = draft.user_id;

  let index = entries.findIndex((entry) => unpaid(entry) && unassigned(entry));
  let replaced: PlacedSplitEntry['replaced'] = index >= 0 ? 'unassigned' : null;
  if (index < 0 && owner !== null && owner !== 0) {
    index = entries.findIndex((entry) => unpaid(entry) && entry.user_id === owner);
    if (index >= 0) replaced = 'own';
  }
  const next = [...entries];
  const old = index >= 0 ? entries[index] : undefined;
  if (old !== undefined) {
    next[index] = {
      ...draft,
      splitId: old.splitId,
      orders_check_id: draft.orders_check_id ?? old.orders_check_id,
    };
    return { entries: next, index, replaced };
  }
  const splitId = entries.reduce((max, entry) => Math.max(max, entry.splitId), 0) + 1;
  next.push({ ...draft, splitId });
  return { entries: next, index: next.length - 1, replaced: null };
}
