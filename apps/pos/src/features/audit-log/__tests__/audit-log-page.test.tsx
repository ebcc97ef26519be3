import type { PosAuditEntry, PosOutlet, PosStaffSession } from '@tabula/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../../../test/render-signed-in';
import { writeCsrfToken } from '../../../lib/staff-session';
import { AuditLogPage } from '../audit-log-page';

const outlet: PosOutlet = {
  id: 7,
  company_id: 3,
  company_name: 'Kopi & Kaya Cafe',
  currency: 'SGD',
  decimal_precision: 2,
  location_id: 70,
  time_zone: 'Asia/Singapore',
  tables: [],
};

const session: PosStaffSession = {
  staff: {
    id: 41,
    company_id: 3,
    name: 'Mei Tan',
    email: 'mei@kopikaya.example.com',
    role: 'owner',
    outlet_id: null,
  },
  csrf_token: 'staff-csrf',
};

const LOG_URL = '/pos/api/audit-log';

/** A line of the log written by Farid Ismail, the manager of outlet 7. */
const line = (id: number, at: string, fields: Partial<PosAuditEntry>): PosAuditEntry => ({
  id,
  at,
  by: 'Farid Ismail',
  staff_id: 52,
  outlet_id: 7,
  action: 'pos.addTable',
  subject: `table T${id}`,
  details: {},
  ...fields,
});

/** One of each kind of line, newest first. */
const recent: PosAuditEntry[] = [
  line(18, '2026-11-26T09:45:00.000Z', {
    action: 'pos.refundPayment',
    subject: 'payment sc_4f1c2a9e0b7d3c55aa',
    details: {
      amount: '4.00',
      reason: 'Cold coffee',
      refund_key: '0b6f3c1e-52a4-4d7e-9a1b-6c2f8e4d1a33',
    },
  }),
  line(17, '2026-11-26T09:30:00.000Z', {
    action: 'pos.refundPayment',
    subject: 'payment sc_77aa01be93c4d2e6f0',
    details: { amount: 'all that was left', reason: null, refund_key: 'k-2' },
  }),
  line(16, '2026-11-26T08:10:00.000Z', {
    by: 'Mei Tan',
    staff_id: 41,
    action: 'pos.addStaffMember',
    subject: 'staff siti@kopikaya.example.com',
    details: { staff_id: 53, name: 'Siti Nur' },
  }),
  line(15, '2026-11-26T02:05:00.000Z', {
    action: 'pos.changeTable',
    subject: 'table T2',
    details: { qr_source: 'dine_pf', dine_mode: null },
  }),
  line(14, '2026-11-25T12:00:00.000Z', {
    by: 'staff token',
    staff_id: null,
    action: 'pos.rotateTableCode',
    subject: 'table T2',
    details: { old_token: 'tq8Xb2', new_token: 'Lm4Pz9' },
  }),
  line(13, '2026-11-25T11:00:00.000Z', {
    action: 'pos.addCounter',
    subject: 'counter Takeaway',
    details: { label: 'Takeaway', dine_mode: 'take_away' },
  }),
  line(12, '2026-11-20T01:00:00.000Z', {
    by: 'staff token',
    staff_id: null,
    outlet_id: null,
    action: 'staff.createOwner',
    subject: 'owner mei@kopikaya.example.com',
    details: { staff_id: 41, name: 'Mei Tan', by: 'pnpm staff create-owner' },
  }),
  line(11, '2026-11-19T03:00:00.000Z', {
    action: 'pos.printMenu',
    subject: 'outlet 7',
    details: { copies: 2 },
  }),
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** The staff API: the page of the log each URL asks for. */
function fakeApi(pages: Record<string, PosAuditEntry[]>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const entries = pages[urlOf(input)];
    if (entries === undefined) {
      return Promise.resolve(json({ error: 'Not found', error_id: 'not_found' }, 404));
    }
    return Promise.resolve(json({ entries }));
  });
}

async function renderLog() {
  return renderSignedIn(<AuditLogPage outlets={[outlet]} />, session);
}

beforeEach(() => {
  writeCsrfToken('staff-csrf');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the audit log', () => {
  it('shows each change with when, who, what, to what and its details in words', async () => {
    fakeApi({ [LOG_URL]: recent });
    const screen = await renderLog();
    await expect.element(screen.getByRole('heading', { name: 'Audit log' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Changes, newest first' });
    await expect.element(table).toBeVisible();
    const rows = table.getByRole('row');
    await expect.poll(() => rows.elements()).toHaveLength(recent.length + 1);

    const refund = rows.nth(1);
    // In the outlet's time zone (Singapore), whatever the tablet's.
    await expect.element(refund.getByText('17:45')).toBeVisible();
    await expect.element(refund.getByText('Nov 26, 2026')).toBeVisible();
    await expect.element(refund).toHaveTextContent('Farid Ismail');
    await expect.element(refund).toHaveTextContent('Refunded a payment');
    await expect.element(refund).toHaveTextContent('payment sc_4f1c2a9e0b7d3c55aa');
    await expect.element(refund.getByText(/^Amount: SGD\s4\.00$/)).toBeVisible();
    await expect.element(refund.getByText('Reason: Cold coffee')).toBeVisible();
    // The refund key means nothing to an owner.
    await expect.element(refund).not.toHaveTextContent('0b6f3c1e');

    await expect.element(rows.nth(2).getByText('Amount: all that was left')).toBeVisible();
    await expect.element(rows.nth(2)).not.toHaveTextContent('Reason');

    const added = rows.nth(3);
    await expect.element(added).toHaveTextContent('Mei Tan');
    await expect.element(added).toHaveTextContent('Added a person');
    await expect.element(added).toHaveTextContent('staff siti@kopikaya.example.com');
    await expect.element(added.getByText('Name: Siti Nur')).toBeVisible();

    const changed = rows.nth(4);
    await expect.element(changed.getByText('10:05')).toBeVisible();
    await expect.element(changed).toHaveTextContent('Changed a table');
    await expect.element(changed.getByText('QR code now Pay first')).toBeVisible();
    await expect.element(changed.getByText('Dine mode now as the outlet serves')).toBeVisible();

    const rotated = rows.nth(5);
    await expect.element(rotated.getByText('20:00')).toBeVisible();
    await expect.element(rotated).toHaveTextContent('The shared staff token');
    await expect.element(rotated).toHaveTextContent("Replaced a table's QR code");
    await expect.element(rotated.getByText('Old code tq8Xb2, new code Lm4Pz9')).toBeVisible();

    const counter = rows.nth(6);
    await expect.element(counter).toHaveTextContent('Added a counter');
    await expect.element(counter.getByText('Dine mode: Take away')).toBeVisible();

    // Made from the command line, at no outlet: the first outlet's time zone.
    const owner = rows.nth(7);
    await expect.element(owner.getByText('09:00')).toBeVisible();
    await expect.element(owner.getByText('Nov 20, 2026')).toBeVisible();
    await expect.element(owner).toHaveTextContent('pnpm staff create-owner');
    await expect.element(owner).toHaveTextContent('Created an owner');
    await expect.element(owner.getByText('Name: Mei Tan')).toBeVisible();

    // An action this console does not know yet shows its own name and details.
    const unknown = rows.nth(8);
    await expect.element(unknown.getByText('pos.printMenu', { exact: true })).toBeVisible();
    await expect.element(unknown.getByText('copies: 2')).toBeVisible();

    // Fewer than fifty: there is nothing older.
    await expect
      .element(screen.getByRole('button', { name: 'Show older' }))
      .not.toBeInTheDocument();
  });

  it('says what a change of the settings or the tips changed, each field before and after', async () => {
    fakeApi({
      [LOG_URL]: [
        line(31, '2026-11-28T09:00:00.000Z', {
          action: 'pos.changeOutletSettings',
          subject: 'outlet main',
          details: {
            'profile.call_waiter_enabled': { from: true, to: false },
            'profile.service_type': { from: 'eat_in_and_take_away', to: 'take_away' },
            'order_limits.max_order_amount': { from: null, to: '300.00' },
            taxes: {
              from: [{ id: 1, name: 'GST', type: 'PERCENTAGE', value: '9' }],
              to: [{ id: 1, name: 'GST', type: 'PERCENTAGE', value: '10' }],
            },
            'profile.translations': { from: {}, to: { ar: { announcement: 'مرحبا' } } },
          },
        }),
        line(30, '2026-11-28T08:00:00.000Z', {
          action: 'pos.changeTips',
          subject: 'tips',
          details: { tips: { from: ['5', '10', '15'], to: ['8', '12'] } },
        }),
      ],
    });
    const screen = await renderLog();
    const rows = screen.getByRole('table', { name: 'Changes, newest first' }).getByRole('row');
    await expect.poll(() => rows.elements()).toHaveLength(3);
    const settings = rows.nth(1);
    await expect.element(settings).toHaveTextContent("Changed the outlet's settings");
    await expect.element(settings.getByText('Waiter calls: on → off')).toBeVisible();
    await expect
      .element(settings.getByText('Service: Eat in and take away → Take away only'))
      .toBeVisible();
    await expect
      .element(settings.getByText(/^Largest order before the tip: no limit → SGD\s300\.00$/))
      .toBeVisible();
    await expect.element(settings.getByText('Taxes: GST 9% → GST 10%')).toBeVisible();
    await expect
      .element(settings.getByText('Announcement in other languages changed'))
      .toBeVisible();
    const tips = rows.nth(2);
    await expect.element(tips).toHaveTextContent('Changed the tips');
    await expect.element(tips.getByText('Tips: 5%, 10%, 15% → 8%, 12%')).toBeVisible();
  });

  it('says what a change of the offers was: a promotion retired, a coupon added, the loyalty figures before and after', async () => {
    fakeApi({
      [LOG_URL]: [
        line(42, '2026-11-28T10:00:00.000Z', {
          action: 'pos.savePromotion',
          subject: 'promotion two-cakes',
          details: {
            active: { from: true, to: false },
            action: { from: { value: '20' }, to: { value: '25' } },
          },
        }),
        line(41, '2026-11-28T09:30:00.000Z', {
          action: 'pos.saveCoupon',
          subject: 'coupon HELLO5',
          details: { added: { from: null, to: { active: true } } },
        }),
        line(40, '2026-11-28T09:00:00.000Z', {
          action: 'pos.changeLoyalty',
          subject: 'loyalty',
          details: {
            loyalty: {
              from: {
                points_per_currency_unit: '1',
                point_value: '0.10',
                min_redeem_value: '10',
                max_redeem_value: '0',
              },
              to: {
                points_per_currency_unit: '1',
                point_value: '0.05',
                min_redeem_value: '10',
                max_redeem_value: '500',
              },
            },
          },
        }),
      ],
    });
    const screen = await renderLog();
    const rows = screen.getByRole('table', { name: 'Changes, newest first' }).getByRole('row');
    await expect.poll(() => rows.elements()).toHaveLength(4);
    const promotion = rows.nth(1);
    await expect.element(promotion).toHaveTextContent('Saved a promotion');
    await expect.element(promotion.getByText('Retired')).toBeVisible();
    await expect.element(promotion.getByText('What it gives changed')).toBeVisible();
    const coupon = rows.nth(2);
    await expect.element(coupon).toHaveTextContent('Saved a coupon');
    await expect.element(coupon.getByText('Added', { exact: true })).toBeVisible();
    const loyalty = rows.nth(3);
    await expect.element(loyalty).toHaveTextContent('Changed the loyalty programme');
    await expect.element(loyalty.getByText("A point's worth: 0.10 → 0.05")).toBeVisible();
    await expect.element(loyalty.getByText('Most redeemed at once: 0 → 500')).toBeVisible();
    await expect.element(loyalty.getByText(/Points per unit paid/)).not.toBeInTheDocument();
  });

  it('says what a change of the menu changed: a price from and to, a name, the rest in words', async () => {
    fakeApi({
      [LOG_URL]: [
        line(22, '2026-11-27T09:00:00.000Z', {
          action: 'pos.changeMenuItem',
          subject: 'item 104 Flat white',
          details: { unit_price: { from: '5.50', to: '5.80' }, translations: {} },
        }),
        line(21, '2026-11-27T08:00:00.000Z', {
          action: 'pos.addMenuItem',
          subject: 'item 120 Mee goreng',
          details: { id: 120, category_id: 14, name: 'Mee goreng', unit_price: '9.80' },
        }),
        line(20, '2026-11-27T07:00:00.000Z', {
          action: 'pos.changeCategory',
          subject: 'category 11 Breakfast',
          details: { name: 'Morning', schedules: null },
        }),
      ],
    });
    const screen = await renderLog();
    const rows = screen.getByRole('table', { name: 'Changes, newest first' }).getByRole('row');
    await expect.poll(() => rows.elements()).toHaveLength(4);
    const price = rows.nth(1);
    await expect.element(price).toHaveTextContent('Changed a dish');
    await expect.element(price.getByText(/^Price SGD\s5\.50 → SGD\s5\.80$/)).toBeVisible();
    await expect.element(price.getByText('Texts in other languages changed')).toBeVisible();
    const added = rows.nth(2);
    await expect.element(added).toHaveTextContent('Added a dish');
    await expect.element(added.getByText(/^Price: SGD\s9\.80$/)).toBeVisible();
    await expect.element(added.getByText('Name: Mee goreng')).toBeVisible();
    await expect.element(added).not.toHaveTextContent('Moved to another category');
    const category = rows.nth(3);
    await expect.element(category).toHaveTextContent('Changed a menu category');
    await expect.element(category.getByText('Name now Morning')).toBeVisible();
    await expect.element(category.getByText('Hours changed')).toBeVisible();
  });

  it('reads the fifty before the last line shown with Show older, and adds them below', async () => {
    const first = Array.from({ length: 50 }, (_, index) =>
      line(150 - index, '2026-11-26T09:00:00.000Z', {}),
    );
    const older = [100, 99, 98].map((id) => line(id, '2026-11-24T09:00:00.000Z', {}));
    const spy = fakeApi({ [LOG_URL]: first, [`${LOG_URL}?before=101`]: older });
    const screen = await renderLog();
    const rows = screen.getByRole('table').getByRole('row');
    await expect.poll(() => rows.elements()).toHaveLength(51);
    await expect.element(rows.nth(1)).toHaveTextContent('table T150');
    await expect.element(rows.nth(50)).toHaveTextContent('table T101');

    await screen.getByRole('button', { name: 'Show older' }).click();
    await expect.poll(() => rows.elements()).toHaveLength(54);
    await expect.element(rows.nth(50)).toHaveTextContent('table T101');
    await expect.element(rows.nth(51)).toHaveTextContent('table T100');
    await expect.element(rows.nth(53)).toHaveTextContent('table T98');
    await expect.element(rows.nth(53).getByText('Nov 24, 2026')).toBeVisible();
    expect(spy.mock.calls.map(([input]) => urlOf(input))).toEqual([
      LOG_URL,
      `${LOG_URL}?before=101`,
    ]);
    // The second page held fewer than fifty: that was the oldest.
    await expect
      .element(screen.getByRole('button', { name: 'Show older' }))
      .not.toBeInTheDocument();
  });

  it('says when nothing was recorded yet', async () => {
    fakeApi({ [LOG_URL]: [] });
    const screen = await renderLog();
    await expect.element(screen.getByText('No changes recorded yet.')).toBeVisible();
    expect(screen.getByRole('table').elements()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Show older' }).elements()).toHaveLength(0);
  });
});
