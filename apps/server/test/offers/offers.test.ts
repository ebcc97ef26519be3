import { pages, type PosAuditEntry, type PosOffers, type PosPromotion } from '@tabula/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readAuditLog } from '../../src/staff/audit-log';
import { DATABASE_KINDS } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import { staff, type ErrorBody } from '../pos/support/staff';
import { addPerson, signIn } from '../staff-accounts/support/people';

/*
 * A company's offers in the back office (issue 32): its promotions, coupons and loyalty
 * programme, over real HTTP. A promotion saved reaches a diner's next request, a coupon is found
 * by the code a diner types, a retired one no longer is but stays listed; each change is checked
 * as an imported file is (a percentage above 100, an amount beyond the currency's places, a dish
 * no menu has), leaves an audit line, and saving the same thing twice writes nothing.
 */

type As = Parameters<typeof staff>[4];

type Offers = PosOffers &
  ErrorBody & { details?: { problems?: { path: string; message: string }[] } };

describe.each(DATABASE_KINDS)('a company’s offers on %s', (kind) => {
  let t: TestServer;
  let diner: Diner;
  const base = () => `/pos/api/outlets/${String(t.seed.cafe.outletId)}`;
  const read = async () => {
    const answer = await staff<Offers>(t, 'GET', `${base()}/offers`);
    expect(answer.status, answer.text).toBe(200);
    return answer.body;
  };
  const savePromotion = (key: string, body: unknown, as?: As) =>
    staff<Offers>(t, 'PUT', `${base()}/promotions/${key}`, body, as);
  const saveCoupon = (code: string, body: unknown, as?: As) =>
    staff<Offers>(t, 'PUT', `${base()}/coupons/${code}`, body, as);
  const changeLoyalty = (body: unknown, as?: As) =>
    staff<Offers>(t, 'PUT', `${base()}/loyalty`, body, as);
  /** The promotions a diner's home page offers, by name. */
  const offered = async () => {
    const answer = await diner.get('/pages/home');
    expect(answer.status).toBe(200);
    return pages.home.response.parse(answer.body).promotions;
  };
  const audits = async (): Promise<PosAuditEntry[]> =>
    readAuditLog(t.context.db, t.seed.cafe.companyId, undefined);
  const promotion = async (key: string): Promise<PosPromotion> => {
    const found = (await read()).promotions.find((each) => each.key === key);
    if (found === undefined) throw new Error(`no promotion ${key}`);
    return found;
  };

  beforeAll(async () => {
    t = await startTestServer(kind);
    diner = new Diner(t.url);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set(new Date('2026-11-25T04:00:00Z'));
    await diner.scan(t.seed.cafe.tables[0]?.token ?? '');
  });

  it('lists the promotions by priority, the coupons by code, the loyalty programme and the currency', async () => {
    const offers = await read();
    const priorities = offers.promotions.map((each) => each.definition.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    expect(offers.promotions[0]).toMatchObject({ key: 'two-cakes', active: true });
    expect(offers.coupons.map((each) => each.code)).toContain('SAVE10');
    expect(offers.loyalty).toEqual({
      points_per_currency_unit: '1',
      point_value: '0.10',
      min_redeem_value: '10',
      max_redeem_value: '0',
    });
    expect(offers).toMatchObject({ currency: 'SGD', decimal_precision: 2 });
    expect(offers.languages[0]).toBe('en');
  });

  it('changes a promotion that a diner’s next request offers, with an audit line; the same save twice writes nothing', async () => {
    const before = await promotion('two-cakes');
    const definition = {
      ...before.definition,
      action: { ...before.definition.action, value: '25' },
    };
    const saved = await savePromotion('two-cakes', { active: true, definition });
    expect(saved.status, saved.text).toBe(200);
    expect((await promotion('two-cakes')).definition.action.value).toBe('25');
    const shown = (await offered()).find((each) => each.id === before.id);
    expect(shown?.action.value).toBe('25');
    const [line] = await audits();
    expect(line).toMatchObject({
      action: 'pos.savePromotion',
      subject: 'promotion two-cakes',
      details: { action: { from: { value: '20' }, to: { value: '25' } } },
    });
    const count = (await audits()).length;
    const again = await savePromotion('two-cakes', { active: true, definition });
    expect(again.status).toBe(200);
    expect(await audits()).toHaveLength(count);
    await savePromotion('two-cakes', { active: true, definition: before.definition });
  });

  it('adds a promotion under a new key and retires it: the diner no longer sees it, the back office still lists it', async () => {
    const template = await promotion('two-cakes');
    const definition = {
      ...template.definition,
      name: 'Kopi hour',
      description: null,
      translations: {},
      priority: 9,
    };
    const added = await savePromotion('kopi-hour', { active: true, definition });
    expect(added.status, added.text).toBe(200);
    const row = added.body.promotions.find((each) => each.key === 'kopi-hour');
    expect(row).toMatchObject({ active: true, definition: { name: 'Kopi hour' } });
    expect((await offered()).map((each) => each.name)).toContain('Kopi hour');
    const retired = await savePromotion('kopi-hour', { active: false, definition });
    expect(retired.status).toBe(200);
    expect((await offered()).map((each) => each.name)).not.toContain('Kopi hour');
    expect(await promotion('kopi-hour')).toMatchObject({ id: row?.id, active: false });
    expect((await audits())[0]).toMatchObject({
      details: { active: { from: true, to: false } },
    });
  });

  it('refuses a promotion above 100%, beyond the currency’s places or naming a dish no menu has, and changes nothing', async () => {
    const before = await promotion('two-cakes');
    const count = (await audits()).length;
    const at = (change: (d: PosPromotion['definition']) => PosPromotion['definition']) =>
      savePromotion('two-cakes', { active: true, definition: change(before.definition) });

    const tooMuch = await at((d) => ({ ...d, action: { ...d.action, value: '150' } }));
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body).toMatchObject({
      error_id: 'promotion_invalid',
      error: 'definition.action.value: a percentage of at most 100',
    });
    const cents = await at((d) => ({
      ...d,
      action: { ...d.action, type: 'gets_value_discount', value: '1.005' },
    }));
    expect(cents.status).toBe(422);
    expect(cents.body.error).toBe(
      'definition.action.value: expected a decimal with at most 2 places',
    );
    const nowhere = await at((d) => ({
      ...d,
      condition: { ...d.condition, include: { items: [999999], categories: [] } },
    }));
    expect(nowhere.status).toBe(422);
    expect(nowhere.body.error).toBe(
      'definition.condition.include.items[0]: no dish 999999 on any menu',
    );
    const badKey = await savePromotion('Two Cakes', {
      active: true,
      definition: before.definition,
    });
    expect(badKey.status).toBe(400);
    expect(await promotion('two-cakes')).toEqual(before);
    expect(await audits()).toHaveLength(count);
  });

  it('adds a coupon under an upper-cased code that a diner finds, and retires it', async () => {
    const definition = {
      discount_name: '5 off',
      discount_type: 'FIXED',
      discount_rate: '5.00',
      maxdiscountableAmount: null,
      min_order_amount: '20.00',
      on_total: true,
      applied_from_pos: false,
      promotion_id: null,
      applicable_on_dinein: true,
    };
    const added = await saveCoupon('hello5', { active: true, definition });
    expect(added.status, added.text).toBe(200);
    expect(added.body.coupons.find((each) => each.code === 'HELLO5')).toMatchObject({
      active: true,
      definition: { discount_rate: '5.00' },
    });
    const found = await diner.get<{ discount_rate: string }>('/discounts/Hello5');
    expect(found.status, found.text).toBe(200);
    expect((await audits())[0]).toMatchObject({
      action: 'pos.saveCoupon',
      subject: 'coupon HELLO5',
    });
    const retired = await saveCoupon('HELLO5', { active: false, definition });
    expect(retired.status).toBe(200);
    expect((await diner.get('/discounts/HELLO5')).status).toBe(404);
    expect((await read()).coupons.find((each) => each.code === 'HELLO5')?.active).toBe(false);

    const tooMuch = await saveCoupon('HELLO5', {
      active: true,
      definition: { ...definition, discount_type: 'PERCENTAGE', discount_rate: '120' },
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body).toMatchObject({
      error_id: 'coupon_invalid',
      error: 'definition.discount_rate: a percentage of at most 100',
    });
  });

  it('changes the loyalty programme, refuses a most below the least, and ends it', async () => {
    const before = await read();
    const programme = { ...before.loyalty, point_value: '0.05', max_redeem_value: '500' };
    const changed = await changeLoyalty({ loyalty: programme });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.loyalty).toEqual(programme);
    expect((await audits())[0]).toMatchObject({
      action: 'pos.changeLoyalty',
      details: { loyalty: { from: before.loyalty, to: programme } },
    });
    const inverted = await changeLoyalty({ loyalty: { ...programme, max_redeem_value: '5' } });
    expect(inverted.status).toBe(422);
    expect(inverted.body).toMatchObject({
      error_id: 'loyalty_invalid',
      error: 'max_redeem_value: the most redeemed at once is below the least',
    });
    const worthless = await changeLoyalty({ loyalty: { ...programme, point_value: '0' } });
    expect(worthless.body.error).toBe('point_value: a point must be worth more than 0');
    const ended = await changeLoyalty({ loyalty: null });
    expect(ended.status).toBe(200);
    expect((await read()).loyalty).toBeNull();
    await changeLoyalty({ loyalty: before.loyalty });
    expect((await read()).loyalty).toEqual(before.loyalty);
  });

  it('lets a manager read the offers but not change them; another company’s owner sees nothing', async () => {
    const manager = await signIn(
      t,
      await addPerson(t, 'manager', t.seed.cafe.companyId, t.seed.cafe.outletId),
    );
    const seen = await staff<Offers>(t, 'GET', `${base()}/offers`, undefined, manager.as);
    expect(seen.status).toBe(200);
    const before = await read();
    const first = before.promotions[0];
    expect(first).toBeDefined();
    const refused = await savePromotion(
      first?.key ?? '',
      { active: false, definition: first?.definition },
      manager.as,
    );
    expect(refused.status).toBe(403);
    expect((await changeLoyalty({ loyalty: null }, manager.as)).status).toBe(403);
    const owner = await signIn(t, await addPerson(t, 'owner', t.seed.kuwait.companyId, null));
    const elsewhere = await staff(t, 'GET', `${base()}/offers`, undefined, owner.as);
    expect(elsewhere.status).toBe(404);
    expect(await read()).toEqual(before);
  });

  it('decides concurrent saves of one new promotion: one row, one id', async () => {
    const template = await promotion('two-cakes');
    const definition = { ...template.definition, name: 'Rush hour', priority: 8 };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => savePromotion('rush-hour', { active: true, definition })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const rows = (await read()).promotions.filter((each) => each.key === 'rush-hour');
    expect(rows).toHaveLength(1);
    const added = (await audits()).filter((each) => each.subject === 'promotion rush-hour');
    expect(added).toHaveLength(1);
    await savePromotion('rush-hour', { active: false, definition });
  });
});
