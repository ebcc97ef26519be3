import { z } from 'zod';
import { pieceSchema } from './split-part';

/**
 * A diner's item-wise entry as bill_splits.entries stores it (B§3 Split bill entry): the pieces
 * of the bill they picked. Its amounts are never stored: they are the engine's, read from the
 * bill each time.
 * - in_progress: saved and holding its pieces (B§3: a new item-wise entry starts in progress),
 *   until paid, declined, or the payment timeout passes without a payment;
 * - failed: its payment was declined or abandoned; its pieces are free again;
 * - completed: paid.
 */
export const storedEntrySchema = z.object({
  split_id: z.int().min(1),
  user_id: z.int().min(1),
  pieces: z.array(pieceSchema),
  status: z.enum(['in_progress', 'failed', 'completed']),
  /** The running payment of the entry, if any. */
  payment_reference: z.string().nullable(),
  saved_at: z.iso.datetime({ offset: true }),
  amount_collected: z.string().nullable(),
});
/** A stored item-wise entry. */
export type StoredEntry = z.infer<typeof storedEntrySchema>;

export const storedEntriesSchema = z.array(storedEntrySchema);

/** The stored equal-split queue: one { user_id, paid } per split. */
export const storedQueueSchema = z.array(z.object({ user_id: z.int().min(0), paid: z.boolean() }));
