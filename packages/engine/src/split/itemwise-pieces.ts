import type { Bill } from '../charges/bill-types';
import { EngineError } from '../errors/engine-error';
import { allocate } from '../money/allocate';
import { Decimal } from '../money/decimal';
import type { Amount } from '../money/types';
import { itemwiseLedger, type LedgerUnit } from './itemwise-ledger';
import type { ItemwisePiece, ItemwisePiecesShare, PieceShare } from './types';

const ZERO = new Decimal(0);

/** The parts of one ledger unit: every component cut the same way by largest remainder. */
function unitParts(unit: LedgerUnit, parts: number, places: number): LedgerUnit[] {
  const ones = Array.from({ length: parts }, () => 1);
  const cut = (value: Decimal): Decimal[] => allocate(value, ones, places);
  const sub = cut(unit.sub_total);
  const discount = cut(unit.discount);
  const tax = cut(unit.tax);
  const surcharges = unit.surcharges.map(cut);
  const surchargeTaxes = unit.surcharge_taxes.map(cut);
  const adjustment = cut(unit.adjustment);
  const total = cut(unit.total);
  return ones.map((_, p) => ({
    sub_total: sub[p] ?? ZERO,
    discount: discount[p] ?? ZERO,
    tax: tax[p] ?? ZERO,
    surcharges: surcharges.map((amounts) => amounts[p] ?? ZERO),
    surcharge_taxes: surchargeTaxes.map((amounts) => amounts[p] ?? ZERO),
    adjustment: adjustment[p] ?? ZERO,
    total: total[p] ?? ZERO,
  }));
}

/**
 * What each unit of each bill line pays, and what each part of a unit shared among diners pays
 * (issue 18, beyond the spec: a shared dish): the item-wise ledger's unit totals, and a unit's
 * total cut into `parts` equal parts by largest remainder (earlier parts first), so the parts
 * always sum exactly to the unit.
 *
 * @param bill - the priced bill
 * @returns per line id, the amount of each unit, unit 1 first
 * @throws EngineError as itemwiseLedger
 * @example
 * ```ts
 * unitAmounts(bill).get('l1'); // ["3.34", "3.33", "3.33"] for a 10.00 line of 3
 * ```
 */
export function unitAmounts(bill: Bill): Map<string, Amount[]> {
  const ledger = itemwiseLedger(bill);
  return new Map(
    ledger.lines.map(({ line, units }) => [
      line.id,
      units.map((unit) => unit.total.toFixed(ledger.precision)),
    ]),
  );
}

/**
 * Cuts one amount (a unit of a shared dish) into `parts` equal parts by largest remainder.
 *
 * @param amount - the unit's amount
 * @param parts - 2 to 99
 * @param precision - decimal places, 0 to 3
 * @returns the parts, part 1 first; they sum exactly to the amount
 * @throws EngineError INVALID_QUANTITY for parts outside 2 to 99
 * @example
 * ```ts
 * sharedPartAmounts('10.00', 3, 2); // ["3.34", "3.33", "3.33"]
 * ```
 */
export function sharedPartAmounts(amount: Amount, parts: number, precision: number): Amount[] {
  assertParts(parts);
  return allocate(
    amount,
    Array.from({ length: parts }, () => 1),
    precision,
  ).map((part) => part.toFixed(precision));
}

function assertParts(parts: number): void {
  if (!Number.isSafeInteger(parts) || parts < 2 || parts > 99) {
    throw new EngineError('INVALID_QUANTITY', { parts });
  }
}

/**
 * Works out what a diner pays for named pieces of the bill in an item-wise split: whole units
 * (`{ line_id, unit }`) and parts of shared units (`{ line_id, unit, part, parts }`), each taken
 * from the item-wise ledger. Any partition of the bill into units and parts of units sums exactly
 * to the bill before tips, whoever pays which piece in whatever order, so the last payer pays
 * exactly what remains. Naming the same piece twice is refused.
 *
 * @param bill - the priced bill
 * @param pieces - the pieces, units and parts 1-based
 * @returns the share: one entry per line, every amount at the bill precision
 * @throws EngineError SPLIT_ITEM_UNAVAILABLE for a line or unit not on the bill or a piece named
 * twice, INVALID_QUANTITY for a part outside its parts or parts outside 2 to 99
 * @example
 * ```ts
 * itemwisePiecesShare(bill, [{ line_id: 'l1', unit: 1 }, { line_id: 'l2', unit: 1, part: 2, parts: 3 }]).total_amount;
 * ```
 */
export function itemwisePiecesShare(
  bill: Bill,
  pieces: readonly ItemwisePiece[],
): ItemwisePiecesShare {
  const ledger = itemwiseLedger(bill);
  const places = ledger.precision;
  const fmt = (value: Decimal): Amount => value.toFixed(places);
  const byLine = new Map(ledger.lines.map((entry) => [entry.line.id, entry]));
  const seen = new Set<string>();
  const taken = new Map<string, { units: LedgerUnit[]; pieces: PieceShare[] }>();

  for (const piece of pieces) {
    const entry = byLine.get(piece.line_id);
    const unit = entry?.units[piece.unit - 1];
    if (!entry || !unit || !Number.isSafeInteger(piece.unit)) {
      throw new EngineError('SPLIT_ITEM_UNAVAILABLE', { line_id: piece.line_id, unit: piece.unit });
    }
    let chosen = unit;
    if (piece.parts !== undefined) {
      assertParts(piece.parts);
      const part = piece.part ?? 0;
      if (!Number.isSafeInteger(part) || part < 1 || part > piece.parts) {
        throw new EngineError('INVALID_QUANTITY', { line_id: piece.line_id, part });
      }
      chosen = unitParts(unit, piece.parts, places)[part - 1] ?? unit;
    }
    // A whole unit and any part of it are the same food: naming both is naming it twice.
    const key = `${piece.line_id}\u0000${String(piece.unit)}`;
    const partKey = piece.parts === undefined ? key : `${key}\u0000${String(piece.part)}`;
    if (seen.has(key) || seen.has(partKey) || (piece.parts === undefined && hasPartOf(seen, key))) {
      throw new EngineError('SPLIT_ITEM_UNAVAILABLE', { line_id: piece.line_id, unit: piece.unit });
    }
    seen.add(partKey);
    const slot = taken.get(piece.line_id) ?? { units: [], pieces: [] };
    slot.units.push(chosen);
    slot.pieces.push({ ...piece, amount: fmt(chosen.total) });
    taken.set(piece.line_id, slot);
  }

  const all: LedgerUnit[] = [];
  const items = ledger.lines.flatMap(({ line }) => {
    const slot = taken.get(line.id);
    if (!slot) return [];
    all.push(...slot.units);
    return [
      {
        line_id: line.id,
        item_id: line.item_id,
        unit_price: line.unit_price,
        pieces: slot.pieces,
        sub_total: fmt(total(slot.units, (unit) => unit.sub_total)),
        discount: fmt(total(slot.units, (unit) => unit.discount)),
        tax: fmt(total(slot.units, (unit) => unit.tax)),
        total_amount: fmt(total(slot.units, (unit) => unit.total)),
      },
    ];
  });
  return {
    items,
    sub_total: fmt(total(all, (unit) => unit.sub_total)),
    discount: fmt(total(all, (unit) => unit.discount)),
    tax: fmt(total(all, (unit) => unit.surcharge_taxes.reduce((a, b) => a.plus(b), unit.tax))),
    surcharges: ledger.surcharges.map((surcharge, s) => ({
      id: surcharge.id,
      name: surcharge.name,
      amount: fmt(total(all, (unit) => unit.surcharges[s] ?? ZERO)),
      tax: fmt(total(all, (unit) => unit.surcharge_taxes[s] ?? ZERO)),
    })),
    total_amount: fmt(total(all, (unit) => unit.total)),
  };
}

function hasPartOf(seen: ReadonlySet<string>, unitKey: string): boolean {
  for (const key of seen) if (key.startsWith(`${unitKey}\u0000`)) return true;
  return false;
}

function total(units: readonly LedgerUnit[], part: (unit: LedgerUnit) => Decimal): Decimal {
  return units.reduce((sum, unit) => sum.plus(part(unit)), ZERO);
}
