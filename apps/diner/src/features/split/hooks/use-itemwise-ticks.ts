import type { SplitLine } from '@tabula/api-client';
import { useMemo, useState } from 'react';
import { readItemwiseTicks, storeItemwiseTicks } from '@/lib/scan-and-pay/itemwise-ticks';
import {
  payableSelection,
  type ItemwiseSelection,
  type LinePick,
} from '../utils/itemwise-selection';

/** The diner's ticks on the item-wise split, and how to change one line's. */
export interface ItemwiseTicks {
  /** What the diner ticked that is still payable on the bill as it is now. */
  selection: ItemwiseSelection;
  /** Sets one line's pick; the selection is kept for this bill and diner. */
  setPick: (line: SplitLine, pick: LinePick) => void;
}

/**
 * The item-wise split's ticks, kept in session storage for the bill and the diner so a reload
 * (or coming back to the screen) shows them again (issue 30). What shows is always what is still
 * payable: a line paid by someone else or taken off the bill meanwhile loses its tick, as the
 * live split events bring the bill again.
 *
 * @param orderId - the table's bill
 * @param userId - the signed-in diner
 * @param lines - the bill's lines as the split reads them now
 */
export function useItemwiseTicks(
  orderId: number,
  userId: number,
  lines: readonly SplitLine[],
): ItemwiseTicks {
  const [ticked, setTicked] = useState<ItemwiseSelection>(() => readItemwiseTicks(orderId, userId));
  const selection = useMemo(() => payableSelection(ticked, lines), [ticked, lines]);

  const setPick = (line: SplitLine, pick: LinePick) => {
    // payableSelection also leaves out a line untouched again, so only real ticks are kept.
    const next = payableSelection({ ...selection, [line.cart_id]: pick }, lines);
    setTicked(next);
    storeItemwiseTicks(orderId, userId, next);
  };

  return { selection, setPick };
}
