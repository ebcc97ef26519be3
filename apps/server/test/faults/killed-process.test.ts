import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCardSandbox, HOSTED_PAGES_BASE_PATH, type CardSandbox } from '@tabula/sandbox';
import type { SplitBillEntry } from '@tabula/api-client';
import { add, subtract, toAmount } from '@tabula/engine';
import { eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../../src/db/client';
import { idempotencyKeys, orders, payments } from '../../src/db/schema';
import { HOSTED_PAGES_WEBHOOK_PATH } from '../../src/features/payments/hosted-pages/hosted-pages-webhook-route';
import { SESSION_COOKIE } from '../../src/session/cookie';
import { seedDemo } from '../../src/seed/seed-demo';
import { splitPartSchema } from '../../src/splits/split-part';
import { cafePayload, must, pressOnPage, referenceOf } from '../payments/support/checkout';
import {
  atBill,
  billSplit,
  claimQueue,
  openBill,
  owed,
  partPayload,
  prefer,
  type AtBill,
} from '../splits/support/bills';
import { signedInDiner } from '../support/accounts';
import { createPostgresDatabase, DATABASE_KINDS } from '../support/databases';
import { Diner } from '../support/diner';
import { TEST_MASTERCARD_KEYS, TEST_STRIPE_KEYS } from '../support/harness';
import { remoteServer } from '../support/remote-server';
import {
  killServerProcess,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../support/server-process';

/*
 * Issue 34, "faults survived": a server process killed with SIGKILL while diners place cash
 * orders at the counter, start card payments (the hosted-page provider) and claim and pay shares
 * of a scan-and-pay table's equal split. After a restart on the same PostgreSQL database nothing
 * acknowledged (a 2xx answer received) is lost, replaying every request with its Idempotency-Key
 * answers the acknowledged ones the same and places at most one order per key, no split share is
 * held or paid twice and the bill is never paid beyond its total.
 *
 * A real process on PostgreSQL: SIGKILL of an in-process server cannot be had, and PGlite in files
 * belongs to the process that died.
 */

const STAFF_TOKEN = 'killed-process-staff-token-0123456789';
/** Fixed, so the diners' signed cookies hold across the restart. */
const SESSION_SECRET = 'killed-process-session-secret-0123456789-abcdefgh';
const HOSTED_PAGES_SECRET = 'killed-process-hosted-pages-secret-0123456789';
/**
 * A start runs src/main.ts through tsx: alone it takes seconds, but under a whole `pnpm test` (two
 * server workers beside the diner's browser tests on two cores) one took over 90 s. The test's
 * own timeout (480 s) holds two starts and the requests around them.
 */
const START_TIMEOUT_MS = 180_000;

const CASH = '/payments/pay_at_cashier';
const PAYTABS = '/payments/paytabs/create_payment_page';
const CLAIM = '/dine-in/scan-and-pay/v1/payments/save-equal-split-paying-user';

/** Diners at the counter paying cash, at the counter paying by card, and shares of the bill. */
const CASH_DINERS = 24;
const CARD_DINERS = 12;
/** Shares 1..PAID_SHARES are held before the kill and paid during it; the rest are claimed. */
const SHARES = 8;
const PAID_SHARES = 4;
/** The kill comes once this share of the wave was answered. */
const KILL_AFTER_ANSWERED = 0.35;
/** The wave's requests leave over this long, so the kill finds them at every stage. */
const SPREAD_MS = 300;

/** Starts `src/main.ts` as `pnpm start` would on the shared database and hosted-page sandbox. */
function startProcess(
  databaseUrl: string,
  dataDir: string,
  hostedPagesUrl: string,
): Promise<ServerProcess> {
  return startServerProcess(
    {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      STAFF_TOKEN,
      SESSION_SECRET,
      HOSTED_PAGES_URL: hostedPagesUrl,
      HOSTED_PAGES_SECRET,
    },
    START_TIMEOUT_MS,
  );
}

type Kind = 'cash' | 'card' | 'share_payment' | 'claim';

/** One request of the wave, and what became of it. */
interface Sent {
  kind: Kind;
  diner: Diner;
  method: 'POST';
  path: string;
  body: unknown;
  headers: Record<string, string>;
  /** The share a claim or a share payment is about. */
  share?: number;
  userId?: number;
  /** Whether it left before the kill. */
  left: boolean;
  status?: number;
  text?: string;
  errorId?: string;
  error?: string;
}

const acknowledged = (sent: Sent) =>
  sent.status !== undefined && sent.status >= 200 && sent.status < 300;

/** The payment reference of a 2xx answer of the placing calls. */
function referenceOfAnswer(sent: Pick<Sent, 'kind' | 'text'>): string {
  const body = JSON.parse(sent.text ?? '{}') as {
    payment_page_url?: string;
    order_details?: { payment?: { reference_code?: string } };
  };
  if (sent.kind === 'cash') {
    const reference = body.order_details?.payment?.reference_code;
    if (!reference) throw new Error(`no reference in ${String(sent.text)}`);
    return reference;
  }
  return referenceOf(body.payment_page_url ?? '');
}

async function send(sent: Sent, url: string): Promise<Sent> {
  const result: Sent = { ...sent, left: true };
  try {
    const answer = await sent.diner
      .at(url)
      .request(sent.method, sent.path, sent.body, sent.headers);
    result.status = answer.status;
    result.text = answer.text;
    result.errorId = (answer.body as { error_id?: string } | null)?.error_id;
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
  }
  return result;
}

const sum = (...amounts: string[]) => toAmount(add(...amounts), 2);

describe.runIf(DATABASE_KINDS.includes('postgresql'))(
  'a server process killed with SIGKILL in the middle of orders, payments and a split',
  () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tabula-killed-process-'));
    let database: { url: string; drop(): Promise<void> } | undefined;
    let reader: OpenDatabase | undefined;
    let sandbox: CardSandbox | undefined;
    let serverUrl: string | null = null;
    let sandboxUrl = '';
    let current: ServerProcess | undefined;

    beforeAll(async () => {
      database = await createPostgresDatabase();
      reader = await openDatabase({ databaseUrl: database.url, dataDir: 'memory://' });
      sandbox = buildCardSandbox({
        stripe: TEST_STRIPE_KEYS,
        mastercard: TEST_MASTERCARD_KEYS,
        stripeWebhookUrl: () => null,
        publicUrl: () => sandboxUrl,
        appOrigin: () => serverUrl ?? 'http://127.0.0.1:0',
        hostedPages: {
          secret: HOSTED_PAGES_SECRET,
          // The restarted process is on another port: the notifications follow it.
          webhookUrl: () =>
            serverUrl === null ? null : `${serverUrl}${HOSTED_PAGES_WEBHOOK_PATH}`,
        },
      });
      await sandbox.server.listen({ port: 0, host: '127.0.0.1' });
      sandboxUrl = `http://127.0.0.1:${String((sandbox.server.server.address() as AddressInfo).port)}`;
    }, START_TIMEOUT_MS);
    afterAll(async () => {
      await stopServerProcess(current);
      await sandbox?.server.close();
      await reader?.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('loses nothing acknowledged and doubles nothing after kill -9 and a restart', async () => {
      if (!database || !reader) throw new Error('no database');
      const db = reader.db;
      const seed = await seedDemo(db);
      const { remote, t } = remoteServer(db, seed, STAFF_TOKEN);
      const hostedPagesUrl = `${sandboxUrl}${HOSTED_PAGES_BASE_PATH}`;
      const start = async () => {
        current = await startProcess(database?.url ?? '', dataDir, hostedPagesUrl);
        remote.url = current.url;
        serverUrl = current.url;
        return current;
      };
      const first = await start();

      // ---- Before the wave: the diners, their payloads, and a bill split in SHARES.
      const counter = async (kind: 'cash' | 'card'): Promise<Sent> => {
        const { diner } = await signedInDiner(t);
        const payload = await cafePayload(
          t,
          diner,
          kind === 'card' ? { paymentType: 'paytabs' } : {},
        );
        return {
          kind,
          diner,
          method: 'POST',
          path: kind === 'cash' ? CASH : PAYTABS,
          body: { order_details: payload },
          headers: Diner.idempotent(),
          left: false,
        };
      };
      const wave: Sent[] = [];
      for (let i = 0; i < CASH_DINERS; i += 1) wave.push(await counter('cash'));
      for (let i = 0; i < CARD_DINERS; i += 1) wave.push(await counter('card'));

      const billId = await openBill(t, [
        { item_id: seed.cafe.items.icedLemonTea, count: 4 },
        { item_id: seed.cafe.items.vegCurry, count: 4 },
      ]);
      const holders: AtBill[] = [];
      for (let i = 0; i < PAID_SHARES; i += 1) holders.push(await atBill(t));
      const firstHolder = must(holders[0], 'a holder');
      const saved = await prefer(firstHolder, billId, {
        pay_for_split: true,
        split_type: 'equal',
        split_count: SHARES,
      });
      expect(saved.status, saved.text).toBe(200);
      const slots = (share: number, userId: number) =>
        Array.from({ length: SHARES }, (_, i) => (i + 1 === share ? userId : 0));
      for (const [i, holder] of holders.entries()) {
        const claimed = await claimQueue(holder, slots(i + 1, holder.user.id));
        expect(claimed.status, claimed.text).toBe(204);
      }
      const split = await billSplit(firstHolder, billId);
      const billTotal = split.total_amount;
      const entry = (n: number): SplitBillEntry => {
        const found = split.split_bill_entries.find((candidate) => candidate.splitId === n);
        if (!found) throw new Error(`no split ${String(n)}`);
        return found;
      };
      for (const [i, holder] of holders.entries()) {
        const share = i + 1;
        const total = await owed(t, holder, billId, entry(share));
        wave.push({
          kind: 'share_payment',
          diner: holder.diner,
          method: 'POST',
          path: PAYTABS,
          body: { order_details: await partPayload(t, holder, billId, entry(share), total) },
          headers: Diner.idempotent(),
          share,
          userId: holder.user.id,
          left: false,
        });
      }
      // Two diners race for each share still free.
      for (let share = PAID_SHARES + 1; share <= SHARES; share += 1) {
        for (let contender = 0; contender < 2; contender += 1) {
          const at = await atBill(t);
          wave.push({
            kind: 'claim',
            diner: at.diner,
            method: 'POST',
            path: CLAIM,
            body: { user_ids: slots(share, at.user.id), table_id: at.tableId },
            // A claim carries no key (B§7): claiming one's own share again is a no-op.
            headers: {},
            share,
            userId: at.user.id,
            left: false,
          });
        }
      }

      // ---- The wave, and SIGKILL once part of it was answered.
      let answered = 0;
      let killed = false;
      let inFlightAtKill = 0;
      let notSentAtKill = 0;
      let killing: Promise<void> | null = null;
      const inFlight = new Set<number>();
      const kill = () => {
        if (killing) return killing;
        killed = true;
        inFlightAtKill = inFlight.size;
        notSentAtKill = wave.length - answered - inFlight.size;
        killing = killServerProcess(first);
        return killing;
      };
      // Shuffled, so every kind is found at every stage.
      const sequence = wave.map((_, i) => i).sort(() => Math.random() - 0.5);
      const results = await Promise.all(
        sequence.map(async (index, position) => {
          await new Promise((resolve) =>
            setTimeout(resolve, Math.floor((position * SPREAD_MS) / wave.length)),
          );
          const sent = must(wave[index], 'a request');
          if (killed) return { index, result: { ...sent } };
          inFlight.add(index);
          const result = await send(sent, first.url);
          inFlight.delete(index);
          if (result.status !== undefined) answered += 1;
          if (answered >= wave.length * KILL_AFTER_ANSWERED) void kill();
          return { index, result };
        }),
      );
      await kill();
      const done: Sent[] = [];
      for (const { index, result } of results) done[index] = result;

      const acked = done.filter(acknowledged);
      const refused = done.filter((sent) => sent.status !== undefined && !acknowledged(sent));
      const lost = done.filter((sent) => sent.status === undefined);
      const byKind = (list: Sent[]) =>
        Object.fromEntries(
          (['cash', 'card', 'share_payment', 'claim'] as const).map((kind) => [
            kind,
            list.filter((sent) => sent.kind === kind).length,
          ]),
        );
      console.info(
        `[killed-process] wave ${String(wave.length)}: in flight at the kill ${String(inFlightAtKill)}, not yet sent ${String(notSentAtKill)}; acknowledged ${String(acked.length)} ${JSON.stringify(byKind(acked))}, answered non-2xx ${String(refused.length)} ${JSON.stringify(refused.map((sent) => sent.errorId ?? sent.status))}, unanswered ${String(lost.length)} ${JSON.stringify(byKind(lost))}`,
      );
      // The kill did find requests in flight and answered ones: otherwise the test proves nothing.
      expect(acked.length).toBeGreaterThan(0);
      expect(inFlightAtKill).toBeGreaterThan(0);
      // Before the kill nothing answered other than 2xx, but the losing claims of a race.
      for (const sent of refused) {
        expect({ kind: sent.kind, error: sent.errorId }).toEqual({
          kind: 'claim',
          error: 'split_slot_taken',
        });
      }

      // ---- The restart on the same database.
      const second = await start();

      // Every acknowledged payment is stored exactly once, with its order.
      const paymentsOf = (references: string[]) =>
        references.length === 0
          ? Promise.resolve([])
          : db.select().from(payments).where(inArray(payments.reference, references));
      const ackedPlacing = acked.filter((sent) => sent.kind !== 'claim');
      const ackedReferences = ackedPlacing.map(referenceOfAnswer);
      expect(new Set(ackedReferences).size).toBe(ackedReferences.length);
      const storedAcked = await paymentsOf(ackedReferences);
      expect(storedAcked.map((row) => row.reference).sort()).toEqual([...ackedReferences].sort());
      for (const row of storedAcked) {
        const [order] = await db.select().from(orders).where(eq(orders.id, row.orderId));
        expect(order, `the order of ${row.reference}`).toBeDefined();
      }
      // Every acknowledged claim holds its share.
      const reading: AtBill = { ...firstHolder, diner: firstHolder.diner.at(second.url) };
      const queueNow = async () => (await billSplit(reading, billId)).equal_split_user_queue;
      const queueAfterKill = await queueNow();
      for (const sent of acked.filter((s) => s.kind === 'claim')) {
        expect(queueAfterKill[(sent.share ?? 0) - 1]?.user_id).toBe(sent.userId);
      }

      // Orders per counter diner: one key each, so at most one order, and one per acknowledgement.
      const ordersOfDiner = async (sent: Sent) => {
        const pair = sent.diner
          .cookieHeader()
          .split('; ')
          .find((part) => part.startsWith(`${SESSION_COOKIE}=`));
        const raw = decodeURIComponent((pair ?? '').slice(SESSION_COOKIE.length + 1));
        const sessionId = raw.slice(0, raw.lastIndexOf('.'));
        return db.select().from(orders).where(eq(orders.sessionId, sessionId));
      };
      const counterSent = done.filter((sent) => sent.kind === 'cash' || sent.kind === 'card');
      for (const sent of counterSent) {
        const placed = await ordersOfDiner(sent);
        expect(placed.length).toBeLessThanOrEqual(1);
        if (acknowledged(sent)) expect(placed).toHaveLength(1);
      }

      // ---- The holds the killed process had on its keys lapse (the clock moves past them), so
      // the retries take those keys over instead of waiting for an answer that never comes.
      await db
        .update(idempotencyKeys)
        .set({ claimedUntil: sql`now() - interval '1 second'` })
        .where(isNull(idempotencyKeys.statusCode));

      // ---- Every request again, with its own key, all at once.
      const replayed = await Promise.all(done.map((sent) => send(sent, second.url)));
      console.info(
        `[killed-process] replayed ${String(replayed.length)}: ${JSON.stringify(
          replayed.reduce<Record<string, number>>((counts, sent) => {
            const label = `${sent.kind}:${String(sent.status ?? sent.error)}${sent.errorId ? `:${sent.errorId}` : ''}`;
            counts[label] = (counts[label] ?? 0) + 1;
            return counts;
          }, {}),
        )}`,
      );
      /** Retries of unacknowledged orders and payments that got no answer of their own. */
      const unanswered: string[] = [];
      for (const [i, sent] of done.entries()) {
        const again = must(replayed[i], 'a replay');
        const what = `${sent.kind} ${sent.path} (first: ${String(sent.status ?? sent.error)})`;
        if (acknowledged(sent)) {
          // The same answer, byte for byte.
          expect(again.status, what).toBe(sent.status);
          expect(again.text, what).toBe(sent.text);
        } else if (sent.kind === 'claim') {
          // A definite answer: the share is the diner's, or the other contender's.
          expect([204, 409], `${what}: ${String(again.text)}`).toContain(again.status);
          if (again.status === 409) expect(again.errorId, what).toBe('split_slot_taken');
        } else if (again.status !== 200) {
          // An order or payment never acknowledged is placed by the retry, or was placed before
          // the kill: either way the retry must get its answer. Noted here, asserted last.
          const placed =
            sent.kind === 'share_payment'
              ? `share ${String(sent.share)}`
              : `${String((await ordersOfDiner(sent)).length)} order(s) placed`;
          unanswered.push(
            `${sent.kind}: ${String(again.status)} ${String(again.errorId)}, ${placed}`,
          );
        }
      }
      const pending = await db
        .select()
        .from(idempotencyKeys)
        .where(isNull(idempotencyKeys.statusCode));
      console.info(
        `[killed-process] retries with no answer ${String(unanswered.length)}: ${JSON.stringify(unanswered)}; keys still pending in the database: ${String(pending.length)}`,
      );
      // Every retry of an order or payment the killed process never answered gets its answer:
      // the retry took the key over and placed it, or resumed from what was placed before the kill.
      expect(unanswered).toEqual([]);
      expect(pending).toEqual([]);

      // At most one order per counter key (never two), with one payment.
      for (const [i, sent] of counterSent.entries()) {
        const placed = await ordersOfDiner(sent);
        expect(placed.length, `counter diner ${String(i)}`).toBeLessThanOrEqual(1);
        if (replayed[done.indexOf(sent)]?.status === 200) expect(placed).toHaveLength(1);
        for (const order of placed) {
          const rows = await db.select().from(payments).where(eq(payments.orderId, order.id));
          expect(rows, `payments of counter diner ${String(i)}`).toHaveLength(1);
        }
      }

      // Each share held by one diner, each claimant in one share at most.
      const queue = await queueNow();
      const held = queue.map((slot) => slot.user_id).filter((id) => id !== 0);
      expect(new Set(held).size).toBe(held.length);
      for (let share = 1; share <= PAID_SHARES; share += 1) {
        expect(queue[share - 1]?.user_id).toBe(holders[share - 1]?.user.id);
      }
      for (let share = PAID_SHARES + 1; share <= SHARES; share += 1) {
        const claims = replayed.filter((sent) => sent.kind === 'claim' && sent.share === share);
        const winners = claims.filter((sent) => sent.status === 204);
        expect(winners, `share ${String(share)}`).toHaveLength(1);
        expect(queue[share - 1]?.user_id).toBe(winners[0]?.userId);
      }

      // ---- Every share payment page ever answered is approved: the bill is paid once, never more.
      const pages = new Set<string>();
      for (const sent of [...done, ...replayed]) {
        if (sent.kind !== 'share_payment' || !acknowledged(sent)) continue;
        pages.add((JSON.parse(sent.text ?? '{}') as { payment_page_url: string }).payment_page_url);
      }
      for (const page of pages) {
        const pressed = await pressOnPage(page, 'approve');
        // A replaced attempt's page may refuse; the answered ones of the replays are current.
        expect([303, 409, 410, 422], pressed.text).toContain(pressed.status);
      }
      const billPayments = async () =>
        db.select().from(payments).where(eq(payments.orderId, billId));
      let paid: Awaited<ReturnType<typeof billPayments>> = [];
      for (let attempt = 0; attempt < 100; attempt += 1) {
        paid = (await billPayments()).filter((row) => row.status === 'paid');
        if (paid.length >= pages.size) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const paidShares = paid.flatMap((row) => splitPartSchema.parse(row.splitPart).split_ids);
      expect(new Set(paidShares).size, JSON.stringify(paidShares)).toBe(paidShares.length);
      // Every share whose payment page was answered is paid (all of them unless a key is stuck).
      const answeredShares = [
        ...new Set(
          [...done, ...replayed]
            .filter((sent) => sent.kind === 'share_payment' && acknowledged(sent))
            .map((sent) => sent.share ?? 0),
        ),
      ].sort();
      expect(paidShares.sort()).toEqual(answeredShares);
      const paidTotal = sum('0', ...paid.map((row) => row.amount));
      const expectedPaid = sum('0', ...answeredShares.map((share) => entry(share).total_amount));
      expect(paidTotal).toBe(expectedPaid);
      // Never more than the bill: what is left is not negative.
      expect(toAmount(subtract(billTotal, paidTotal), 2).startsWith('-')).toBe(false);
      const after = await billSplit(reading, billId);
      expect(after.remaining_amount).toBe(toAmount(subtract(billTotal, paidTotal), 2));
    }, 480_000);
  },
);
