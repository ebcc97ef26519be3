import { EngineError } from '../errors/engine-error';
import type { ItemwiseLedger, LedgerLine } from './itemwise-ledger';
import type { LineQuantity } from './types';

/**
 * Adds up line quantities by line id after checking each: the line is on the bill and the
 * quantity is a whole number (positive for a selection, or zero too for paid units).
 *
 * @param ledger - the bill's ledger
 * @param entries - line quantities, a line may repeat
 * @param allowZero - accept quantity 0 (paid units)
 * @returns quantity per line id
 * @throws EngineError SPLIT_ITEM_UNAVAILABLE for a line not on the bill, INVALID_QUANTITY
 * @example
 * ```ts
 * lineQuantities(ledger, [{ line_id: 'a', quantity: 1 }, { line_id: 'a', quantity: 2 }], false).get('a'); // 3
 * ```
 */
export function lineQuantities(
  ledger: ItemwiseLedger,
  entries: readonly LineQuantity[],
  allowZero: boolean,
): Map<string, number> {
  const lines = new Map<string, LedgerLine>(ledger.lines.map((entry) => [entry.line.id, entry]));
  const totals = new Map<string, number>();
  for (const { line_id, quantity } of entries) {
    if (!lines.has(line_id)) throw new EngineError('SPLIT_ITEM_UNAVAILABLE', { line_id });
    if (!Number.isSafeInteger(quantity) || quantity < (allowZero ? 0 : 1)) {
      throw new EngineError('INVALID_QUANTITY', { line_id, quantity });
    }
    totals.set(line_id, (totals.get(line_id) ?? 0) + quantity);
  }
  for (const [line_id, quantity] of totals) {
    const count = lines.get(line_id)?.line.count ?? 0;
    if (quantity > count) {
      throw new EngineError('SPLIT_ITEM_UNAVAILABLE', { line_id, quantity, count });
    }
  }
  return totals;
}
