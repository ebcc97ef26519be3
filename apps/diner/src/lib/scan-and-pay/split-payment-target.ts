import { z } from 'zod';
import type { BillSplit, SplitBillEntry } from '@tabula/api-client';
import { equalSplitBillDataSchema } from '@tabula/api-client';
import { STORAGE_KEYS } from '../storage/keys';
import { readStored, removeStored, writeStored } from '../storage/storage';

/** What the diner pays at a scan-and-pay table: the whole bill, an equal split, or their items. */
export type SplitPaymentTarget =
  { kind: 'bill' } | { kind: 'equal'; splitNumber: number } | { kind: 'items'; splitId: number };

/**
 * Remembers an equal split the diner is about to pay (B§3 Stored client data: equalSplitBillData
 * with selectedSplitNumber and noOfPaidSplits, in session storage).
 */
export function storeEqualSplitTarget(splitNumber: number, noOfPaidSplits: number): void {
  removeStored('session', STORAGE_KEYS.selectedSplitId);
  writeStored('session', STORAGE_KEYS.equalSplitBillData, {
    selectedSplitNumber: splitNumber,
    noOfPaidSplits,
  });
}

/** Remembers the item-wise entry the server saved for the diner (B§3: selectedSplitId). */
export function storeItemsTarget(splitId: number): void {
  removeStored('session', STORAGE_KEYS.equalSplitBillData);
  writeStored('session', STORAGE_KEYS.selectedSplitId, splitId);
}

/** Forgets any split: the diner pays the whole bill (Pay Now on the order summary). */
export function storeWholeBillTarget(): void {
  removeStored('session', STORAGE_KEYS.equalSplitBillData);
  removeStored('session', STORAGE_KEYS.selectedSplitId);
}

/** What the diner chose to pay, as stored; the whole bill when nothing is stored. */
export function readSplitPaymentTarget(): SplitPaymentTarget {
  const equal = readStored('session', STORAGE_KEYS.equalSplitBillData, equalSplitBillDataSchema);
  if (equal !== null && equal.selectedSplitNumber !== null) {
    return { kind: 'equal', splitNumber: equal.selectedSplitNumber };
  }
  const splitId = readStored('session', STORAGE_KEYS.selectedSplitId, z.int().positive());
  if (splitId !== null) return { kind: 'items', splitId };
  return { kind: 'bill' };
}

/**
 * The split entry a target pays, read from the bill's split state: split n of an equal split is
 * the n-th entry (B§3: one entry per equal split, in split order), an item-wise entry is found by
 * its splitId; null when the entry is gone (e.g. the POS changed the split) or for the whole bill.
 */
// our choice: the equal split's entries follow the queue's order (split n at index n − 1).
export function targetEntry(split: BillSplit, target: SplitPaymentTarget): SplitBillEntry | null {
  switch (target.kind) {
    case 'bill':
      return null;
    case 'equal':
      return split.split_payment_details.split_type === 'equal'
        ? (split.split_bill_entries[target.splitNumber - 1] ?? null)
        : null;
    case 'items':
      return split.split_bill_entries.find((entry) => entry.splitId === target.splitId) ?? null;
  }
}
