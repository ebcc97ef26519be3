import {
  findLastLine,
  quantityLimitProblem,
  quantityRoom,
  type Cart,
  type CartLine,
  type CountedLine,
  type QuantityLimits,
} from '@tabula/engine';

/** Which of the outlet's quantity limits stops the diner: one line's, or the whole order's. */
export type QuantityLimitKind = 'line_quantity' | 'order_items';

/** A limit reached, as the note under the + button says it. */
export interface QuantityLimitReached {
  kind: QuantityLimitKind;
  limit: number;
}

/**
 * The lines whose units count toward the outlet's limits, as the server counts the payload: the
 * diner's lines not yet placed, and the free items the promotions grant.
 */
export function countedLines(cart: Cart, freeLines: readonly CartLine[]): CountedLine[] {
  return [...cart.lines.filter((line) => line.placed_item !== true), ...freeLines].map((line) => ({
    id: line.id,
    count: line.count,
  }));
}

/**
 * The limit a cart breaks once grown, or null when it is within both (engine
 * quantityLimitProblem, the same check the server makes).
 */
export function limitBroken(
  grown: Cart,
  freeLines: readonly CartLine[],
  limits: QuantityLimits,
): QuantityLimitReached | null {
  const problem = quantityLimitProblem(countedLines(grown, freeLines), limits);
  return problem === null ? null : { kind: problem.kind, limit: problem.limit };
}

/**
 * How far one line may grow: its count now plus the engine's room, and the limit that stops it
 * there. `lineId` null is a new line (count 0).
 *
 * @example `lineCeiling(cart, [], 'a', { max_line_quantity: 50, max_order_items: 100 })` gives
 * `{ max: 50, kind: 'line_quantity', limit: 50 }` when line a holds 48 of 60 units
 */
export function lineCeiling(
  cart: Cart,
  freeLines: readonly CartLine[],
  lineId: string | null,
  limits: QuantityLimits,
): QuantityLimitReached & { max: number } {
  const lineCount = cart.lines.find((line) => line.id === lineId)?.count ?? 0;
  const orderCount = countedLines(cart, freeLines).reduce((sum, line) => sum + line.count, 0);
  const room = quantityRoom(lineCount, orderCount, limits);
  const lineLeft = limits.max_line_quantity - lineCount;
  const orderLeft = limits.max_order_items - orderCount;
  return lineLeft <= orderLeft
    ? { max: lineCount + room, kind: 'line_quantity', limit: limits.max_line_quantity }
    : { max: lineCount + room, kind: 'order_items', limit: limits.max_order_items };
}

/**
 * How far a menu card's count may go. The card shows the item's units over all its lines; + on
 * a plain item grows its line, so that line's room decides, while + on a customisable item opens
 * a sheet that may start a new line, so only a new line's room does.
 *
 * @param growsLastLine - + adds to the item's most recently changed line (a plain item)
 */
export function cardCeiling(
  cart: Cart,
  freeLines: readonly CartLine[],
  itemId: number,
  cardCount: number,
  limits: QuantityLimits,
  growsLastLine: boolean,
): QuantityLimitReached & { max: number } {
  const last = growsLastLine ? findLastLine(cart, itemId) : undefined;
  const ceiling = lineCeiling(cart, freeLines, last?.id ?? null, limits);
  return { ...ceiling, max: cardCount + ceiling.max - (last?.count ?? 0) };
}
