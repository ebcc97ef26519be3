import type { SplitLine, SplitSelectionItem } from '@tabula/api-client';
import { add, allocate, assertPrecision, toAmount, type Amount } from '@tabula/engine';

/** What the diner picks of one bill line: whole units, and maybe one part of a shared unit. */
export interface LinePick {
  /** Whole units taken. */
  units: number;
  /** Takes one part of a unit shared this many ways; null for none. */
  shareWays: number | null;
}

/** The diner's item-wise selection, by bill line (cart_id). */
export type ItemwiseSelection = Readonly<Record<string, LinePick>>;

/** Nothing picked. */
export const NO_PICK: LinePick = { units: 0, shareWays: null };

/** A line is fully paid: every whole unit paid and every shared unit paid in all its parts. */
export function isLinePaid(line: SplitLine): boolean {
  const sharedPaid = line.shared_units.every((unit) => unit.paid_parts >= unit.parts);
  return line.paid_units + line.shared_units.length >= line.count && sharedPaid;
}

/** A shared unit of the line still has a part nobody paid or holds. */
export function hasFreePart(unit: SplitLine['shared_units'][number]): boolean {
  return unit.paid_parts + unit.reserved_parts < unit.parts;
}

/**
 * What each free whole unit of a line pays, in unit order. The server takes whole units lowest
 * first among the free ones (ADR 0007), and paid and held units are taken the same way, so the
 * free units are the last ones that are not shared.
 */
// our choice: an estimate for the running total; the checkout shows the server's entry.
export function freeUnitAmounts(line: SplitLine): Amount[] {
  const shared = new Set(line.shared_units.map((unit) => unit.unit));
  const whole = line.unit_amounts.filter((_, index) => !shared.has(index + 1));
  const taken = line.paid_units + line.reserved_units;
  return whole.slice(taken, taken + line.available_units);
}

/**
 * What one part of a unit shared `ways` ways pays: the next free part of a unit the server already
 * shares that way, else the first part of the next free whole unit after the ones picked, cut by
 * the engine's allocate (largest remainder, as the server cuts it).
 */
export function sharePartAmount(
  line: SplitLine,
  ways: number,
  wholeUnitsPicked: number,
  precision: number,
): Amount | null {
  const places = assertPrecision(precision);
  const existing = line.shared_units.find((unit) => unit.parts === ways && hasFreePart(unit));
  if (existing !== undefined) {
    return existing.part_amounts[existing.paid_parts + existing.reserved_parts] ?? null;
  }
  const unitAmount = freeUnitAmounts(line)[wholeUnitsPicked];
  if (unitAmount === undefined) return null;
  const parts = allocate(
    unitAmount,
    Array.from({ length: ways }, () => 1),
    places,
  );
  const first = parts[0];
  return first === undefined ? null : toAmount(first, places);
}

/** Whether sharing `ways` ways takes a fresh whole unit (no shared unit of that size has a part). */
export function shareTakesFreshUnit(line: SplitLine, ways: number): boolean {
  return !line.shared_units.some((unit) => unit.parts === ways && hasFreePart(unit));
}

/** The most whole units the diner may pick on a line, given their shared pick. */
export function maxWholeUnits(line: SplitLine, pick: LinePick): number {
  const fresh = pick.shareWays !== null && shareTakesFreshUnit(line, pick.shareWays) ? 1 : 0;
  return Math.max(0, line.available_units - fresh);
}

/** A part of a unit shared `ways` ways can still be taken: a shared unit's or a fresh unit's. */
function canTakePart(line: SplitLine, ways: number): boolean {
  return !shareTakesFreshUnit(line, ways) || line.available_units > 0;
}

/**
 * The selection with what is no longer payable taken out (issue 30: ticks kept over a reload
 * meet the bill as it is now): lines gone from the bill or fully paid are dropped, a shared part
 * nobody can take any more is dropped, and whole units are cut to what is still free. A line
 * left with nothing picked is dropped. Held units are not payable either while they are held.
 *
 * @example
 * ```ts
 * // The diner ticked one kopi; another diner paid both meanwhile.
 * payableSelection({ 'aisha-1': { units: 1, shareWays: null } }, lines); // {}
 * ```
 */
export function payableSelection(
  selection: ItemwiseSelection,
  lines: readonly SplitLine[],
): ItemwiseSelection {
  const kept: Record<string, LinePick> = {};
  for (const line of lines) {
    const pick = selection[line.cart_id];
    if (pick === undefined || isLinePaid(line)) continue;
    const shareWays =
      pick.shareWays !== null && canTakePart(line, pick.shareWays) ? pick.shareWays : null;
    const units = Math.min(pick.units, maxWholeUnits(line, { units: pick.units, shareWays }));
    if (units > 0 || shareWays !== null) kept[line.cart_id] = { units, shareWays };
  }
  return kept;
}

/** The running total of the selection, worked out with the engine's add only. */
export function selectionTotal(
  selection: ItemwiseSelection,
  lines: readonly SplitLine[],
  precision: number,
): Amount {
  const places = assertPrecision(precision);
  const amounts: Amount[] = [];
  for (const line of lines) {
    const pick = selection[line.cart_id];
    if (pick === undefined) continue;
    amounts.push(...freeUnitAmounts(line).slice(0, pick.units));
    if (pick.shareWays !== null) {
      const part = sharePartAmount(line, pick.shareWays, pick.units, places);
      if (part !== null) amounts.push(part);
    }
  }
  return toAmount(add('0', ...amounts), places);
}

/** How many items the selection takes: each whole unit and each shared part counts one. */
export function selectionCount(selection: ItemwiseSelection): number {
  return Object.values(selection).reduce(
    (count, pick) => count + pick.units + (pick.shareWays === null ? 0 : 1),
    0,
  );
}

/**
 * The body of the diner's selection (ADR 0007: `split_items: [{ cart_id, qty, shared_parts? }]`):
 * whole units as one item per line, a shared part as another with shared_parts.
 */
export function selectionItems(
  selection: ItemwiseSelection,
  lines: readonly SplitLine[],
): SplitSelectionItem[] {
  const items: SplitSelectionItem[] = [];
  for (const line of lines) {
    const pick = selection[line.cart_id];
    if (pick === undefined) continue;
    if (pick.units > 0) items.push({ cart_id: line.cart_id, qty: pick.units });
    if (pick.shareWays !== null) {
      items.push({ cart_id: line.cart_id, qty: 1, shared_parts: pick.shareWays });
    }
  }
  return items;
}
