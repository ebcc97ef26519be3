import { z } from 'zod';
import { STORAGE_KEYS } from '../storage/keys';
import { readStored, removeStored, writeStored } from '../storage/storage';

/*
 * The item-wise split's ticks live on the diner's phone only until Pay now saves them as the
 * diner's entry (ADR 0007), so a reload used to lose them (issue 30). They are kept in session
 * storage with the bill and the diner they were ticked for: another bill, or another diner signed
 * in on the same tab, reads nothing.
 */

/** One line's ticks: whole units taken, and maybe one part of a unit shared this many ways. */
export const itemwiseTickSchema = z.object({
  units: z.int().min(0).max(99),
  shareWays: z.int().min(2).max(99).nullable(),
});
/** One line's ticks. */
export type ItemwiseTick = z.infer<typeof itemwiseTickSchema>;

/** The stored ticks: by bill line (cart_id), for one bill and one diner. */
const storedTicksSchema = z.object({
  order_id: z.int().positive(),
  user_id: z.int().positive(),
  ticks: z.record(z.string(), itemwiseTickSchema),
});

/**
 * The ticks the diner left on a bill's item-wise split in this tab.
 *
 * @param orderId - the table's bill
 * @param userId - the signed-in diner
 * @returns the ticks by cart_id; empty when none were kept for this bill and diner
 */
export function readItemwiseTicks(
  orderId: number,
  userId: number,
): Readonly<Record<string, ItemwiseTick>> {
  const stored = readStored('session', STORAGE_KEYS.itemwiseTicks, storedTicksSchema);
  if (stored?.order_id !== orderId || stored.user_id !== userId) return {};
  return stored.ticks;
}

/**
 * Keeps the diner's ticks on a bill; ticks of another bill or diner are replaced, and no tick
 * at all removes the key.
 */
export function storeItemwiseTicks(
  orderId: number,
  userId: number,
  ticks: Readonly<Record<string, ItemwiseTick>>,
): void {
  if (Object.keys(ticks).length === 0) {
    clearItemwiseTicks();
    return;
  }
  writeStored('session', STORAGE_KEYS.itemwiseTicks, {
    order_id: orderId,
    user_id: userId,
    ticks,
  });
}

/** Forgets the ticks: the diner paid, cancelled the items' checkout, split otherwise or left. */
export function clearItemwiseTicks(): void {
  removeStored('session', STORAGE_KEYS.itemwiseTicks);
}
