import { pages, session as sessionCalls } from '@tabula/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrCodes } from '../../src/db/schema';
import { addCounter } from '../../src/places/counter-changes';
import { replaceTableCode } from '../../src/venue-file/venue-codes';
import { DATABASE_KINDS } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';

const PATH = sessionCalls.entryLink.path;

/*
 * Issue 33: GET /session/entry-link answers the QR link of the session's place, so an in-app
 * browser's Copy link starts a session at the same table or counter in the phone's own browser.
 */
describe.each(DATABASE_KINDS)('the session entry link on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  async function scanned(token: string): Promise<Diner> {
    const diner = new Diner(t.url);
    await diner.scan(token);
    return diner;
  }

  async function entryLink(diner: Diner): Promise<string> {
    const answer = await diner.get(PATH);
    expect(answer.status, answer.text).toBe(200);
    return sessionCalls.entryLink.response.parse(answer.body).url;
  }

  async function sessionOf(diner: Diner) {
    const answer = await diner.get('/pages/sign_in');
    expect(answer.status, answer.text).toBe(200);
    return pages.signIn.response.parse(answer.body).session;
  }

  it("answers the counter's own QR link, which starts the same session in another browser", async () => {
    const diner = await scanned(t.seed.cafe.counterToken);
    const url = await entryLink(diner);
    expect(url).toBe(`${t.url}/q/${t.seed.cafe.counterToken}`);

    // The phone's own browser: no cookie of the first.
    const other = new Diner(t.url);
    await other.scan(new URL(url).pathname.slice('/q/'.length));
    expect(await sessionOf(other)).toEqual(await sessionOf(diner));
  });

  it("answers a table's code, and its new code once staff replaced it", async () => {
    const table = t.seed.kuwait.tables[0];
    if (!table) throw new Error('the demo has no Kuwait table');
    const diner = await scanned(table.token);
    expect(await entryLink(diner)).toBe(`${t.url}/q/${table.token}`);

    const replaced = await t.context.db.transaction((tx) =>
      replaceTableCode(tx, table.id, new Date()),
    );
    expect(replaced?.oldToken).toBe(table.token);
    expect(await entryLink(diner)).toBe(`${t.url}/q/${replaced?.token ?? ''}`);
  });

  it('prefers the counter code that fixes the dine mode the session has', async () => {
    const takeAway = await t.context.db.transaction((tx) =>
      addCounter(
        tx,
        t.seed.cafe.outletId,
        { label: 'Take-away window', dine_mode: 'take_away' },
        new Date(),
      ),
    );
    const diner = await scanned(takeAway);
    expect((await sessionOf(diner)).dine_mode).toBe('take_away');
    expect(await entryLink(diner)).toBe(`${t.url}/q/${takeAway}`);
    // A counter that leaves the mode to the diner answers the plain counter, not the window.
    expect(await entryLink(await scanned(t.seed.cafe.counterToken))).toBe(
      `${t.url}/q/${t.seed.cafe.counterToken}`,
    );
  });

  it('answers 404 no_entry_link when the place has no open code any more', async () => {
    const table = t.seed.kuwait.tables[1];
    if (!table) throw new Error('the demo has no second Kuwait table');
    const diner = await scanned(table.token);
    await t.context.db
      .update(qrCodes)
      .set({ retiredAt: new Date() })
      .where(eq(qrCodes.tableId, table.id));
    const answer = await diner.get<{ error_id: string }>(PATH);
    expect([answer.status, answer.body.error_id]).toEqual([404, 'no_entry_link']);
  });

  it('answers 401 session_missing without a session', async () => {
    const answer = await new Diner(t.url).get<{ error_id: string }>(PATH);
    expect([answer.status, answer.body.error_id]).toEqual([401, 'session_missing']);
  });
});
