import {
  add,
  equalShares,
  itemwisePiecesShare,
  parseAmount,
  sharedPartAmounts,
  splittableTotal,
  subtract,
  toAmount,
  unitAmounts,
  type Amount,
  type Bill,
} from '@tabula/engine';
import { PAYMENT_TIMEOUT_MS } from '../payments/payment-timeout';
import type { BillSplitState, SplitPaymentRecord } from './bill-split-store';
import type { StoredEntry } from './split-entries';
import { unitKey, type Piece } from './split-part';

/** Who has a piece of the bill: paid, or held by a saved entry or a running payment. */
export interface PieceHold {
  state: 'paid' | 'reserved';
  userId: number | null;
}

/** A bill's split worked out at one moment: what is paid, held and free, and every amount. */
export interface SplitLedger {
  bill: Bill;
  precision: number;
  /** The bill before tips: what the splits share. */
  total: Amount;
  /** Each equal split's share, split 1 first; empty unless the split is equal. */
  shares: Amount[];
  unitAmounts: Map<string, Amount[]>;
  /** Equal splits paid, and being paid by a running payment. */
  paidSplits: Set<number>;
  payingSplits: Set<number>;
  /** Whole units and parts of shared units that are paid or held, by piece key. */
  holds: Map<string, PieceHold>;
  /** Units shared among diners (by unit key) and into how many parts. */
  shared: Map<string, number>;
  /** What the paid payments took off the bill: their amounts without tips, with coupons. */
  paid: Amount;
  remaining: Amount;
  paidUsers: number[];
  /** Every payment of part of the bill, and those still running. */
  payments: readonly SplitPaymentRecord[];
  running: SplitPaymentRecord[];
  /** Item-wise entries still holding their pieces. */
  liveEntries: StoredEntry[];
}

/** A piece's key: the unit's, plus the part of a shared unit. */
export function pieceKey(piece: Piece): string {
  return piece.parts === undefined
    ? unitKey(piece)
    : `${unitKey(piece)}/${String(piece.part)}of${String(piece.parts)}`;
}

/** A payment still running: in progress and not past the overall payment timeout (B§9). */
export function isRunning(payment: SplitPaymentRecord, now: Date): boolean {
  return (
    payment.status === 'in_progress' &&
    (payment.provider === 'cash' ||
      now.getTime() - payment.createdAt.getTime() < PAYMENT_TIMEOUT_MS)
  );
}

/**
 * Whether an item-wise entry still holds its pieces: saved and not paid, and either its payment
 * is running or it was saved less than the payment timeout ago (our choice: an entry nobody pays
 * frees its items after 665 s, B§9).
 */
export function isLiveEntry(
  entry: StoredEntry,
  running: readonly SplitPaymentRecord[],
  now: Date,
): boolean {
  if (entry.status !== 'in_progress') return false;
  if (entry.payment_reference !== null) {
    return running.some((payment) => payment.reference === entry.payment_reference);
  }
  return now.getTime() - Date.parse(entry.saved_at) < PAYMENT_TIMEOUT_MS;
}

/**
 * Works out a bill's split at `now`: the equal shares (the engine's equalShares of the bill
 * before tips), each unit's and shared part's amount (the engine's item-wise ledger), which
 * splits and pieces are paid or held, what was paid and what remains. Paid payments are the
 * truth of what is paid; running payments and live entries hold their parts.
 */
export function splitLedger(
  bill: Bill,
  state: BillSplitState,
  payments: readonly SplitPaymentRecord[],
  now: Date,
): SplitLedger {
  const precision = bill.precision;
  const total = splittableTotal(bill);
  const shares =
    state.splitType === 'equal' && state.splitCount >= 2
      ? equalShares(total, state.splitCount, precision)
      : [];
  const paidPayments = payments.filter((payment) => payment.status === 'paid');
  const running = payments.filter((payment) => isRunning(payment, now));
  const liveEntries = state.entries.filter((entry) => isLiveEntry(entry, running, now));

  const holds = new Map<string, PieceHold>();
  const shared = new Map<string, number>();
  const hold = (pieces: readonly Piece[], value: PieceHold) => {
    for (const piece of pieces) {
      if (piece.parts !== undefined) shared.set(unitKey(piece), piece.parts);
      const key = pieceKey(piece);
      if (holds.get(key)?.state !== 'paid') holds.set(key, value);
    }
  };
  for (const payment of paidPayments) {
    hold(payment.part.pieces, { state: 'paid', userId: payment.userId });
  }
  for (const payment of running) {
    hold(payment.part.pieces, { state: 'reserved', userId: payment.userId });
  }
  for (const entry of liveEntries) {
    hold(entry.pieces, { state: 'reserved', userId: entry.user_id });
  }

  const paidSplits = new Set(paidPayments.flatMap((payment) => payment.part.split_ids));
  state.queue.forEach((slot, i) => {
    if (slot.paid) paidSplits.add(i + 1);
  });
  const payingSplits = new Set(running.flatMap((payment) => payment.part.split_ids));
  const paid = toAmount(
    add(
      '0',
      ...paidPayments.map((payment) =>
        add(subtract(payment.amount, payment.tip), payment.part.discount ?? '0'),
      ),
    ),
    precision,
  );
  const remaining = parseAmount(subtract(total, paid)).isNegative()
    ? toAmount('0', precision)
    : toAmount(subtract(total, paid), precision);
  const paidUsers = [
    ...new Set(
      paidPayments.map((payment) => payment.userId).filter((id): id is number => id !== null),
    ),
  ];
  return {
    bill,
    precision,
    total,
    shares,
    unitAmounts: unitAmounts(bill),
    paidSplits,
    payingSplits,
    holds,
    shared,
    paid,
    remaining,
    paidUsers,
    payments,
    running,
    liveEntries,
  };
}

/** What the pieces pay: the engine's item-wise ledger. */
export function piecesAmount(ledger: Pick<SplitLedger, 'bill'>, pieces: readonly Piece[]): Amount {
  return itemwisePiecesShare(ledger.bill, pieces).total_amount;
}

/** The parts of one shared unit and what each pays. */
export function sharedParts(ledger: SplitLedger, lineId: string, unit: number): Amount[] {
  const parts = ledger.shared.get(unitKey({ line_id: lineId, unit })) ?? 2;
  const amount = ledger.unitAmounts.get(lineId)?.[unit - 1] ?? '0';
  return sharedPartAmounts(amount, parts, ledger.precision);
}

/**
 * Every piece of the bill not yet paid: whole units never shared, and the unpaid parts of shared
 * units. What a payment of "everything still unpaid" covers.
 */
export function unpaidPieces(ledger: SplitLedger): Piece[] {
  return ledger.bill.lines.flatMap((line) =>
    Array.from({ length: line.count }, (_, u): Piece[] => {
      const unit = u + 1;
      const parts = ledger.shared.get(unitKey({ line_id: line.id, unit }));
      if (parts === undefined) {
        const piece = { line_id: line.id, unit };
        return ledger.holds.get(pieceKey(piece))?.state === 'paid' ? [] : [piece];
      }
      return Array.from({ length: parts }, (_, p) => ({
        line_id: line.id,
        unit,
        part: p + 1,
        parts,
      })).filter((piece) => ledger.holds.get(pieceKey(piece))?.state !== 'paid');
    }).flat(),
  );
}
