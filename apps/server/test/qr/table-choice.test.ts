import { pages } from '@tabula/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import { SESSION_COOKIE } from '../../src/session/cookie';
import { pressOnPage } from '../payments/support/checkout';
import { DATABASE_KINDS } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import { sessionOf } from '../support/sessions';
import {
  freeAllTables,
  openTab,
  openTabTable,
  seat,
  tabOfTwo,
  tabPayload,
  type Seated,
} from '../tables/support/tables';

/*
 * Issue 30: a member of an unpaid open tab who scans another table's code is asked, not moved.
 * The scan keeps the session at the tab's table with the question on the home page; the answer
 * (POST /dine-in/v1/table-choice) stays or moves; a member whose part is paid, or whose tab is
 * closed, is moved as before.
 */

interface Refusal {
  error_id?: string;
  details?: { expected?: string };
}

describe.each(DATABASE_KINDS)('the table choice of a scan on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterEach(() => freeAllTables(t));
  afterAll(() => t.close());

  const home = async (diner: Diner) => {
    const answer = await diner.get('/pages/home');
    expect(answer.status, answer.text).toBe(200);
    return pages.home.response.parse(answer.body);
  };
  const choose = (diner: Diner, body: unknown) =>
    diner.post<Refusal & { session?: { table_id: number | null; table_number: string | null } }>(
      '/dine-in/v1/table-choice',
      body,
    );
  /** A diner who opened the tab at open-tab table `index` (alone, unpaid). */
  const tabOpener = async (index: number): Promise<Seated> => {
    const seated = await seat(t, openTabTable(t, index), { name: 'Omar' });
    const opened = await openTab(t, seated);
    expect(opened.status, opened.text).toBe(200);
    return seated;
  };
  /** The member pays what the server says they owe (their part, or everything unpaid). */
  const payPart = async (member: Seated, orderId: number) => {
    const pay = async (total: string) =>
      member.diner.post<Refusal & { payment_page_url?: string }>(
        '/payments/paytabs/create_payment_page',
        {
          order_details: {
            ...(await tabPayload(t, member.diner, undefined, {
              order_id: orderId,
              qr_source: 'dine_ot',
            })),
            tips_amount: '0.00',
            total_amount: total,
          },
        },
        Diner.idempotent(),
      );
    const owed = (await pay('0.01')).body.details?.expected ?? '';
    const started = await pay(owed);
    expect(started.status, started.text).toBe(200);
    const settled = await pressOnPage(started.body.payment_page_url ?? '', 'approve');
    expect(settled.status).toBe(303);
  };

  it('asks a member of an unpaid tab who scans another table, and keeps them at the tab', async () => {
    const omar = await tabOpener(0);
    const other = openTabTable(t, 1);
    const scanned = await omar.diner.scan(other.token);
    expect([scanned.status, scanned.headers.get('location')]).toEqual([302, '/']);

    const page = await home(omar.diner);
    expect(page.session).toMatchObject({
      table_id: omar.table.id,
      table_number: omar.table.number,
      qr_source: 'dine_ot',
      user_id: omar.user.id,
    });
    expect(page.table_choice).toEqual({
      tab_table: { id: omar.table.id, number: omar.table.number },
      scanned_table: { id: other.id, number: other.number },
    });
    // Still a member at the tab's table while the question waits.
    const status = await omar.diner.get<{ status: string }>(
      `/dine-in/v1/tables/${String(omar.table.id)}/status`,
    );
    expect(status.body.status).toBe('joined');
  });

  it('stay keeps the session at the tab and clears the question; a second answer is 409', async () => {
    const omar = await tabOpener(0);
    const other = openTabTable(t, 1);
    await omar.diner.scan(other.token);

    const stayed = await choose(omar.diner, { choice: 'stay', table_id: other.id });
    expect(stayed.status, stayed.text).toBe(200);
    expect(stayed.body.session).toMatchObject({
      table_id: omar.table.id,
      table_number: omar.table.number,
    });
    const page = await home(omar.diner);
    expect(page.table_choice).toBeNull();
    expect(page.session.table_id).toBe(omar.table.id);

    const again = await choose(omar.diner, { choice: 'move', table_id: other.id });
    expect([again.status, again.body.error_id]).toEqual([409, 'table_choice_gone']);
    expect((await home(omar.diner)).session.table_id).toBe(omar.table.id);
  });

  it('move seats the diner at the scanned table as a scan did before', async () => {
    const omar = await tabOpener(0);
    const other = openTabTable(t, 1);
    await omar.diner.scan(other.token);

    const moved = await choose(omar.diner, { choice: 'move', table_id: other.id });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.session).toMatchObject({
      table_id: other.id,
      table_number: other.number,
      qr_source: 'dine_ot',
      qr_type: 'dine-in',
      dine_mode: 'eat_in',
      user_id: omar.user.id,
    });
    const page = await home(omar.diner);
    expect(page.table_choice).toBeNull();
    expect(page.session.table_id).toBe(other.id);
    expect((await sessionOf(t, omar.diner)).tableChoiceToken).toBeNull();

    // From there, a scan of a third table asks again, and seats them back at the tab's table
    // (as its own code would) while it waits; a scan of the tab's own table asks nothing.
    const third = openTabTable(t, 2);
    await omar.diner.scan(third.token);
    const asked = await home(omar.diner);
    expect(asked.session).toMatchObject({
      table_id: omar.table.id,
      qr_source: 'dine_ot',
      dine_mode: 'eat_in',
    });
    expect(asked.table_choice?.scanned_table).toEqual({ id: third.id, number: third.number });
    await omar.diner.scan(omar.table.token);
    const back = await home(omar.diner);
    expect([back.session.table_id, back.table_choice]).toEqual([omar.table.id, null]);
  });

  it('moves without asking a member whose part is paid, or whose tab is closed', async () => {
    const { first, second, orderId } = await tabOfTwo(t, 0);
    const other = openTabTable(t, 1);
    // Omar pays his own part; Aisha has not paid hers.
    const prefer = await first.diner.post(
      `/dine-in/open-tab/v1/orders/${String(orderId)}/payments/save-preference`,
      { pay_for_self: true },
    );
    expect(prefer.status, prefer.text).toBe(200);
    await payPart(first, orderId);

    await first.diner.scan(other.token);
    const omar = await home(first.diner);
    expect([omar.session.table_id, omar.table_choice]).toEqual([other.id, null]);

    await second.diner.scan(other.token);
    const aisha = await home(second.diner);
    expect(aisha.session.table_id).toBe(first.table.id);
    expect(aisha.table_choice?.scanned_table.id).toBe(other.id);

    // Aisha pays the rest: the tab closes, and her next scan moves her at once.
    await payPart(second, orderId);
    await second.diner.scan(other.token);
    const closed = await home(second.diner);
    expect([closed.session.table_id, closed.table_choice]).toEqual([other.id, null]);
  });

  it('asks nobody who is not on a tab, nor about a counter', async () => {
    const visitor = new Diner(t.url);
    await visitor.scan(openTabTable(t, 0).token);
    await visitor.scan(openTabTable(t, 1).token);
    const page = await home(visitor);
    expect([page.session.table_id, page.table_choice]).toEqual([openTabTable(t, 1).id, null]);

    // our choice: the question names two tables; a counter's code moves the member as before.
    const omar = await tabOpener(0);
    await omar.diner.scan(t.seed.cafe.counterToken);
    const counter = await home(omar.diner);
    expect([counter.session.table_id, counter.table_choice]).toEqual([null, null]);
  });

  it('refuses a malformed, stale or unasked answer with a 4xx', async () => {
    const omar = await tabOpener(0);
    const other = openTabTable(t, 1);

    // Nothing asked yet.
    const unasked = await choose(omar.diner, { choice: 'stay', table_id: other.id });
    expect([unasked.status, unasked.body.error_id]).toEqual([409, 'table_choice_gone']);

    await omar.diner.scan(other.token);
    for (const body of [
      { choice: 'maybe', table_id: other.id },
      { choice: 'move' },
      { table_id: other.id },
      { choice: 'move', table_id: -1 },
      { choice: 'move', table_id: 'eleven' },
      JSON.stringify('move'),
    ]) {
      const refused = await choose(omar.diner, body);
      expect([refused.status, refused.body.error_id], JSON.stringify(body)).toEqual([
        400,
        'invalid_request',
      ]);
    }
    // Not JSON at all.
    expect((await choose(omar.diner, 'move')).status).toBe(400);
    // An answer about another table than the question's (a newer scan replaced it) moves nobody.
    const third = openTabTable(t, 2);
    const stale = await choose(omar.diner, { choice: 'move', table_id: third.id });
    expect([stale.status, stale.body.error_id]).toEqual([409, 'table_choice_gone']);
    // Without the CSRF token, or without a session.
    const forged = await omar.diner.post(
      '/dine-in/v1/table-choice',
      { choice: 'move', table_id: other.id },
      { 'x-csrf-token': 'forged' },
    );
    expect(forged.status).toBe(403);
    const stranger = await new Diner(t.url).post('/dine-in/v1/table-choice', {
      choice: 'move',
      table_id: other.id,
    });
    expect(stranger.status).toBe(401);
    // None of it moved the diner or answered the question.
    const page = await home(omar.diner);
    expect(page.session.table_id).toBe(omar.table.id);
    expect(page.table_choice?.scanned_table.id).toBe(other.id);
  });

  it('two answers at once: exactly one wins, and the session is where it says', async () => {
    const omar = await tabOpener(0);
    const other = openTabTable(t, 1);
    await omar.diner.scan(other.token);

    const answers = await Promise.all([
      choose(omar.diner, { choice: 'stay', table_id: other.id }),
      choose(omar.diner, { choice: 'move', table_id: other.id }),
      choose(omar.diner, { choice: 'move', table_id: other.id }),
    ]);
    const won = answers.filter((answer) => answer.status === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(2);
    const page = await home(omar.diner);
    expect(page.table_choice).toBeNull();
    expect(page.session.table_id).toBe(won[0]?.body.session?.table_id);
  });

  it('two scans at once from one phone both ask, neither moves, and the old session is gone', async () => {
    const omar = await tabOpener(0);
    const other = openTabTable(t, 1);
    const before = await sessionOf(t, omar.diner);
    const scan = () =>
      fetch(`${t.url}/q/${other.token}`, {
        headers: { cookie: omar.diner.cookieHeader() },
        redirect: 'manual',
      });
    const scans = await Promise.all([scan(), scan()]);
    for (const answer of scans) {
      expect(answer.status).toBe(302);
      const cookie = answer.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
      const signed = decodeURIComponent(/=([^;]*)/.exec(cookie ?? '')?.[1] ?? '');
      const unsigned = t.server.unsignCookie(signed);
      expect(unsigned.valid).toBe(true);
      const [row] = await t.context.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, unsigned.value ?? ''));
      expect(row).toMatchObject({
        tableId: omar.table.id,
        tableChoiceToken: other.token,
        userId: omar.user.id,
      });
    }
    // The session both scans arrived with opens nothing any more.
    const stale = await fetch(`${t.url}/pages/home`, {
      headers: { cookie: omar.diner.cookieHeader(), accept: 'application/json' },
    });
    expect(stale.status).toBe(401);
    const [old] = await t.context.db.select().from(sessions).where(eq(sessions.id, before.id));
    expect(old?.replacedAt).not.toBeNull();
  });
});
