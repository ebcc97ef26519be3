import { getCardItemId, isLineEditable, type CartLine } from '@tabula/engine';

/** Lines shown together: one line, or every customisation of one menu item. */
export type LineBlock =
  | { kind: 'single'; line: CartLine }
  | { kind: 'customizations'; itemId: number; lines: CartLine[] };

/**
 * Groups the diner's editable lines for the cart screen: an item with several customisations
 * (A§4: the menu card cannot decrement it) is shown as one block of its lines, each with its own
 * count, so the diner changes the one they mean. Blocks keep the cart's order.
 */
// our choice: the multiple-customisations block of the cart screen is this grouping, with a line
// telling the diner to change each customisation here (the menu card's − is blocked for them).
export function groupLines(lines: readonly CartLine[]): LineBlock[] {
  const byItem = new Map<number, CartLine[]>();
  for (const line of lines) {
    if (!isLineEditable(line)) continue;
    const id = getCardItemId(line);
    const list = byItem.get(id);
    if (list) list.push(line);
    else byItem.set(id, [line]);
  }
  return [...byItem.entries()].map(([itemId, list]): LineBlock => {
    const [only] = list;
    return list.length === 1 && only !== undefined
      ? { kind: 'single', line: only }
      : { kind: 'customizations', itemId, lines: list };
  });
}
