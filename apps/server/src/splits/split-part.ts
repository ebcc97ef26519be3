import { z } from 'zod';

/** A piece of the bill: a whole unit of a line, or one part of a unit shared `parts` ways. */
export const pieceSchema = z.object({
  line_id: z.string().min(1),
  unit: z.int().min(1),
  part: z.int().min(1).optional(),
  parts: z.int().min(2).max(99).optional(),
});
/** A piece of the bill (the engine's ItemwisePiece). */
export type Piece = z.infer<typeof pieceSchema>;

/**
 * What a payment of a scan-and-pay bill pays (payments.split_part): equal splits by number, an
 * item-wise entry's pieces, or everything still unpaid when it started (the unpaid splits or the
 * free pieces). It is fixed when the payment starts, so settling marks exactly that.
 */
export const splitPartSchema = z.object({
  kind: z.enum(['equal', 'items', 'rest']),
  split_ids: z.array(z.int().min(1)),
  pieces: z.array(pieceSchema),
  /** What the payer's coupon took off the part (B§5); the part is paid by amount − tip + this. */
  discount: z.string().optional(),
});
/** A payment's part of a bill. */
export type SplitPart = z.infer<typeof splitPartSchema>;

/** The key of a whole unit: a part of it has the unit's key plus the part. */
export function unitKey(piece: Pick<Piece, 'line_id' | 'unit'>): string {
  return `${piece.line_id}#${String(piece.unit)}`;
}
