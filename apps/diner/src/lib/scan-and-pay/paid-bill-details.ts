import { billDetailsSchema, type SplitBillEntry } from '@tabula/api-client';
import type { Amount } from '@tabula/engine';
import { z } from 'zod';
import { STORAGE_KEYS } from '../storage/keys';
import { readStored, removeStored, writeStored } from '../storage/storage';
import type { SplitPaymentTarget } from './split-payment-target';

/**
 * What a scan-and-pay payment paid, kept in session storage under billDetails (B§3, B§4: Pay now
 * stores billDetails) so the payment-completed screen can say it after the provider's page.
 */
// our choice: B§3's billDetails plus the equal split's count, so the screen says "Split 2 of 3".
export const paidBillDetailsSchema = billDetailsSchema.extend({
  split_count: z.int().min(2).max(99).nullable(),
});
/** Paid bill details. */
export type PaidBillDetails = z.infer<typeof paidBillDetailsSchema>;

/** What the payment-completed screen says was paid. */
export type PaidWhat =
  | { kind: 'bill' }
  | { kind: 'split'; number: number; count: number }
  | { kind: 'items'; count: number };

/** The number of items an item-wise entry pays: whole units, and each shared part as one. */
export function entryItemCount(entry: Pick<SplitBillEntry, 'items'>): number {
  return entry.items.reduce((count, item) => count + item.qty, 0);
}

/** Stores what the diner is about to pay, before the browser leaves for the provider (B§4). */
export function storePaidBillDetails(input: {
  target: SplitPaymentTarget;
  entry: Pick<SplitBillEntry, 'items'> | null;
  splitCount: number;
  total: Amount;
  tip: Amount;
}): void {
  const { target } = input;
  const details: PaidBillDetails = {
    total_amount: input.total,
    tips_amount: input.tip,
    split_type: target.kind === 'bill' ? 'none' : target.kind === 'equal' ? 'equal' : 'manual',
    split_number: target.kind === 'equal' ? target.splitNumber : null,
    split_count: target.kind === 'equal' ? input.splitCount : null,
    item_count:
      target.kind === 'items' && input.entry !== null ? entryItemCount(input.entry) : null,
  };
  writeStored('session', STORAGE_KEYS.billDetails, details);
}

/** What the stored billDetails say was paid; the whole bill when nothing is stored. */
export function readPaidWhat(): PaidWhat {
  const details = readStored('session', STORAGE_KEYS.billDetails, paidBillDetailsSchema);
  if (details === null) return { kind: 'bill' };
  if (details.split_type === 'equal' && details.split_number !== null) {
    return { kind: 'split', number: details.split_number, count: details.split_count ?? 0 };
  }
  if (details.split_type === 'manual' && details.item_count !== null) {
    return { kind: 'items', count: details.item_count };
  }
  return { kind: 'bill' };
}

/** Forgets the stored billDetails and split choice once the completed screen has said them. */
export function clearPaidBillDetails(): void {
  removeStored('session', STORAGE_KEYS.billDetails);
  removeStored('session', STORAGE_KEYS.equalSplitBillData);
  removeStored('session', STORAGE_KEYS.selectedSplitId);
}
