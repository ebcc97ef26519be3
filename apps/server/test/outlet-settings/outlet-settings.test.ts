import {
  pages,
  type MenuCategory,
  type MenuItem,
  type PosAuditEntry,
  type PosOutletSettings,
} from '@tabula/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readAuditLog } from '../../src/staff/audit-log';
import { DATABASE_KINDS } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import { staff, type ErrorBody } from '../pos/support/staff';
import { addPerson, signIn } from '../staff-accounts/support/people';

/*
 * An outlet's settings in the back office (issue 32): how it serves, its announcement, its
 * order limits, taxes and surcharges, and the company's tips, over real HTTP. Each change reaches
 * a diner's next request, is checked as an imported file is (an amount beyond the currency's
 * places is refused naming the place, and nothing changes), and leaves an audit line with the
 * value before and after.
 */

type Settings = PosOutletSettings &
  ErrorBody & { details?: { problems?: { path: string; message: string }[] } };

function dishesOf(categories: readonly MenuCategory[]): MenuItem[] {
  return categories.flatMap((category) => [
    ...category.items,
    ...dishesOf(category.categories ?? []),
  ]);
}

describe.each(DATABASE_KINDS)('an outlet’s settings on %s', (kind) => {
  let t: TestServer;
  let diner: Diner;
  const settingsPath = () => `/pos/api/outlets/${String(t.seed.cafe.outletId)}/settings`;
  const read = async () => {
    const answer = await staff<Settings>(t, 'GET', settingsPath());
    expect(answer.status, answer.text).toBe(200);
    return answer.body;
  };
  const change = (body: unknown) => staff<Settings>(t, 'PATCH', settingsPath(), body);
  const home = async () => {
    const answer = await diner.get('/pages/home');
    expect(answer.status).toBe(200);
    return pages.home.response.parse(answer.body);
  };
  /** The tips the diner's checkout offers. */
  const tipsOffered = async () => {
    const answer = await diner.get('/pages/checkout');
    expect(answer.status).toBe(200);
    return pages.checkout.response.parse(answer.body).tips;
  };
  const lastAudit = async (): Promise<PosAuditEntry | undefined> =>
    (await readAuditLog(t.context.db, t.seed.cafe.companyId, undefined))[0];

  beforeAll(async () => {
    t = await startTestServer(kind);
    diner = new Diner(t.url);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set(new Date('2026-11-25T04:00:00Z'));
    await diner.scan(t.seed.cafe.tables[0]?.token ?? '');
  });

  it('shows how the outlet serves, its limits, taxes, surcharges, tips, languages and currency', async () => {
    const shown = await read();
    expect(shown.profile).toMatchObject({ call_waiter_enabled: true });
    expect(shown.order_limits).toMatchObject({ max_line_quantity: 50, max_tip_percent: '50' });
    expect(shown.taxes).toEqual([{ id: 1, name: 'GST', type: 'PERCENTAGE', value: '9' }]);
    expect(shown.surcharges.map((surcharge) => surcharge.name)).toContain('Service charge');
    expect(shown.tips).toEqual(['5', '10', '15']);
    expect(shown.languages[0]).toBe('en');
    expect(shown).toMatchObject({ currency: 'SGD', decimal_precision: 2 });
  });

  it('turns the waiter call off, auto-confirm on and writes an Arabic announcement that a diner’s next request sees', async () => {
    const before = await read();
    const changed = await change({
      profile: {
        call_waiter_enabled: false,
        auto_confirm_enabled: true,
        announcement: 'Kitchen closes at 9 pm.',
        translations: { ar: { announcement: 'يغلق المطبخ الساعة 9 مساءً.' } },
      },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.version).toBeGreaterThan(before.version);
    expect(changed.body.profile).toMatchObject({
      call_waiter_enabled: false,
      auto_confirm_enabled: true,
      // What was not sent stays as it was.
      service_type: before.profile.service_type,
      checkout_mode: before.profile.checkout_mode,
    });
    const { outlet } = await home();
    expect(outlet).toMatchObject({
      call_waiter_enabled: false,
      auto_confirm_enabled: true,
      announcement: 'Kitchen closes at 9 pm.',
    });
    expect(outlet.translations?.ar?.announcement).toBe('يغلق المطبخ الساعة 9 مساءً.');
    expect(await lastAudit()).toMatchObject({
      action: 'pos.changeOutletSettings',
      details: {
        'profile.call_waiter_enabled': { from: true, to: false },
        'profile.auto_confirm_enabled': { from: before.profile.auto_confirm_enabled, to: true },
      },
    });
    await change({ profile: { call_waiter_enabled: true, auto_confirm_enabled: false } });
  });

  it('changes the GST rate on every dish and surcharge, adds a tax to every dish, and takes it off again', async () => {
    const raised = await change({
      taxes: [
        { id: 1, name: 'GST', type: 'PERCENTAGE', value: '10' },
        { id: 2, name: 'Tourism levy', type: 'PERCENTAGE', value: '1.5' },
      ],
    });
    expect(raised.status, raised.text).toBe(200);
    const dishes = dishesOf((await home()).menu.categories);
    expect(dishes.length).toBeGreaterThan(5);
    for (const dish of dishes) {
      expect(dish.taxes?.map((tax) => `${tax.name ?? ''} ${tax.value}`)).toEqual([
        'GST 10',
        'Tourism levy 1.5',
      ]);
    }
    const service = raised.body.surcharges.find((each) => each.name === 'Service charge');
    expect(service).toMatchObject({ tax_rate_id: 1, tax_rate: '10' });
    expect(service?.taxes.map((tax) => tax.value)).toEqual(['10']);
    expect((await lastAudit())?.details).toMatchObject({
      taxes: { from: [{ id: 1, value: '9' }], to: [{ value: '10' }, { value: '1.5' }] },
    });

    const back = await change({ taxes: [{ id: 1, name: 'GST', type: 'PERCENTAGE', value: '9' }] });
    expect(back.status, back.text).toBe(200);
    for (const dish of dishesOf((await home()).menu.categories)) {
      expect(dish.taxes?.map((tax) => tax.value)).toEqual(['9']);
    }
  });

  it('refuses an order limit beyond the currency’s places, naming it, and changes nothing', async () => {
    const before = await read();
    const refused = await change({
      profile: { call_waiter_enabled: false },
      order_limits: { max_order_amount: '300.005' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      error_id: 'settings_invalid',
      error: 'order_limits.max_order_amount: expected a decimal with at most 2 places',
    });
    expect(await read()).toEqual(before);
    const malformed = await change({ profile: { service_type: 'drive_through' } });
    expect(malformed.status).toBe(400);
    const unknown = await change({ colour: '#000' });
    expect(unknown.status).toBe(400);
    const limited = await change({ order_limits: { max_order_amount: '300.00' } });
    expect(limited.status, limited.text).toBe(200);
    expect((await home()).outlet.order_limits.max_order_amount).toBe('300.00');
    await change({ order_limits: { max_order_amount: null } });
  });

  it('lets an owner set the company’s tips, refusing a percentage twice; a manager may not', async () => {
    const tipsPath = `/pos/api/outlets/${String(t.seed.cafe.outletId)}/tips`;
    const set = await staff<Settings>(t, 'PUT', tipsPath, { tips: ['8', '12', '18'] });
    expect(set.status, set.text).toBe(200);
    expect(set.body.tips).toEqual(['8', '12', '18']);
    expect(await tipsOffered()).toEqual(['8', '12', '18']);
    expect(await lastAudit()).toMatchObject({
      action: 'pos.changeTips',
      details: { tips: { from: ['5', '10', '15'], to: ['8', '12', '18'] } },
    });
    const twice = await staff<Settings>(t, 'PUT', tipsPath, { tips: ['10', '10'] });
    expect(twice.status).toBe(422);
    expect(twice.body.error_id).toBe('tips_invalid');
    const manager = await signIn(
      t,
      await addPerson(t, 'manager', t.seed.cafe.companyId, t.seed.cafe.outletId),
    );
    const refused = await staff(t, 'PUT', tipsPath, { tips: ['1'] }, manager.as);
    expect(refused.status).toBe(403);
    const version = (await read()).version;
    const own = await staff<Settings>(t, 'PATCH', settingsPath(), {}, manager.as);
    expect(own.status, own.text).toBe(200);
    // Nothing sent, nothing written: the version and the audit log stay.
    expect(own.body.version).toBe(version);
    expect((await lastAudit())?.action).toBe('pos.changeTips');
    expect(await tipsOffered()).toEqual(['8', '12', '18']);
    await staff(t, 'PUT', tipsPath, { tips: ['5', '10', '15'] });
  });

  it('decides concurrent changes one after the other: every field sent is kept', async () => {
    const answers = await Promise.all([
      change({ profile: { call_waiter_enabled: false } }),
      change({ profile: { auto_confirm_enabled: true } }),
      change({ order_limits: { max_line_quantity: 20 } }),
      change({ order_limits: { max_order_items: 60 } }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const after = await read();
    expect(after.profile).toMatchObject({ call_waiter_enabled: false, auto_confirm_enabled: true });
    expect(after.order_limits).toMatchObject({ max_line_quantity: 20, max_order_items: 60 });
  });
});
