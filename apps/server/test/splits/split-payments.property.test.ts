import type { BillSplit } from '@tabula/api-client';
import { add, subtract, toAmount } from '@tabula/engine';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, orders, outlets, payments, promotions } from '../../src/db/schema';
import { splitPartSchema } from '../../src/splits/split-part';
import { staff } from '../pos/support/staff';
import { DATABASE_KINDS } from '../support/databases';
import { RATE_LIMITS } from '../../src/http/rate-limits';
import { startTestServer, type TestServer } from '../support/harness';
import {
  atBill,
  billSplit,
  holdScreen,
  openBill,
  payAndSettle,
  pick,
  prefer,
  releaseScreen,
  type AtBill,
} from './support/bills';

/** One diner's turn: how they pay, and for the item-wise split what they pick. */
interface Turn {
  diner: number;
  outcome: 'approve' | 'decline-then-approve' | 'pos-cash';
  tip: boolean;
  /** Per line: whole units wanted (a share of what is free), or a shared part. */
  picks: { wholeShare: number; shareWays: 0 | 2 | 3 }[];
}

const turnArb = fc.record({
  diner: fc.integer({ min: 0, max: 3 }),
  outcome: fc.constantFrom('approve', 'decline-then-approve', 'pos-cash'),
  tip: fc.boolean(),
  picks: fc.array(
    fc.record({
      wholeShare: fc.double({ min: 0, max: 1, noNaN: true }),
      shareWays: fc.constantFrom(0, 2, 3),
    }),
    { minLength: 4, maxLength: 4 },
  ),
}) as fc.Arbitrary<Turn>;

const scenarioArb = fc.record({
  counts: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 4, maxLength: 4 }),
  mode: fc.constantFrom('equal', 'items', 'whole'),
  splitCount: fc.integer({ min: 2, max: 5 }),
  turns: fc.array(turnArb, { minLength: 1, maxLength: 5 }),
  lastByPos: fc.boolean(),
});

/**
 * Reshapes the cafe for a currency with `precision` decimals: the company's precision and
 * currency, and for 0 decimals every menu price rounded down to whole units and the promotions
 * (written in cents) switched off. 2 is the cafe as seeded.
 */
async function reshapeCafe(t: TestServer, precision: 0 | 2 | 3): Promise<void> {
  if (precision === 2) return;
  const db = t.context.db;
  const [company] = await db
    .select()
    .from(companies)
    .where(eq(companies.id, t.seed.cafe.companyId));
  if (!company) throw new Error('no cafe company');
  const currency = precision === 0 ? 'JPY' : 'KWD';
  await db
    .update(companies)
    .set({ profile: { ...(company.profile as object), decimal_precision: precision, currency } })
    .where(eq(companies.id, company.id));
  if (precision !== 0) return;
  const [outlet] = await db.select().from(outlets).where(eq(outlets.id, t.seed.cafe.outletId));
  if (!outlet) throw new Error('no cafe outlet');
  const whole = JSON.parse(
    JSON.stringify(outlet.menu).replace(/"(unit_price|final_price)":"(\d+)\.\d+"/g, '"$1":"$2"'),
  ) as unknown;
  await db.update(outlets).set({ menu: whole }).where(eq(outlets.id, outlet.id));
  await db.update(promotions).set({ active: false }).where(eq(promotions.companyId, company.id));
}

const CASES = DATABASE_KINDS.flatMap((kind) =>
  ([2, 0, 3] as const).map((precision) => [kind, precision] as const),
);

describe.each(CASES)('split payments through the API on %s, %i decimals', (kind, precision) => {
  let t: TestServer;
  let diners: AtBill[] = [];
  const zero = precision === 0 ? '0' : `0.${'0'.repeat(precision)}`;
  const tipOf = precision === 0 ? '1' : precision === 3 ? '0.500' : '0.50';

  beforeAll(async () => {
    t = await startTestServer(kind);
    await reshapeCafe(t, precision);
    diners = [await atBill(t), await atBill(t), await atBill(t), await atBill(t)];
  });
  afterAll(() => t.close());

  const tableId = () => t.seed.cafe.scanAndPayTable.id;
  const posPay = (splitId?: number) =>
    staff<BillSplit>(t, 'POST', `/pos/api/tables/${String(tableId())}/bill/payments`, {
      payment_type: 'cash',
      ...(splitId === undefined ? {} : { split_id: splitId }),
    });

  it('pays random bills in random parts: the parts sum to the bill, nothing is paid twice, the bill closes', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (scenario) => {
        // Each bill is another meal, a minute after the last: the same diners start a payment
        // per part and attempt, and thirty a minute is the limit of each payment call
        // (http/rate-limits.ts), which some scenarios would pass within one window.
        t.clock.advance(RATE_LIMITS.idempotent.windowMs);
        const menu = [
          t.seed.cafe.items.icedLemonTea,
          t.seed.cafe.items.vegCurry,
          t.seed.cafe.items.ondehOndeh,
          t.seed.cafe.items.cake,
        ];
        const items = menu
          .map((item_id, i) => ({ item_id, count: scenario.counts[i] ?? 0 }))
          .filter((item) => item.count > 0);
        if (items.length === 0) items.push({ item_id: menu[0], count: 1 });
        const orderId = await openBill(t, items);
        const [first] = diners;
        if (!first) throw new Error('no diners');
        const bill = await billSplit(first, orderId);
        const who = (turn: Turn): AtBill => {
          const diner = diners[turn.diner];
          if (!diner) throw new Error(`no diner ${String(turn.diner)}`);
          return diner;
        };
        const pay = async (turn: Turn, entry: Parameters<typeof payAndSettle>[3]) => {
          const tip = turn.tip ? tipOf : zero;
          if (turn.outcome === 'decline-then-approve') {
            await payAndSettle(t, who(turn), orderId, entry, 'decline', tip);
          }
          await payAndSettle(t, who(turn), orderId, entry, 'approve', tip);
        };

        if (scenario.mode === 'equal') {
          const saved = await prefer(first, orderId, {
            pay_for_split: true,
            split_type: 'equal',
            split_count: scenario.splitCount,
          });
          expect(saved.status, saved.text).toBe(200);
          for (const turn of scenario.turns) {
            const state = await billSplit(first, orderId);
            const free = state.split_bill_entries.find((entry) => !entry.paid);
            if (!free) break;
            if (turn.outcome === 'pos-cash') {
              expect((await posPay(free.splitId)).status).toBe(200);
              continue;
            }
            const queue = state.equal_split_user_queue.map((slot, i) =>
              i + 1 === free.splitId ? who(turn).user.id : slot.user_id,
            );
            const claimed = await who(turn).diner.post(
              '/dine-in/scan-and-pay/v1/payments/save-equal-split-paying-user',
              { user_ids: queue, table_id: tableId() },
            );
            expect(claimed.status, claimed.text).toBe(204);
            await pay(turn, free);
          }
        } else if (scenario.mode === 'items') {
          expect(
            (await prefer(first, orderId, { pay_for_split: true, split_type: 'manual' })).status,
          ).toBe(200);
          for (const turn of scenario.turns) {
            const state = await billSplit(first, orderId);
            const wanted = state.lines.flatMap((line, i) => {
              const choice = turn.picks[i];
              if (!choice) return [];
              if (choice.shareWays > 0) {
                const joinable = line.shared_units.some(
                  (unit) =>
                    unit.parts === choice.shareWays &&
                    unit.paid_parts + unit.reserved_parts < unit.parts,
                );
                return joinable || line.available_units > 0
                  ? [{ cart_id: line.cart_id, qty: 1, shared_parts: choice.shareWays }]
                  : [];
              }
              const qty = Math.floor(choice.wholeShare * line.available_units);
              return qty > 0 ? [{ cart_id: line.cart_id, qty }] : [];
            });
            if (wanted.length === 0) continue;
            if (turn.outcome === 'pos-cash') turn.outcome = 'approve';
            expect((await holdScreen(who(turn))).status).toBe(204);
            const picked = await pick(who(turn), orderId, wanted);
            expect(picked.status, picked.text).toBe(200);
            await releaseScreen(who(turn));
            await pay(turn, picked.body.split_bill_entry);
          }
        }
        // Whatever is left: the POS takes it, or a diner pays everything still unpaid.
        const left = await billSplit(first, orderId);
        if (!left.paid) {
          if (scenario.lastByPos) expect((await posPay()).status).toBe(200);
          else await payAndSettle(t, first, orderId, null, 'approve', zero);
        }

        const done = await billSplit(first, orderId);
        expect(done).toMatchObject({ paid: true, remaining_amount: zero });
        const [order] = await t.context.db.select().from(orders).where(eq(orders.id, orderId));
        expect(order?.paymentStatus).toBe('paid');
        const paid = await t.context.db
          .select()
          .from(payments)
          .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')));
        const parts = paid.map((row) => subtract(row.amount, row.tip));
        expect(toAmount(add('0', ...parts), precision)).toBe(bill.total_amount);
        // No unit, and no part of a shared unit, is paid twice.
        const keys = paid.flatMap((row) =>
          splitPartSchema
            .parse(row.splitPart)
            .pieces.map((piece) => `${piece.line_id}#${String(piece.unit)}`),
        );
        const wholeKeys = paid.flatMap((row) =>
          splitPartSchema
            .parse(row.splitPart)
            .pieces.filter((piece) => piece.parts === undefined)
            .map((piece) => `${piece.line_id}#${String(piece.unit)}`),
        );
        for (const key of wholeKeys) expect(keys.filter((k) => k === key)).toHaveLength(1);
        const partKeys = paid.flatMap((row) =>
          splitPartSchema
            .parse(row.splitPart)
            .pieces.filter((piece) => piece.parts !== undefined)
            .map((piece) => `${piece.line_id}#${String(piece.unit)}/${String(piece.part)}`),
        );
        expect(new Set(partKeys).size).toBe(partKeys.length);
        const slots = paid.flatMap((row) => splitPartSchema.parse(row.splitPart).split_ids);
        if (scenario.mode === 'equal') expect(new Set(slots).size).toBe(slots.length);
      }),
      { numRuns: precision === 2 ? 10 : 6 },
    );
  }, 240_000);
});
