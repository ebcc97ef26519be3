import type { PosOutlet, PosOutletSettings, PosStaffSession } from '@tabula/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStaffApi, json, writesOf } from '../../../../test/fake-staff-api';
import { renderSignedIn } from '../../../../test/render-signed-in';
import { activateLocale } from '../../../lib/i18n';
import { SettingsPage } from '../settings-page';

/*
 * An outlet's settings in the back office (issue 32): how it serves, its order limits, its taxes
 * and (owners only) the company's tips; only what changed is sent, amounts and percentages are
 * checked before sending, and the page reads in Arabic, right to left.
 */

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

const person = (role: 'manager' | 'owner'): PosStaffSession => ({
  staff: {
    id: 41,
    company_id: 3,
    name: 'Mei Tan',
    email: 'mei@kopikaya.example.com',
    role,
    outlet_id: role === 'manager' ? 7 : null,
  },
  csrf_token: 'staff-csrf',
});

const SETTINGS: PosOutletSettings = {
  profile: {
    announcement: null,
    service_type: 'eat_in_and_take_away',
    call_waiter_enabled: true,
    auto_confirm_enabled: false,
    checkout_mode: 'login_and_guest',
    open_tab_checkout_mode: 'guest',
  },
  order_limits: {
    max_line_quantity: 50,
    max_order_items: 100,
    max_order_amount: null,
    max_tip_percent: '50',
  },
  taxes: [{ id: 1, name: 'GST', type: 'PERCENTAGE', value: '9' }],
  surcharges: [],
  is_tax_inclusive: false,
  tips: ['5', '10', '15'],
  languages: ['en', 'ar', 'zh', 'ms'],
  currency: 'SGD',
  decimal_precision: 2,
  version: 4,
};

const PATH = '/pos/api/outlets/7/settings';

function serve() {
  return fakeStaffApi({ [PATH]: () => SETTINGS }, () =>
    json({ ...SETTINGS, version: SETTINGS.version + 1 }),
  );
}

afterEach(async () => {
  vi.restoreAllMocks();
  await activateLocale('en');
});

describe("the back office's settings", () => {
  it('turns the waiter call off and writes the announcement in Arabic, sending only what changed', async () => {
    const spy = serve();
    const screen = await renderSignedIn(<SettingsPage outlet={outlet} />, person('manager'));
    const form = screen.getByRole('form', { name: 'How the outlet serves' });
    await form.getByRole('checkbox', { name: 'Diners may call a waiter' }).click();
    await form.getByLabelText('Checkout at the counter').selectOptions('Diners sign in first');
    await form.getByLabelText('Announcement on the menu').fill('Kitchen closes at 9 pm. ');
    const arabic = form.getByLabelText('Announcement in Arabic');
    await expect.element(arabic).toHaveAttribute('dir', 'rtl');
    await arabic.fill('يغلق المطبخ الساعة 9 مساءً.');
    await form.getByRole('button', { name: 'Save the service settings' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Service settings saved');
    expect(writesOf(spy)).toEqual([
      {
        method: 'PATCH',
        url: PATH,
        body: {
          profile: {
            call_waiter_enabled: false,
            checkout_mode: 'login',
            announcement: 'Kitchen closes at 9 pm.',
            translations: {
              ar: { announcement: 'يغلق المطبخ الساعة 9 مساءً.' },
              zh: { announcement: null },
              ms: { announcement: null },
            },
          },
        },
      },
    ]);
    // Tips are the company's: a manager is not shown them.
    await expect.element(screen.getByRole('form', { name: 'Tips' })).not.toBeInTheDocument();
  });

  it('refuses an order amount beyond the currency’s places before sending, and a blank one is no limit', async () => {
    const spy = serve();
    const screen = await renderSignedIn(<SettingsPage outlet={outlet} />, person('manager'));
    const form = screen.getByRole('form', { name: 'Order limits' });
    const amount = form.getByLabelText('Largest order before the tip (SGD, blank for none)');
    await amount.fill('300.005');
    await form.getByRole('button', { name: 'Save the order limits' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('An amount is a number with at most 2 decimals in SGD.');
    await form.getByLabelText('Most of one dish on a line').fill('0');
    await amount.fill('300');
    await form.getByRole('button', { name: 'Save the order limits' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('A limit of units is a whole number from 1.');
    expect(writesOf(spy)).toEqual([]);
    await form.getByLabelText('Most of one dish on a line').fill('20');
    await form.getByRole('button', { name: 'Save the order limits' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Order limits saved');
    expect(writesOf(spy)).toEqual([
      {
        method: 'PATCH',
        url: PATH,
        body: { order_limits: { max_line_quantity: 20, max_order_amount: '300' } },
      },
    ]);
  });

  it('changes the GST rate, adds a tax and sends the taxes whole', async () => {
    const spy = serve();
    const screen = await renderSignedIn(<SettingsPage outlet={outlet} />, person('manager'));
    const form = screen.getByRole('form', { name: 'Taxes' });
    await form.getByLabelText('Rate (%)').fill('10');
    await form.getByRole('button', { name: 'Add a tax' }).click();
    await form.getByRole('button', { name: 'Save the taxes' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Give every tax a name.');
    await form.getByLabelText('Tax', { exact: true }).nth(1).fill('Tourism levy');
    await form.getByLabelText('Rate (%)').nth(1).fill('1.5');
    await form.getByRole('checkbox', { name: 'Menu prices include the taxes' }).click();
    await form.getByRole('button', { name: 'Save the taxes' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Taxes saved');
    expect(writesOf(spy)).toEqual([
      {
        method: 'PATCH',
        url: PATH,
        body: {
          taxes: [
            { id: 1, name: 'GST', type: 'PERCENTAGE', value: '10' },
            { id: 2, name: 'Tourism levy', type: 'PERCENTAGE', value: '1.5' },
          ],
          is_tax_inclusive: true,
        },
      },
    ]);
  });

  it('changes a surcharge, adds a fixed one taxed with GST only on orders taken away, and sends them whole', async () => {
    const service = {
      id: 1,
      name: 'Service charge',
      translations: { ar: { name: 'رسوم الخدمة' } },
      type: 'PERCENTAGE' as const,
      value: '10',
      taxes: [],
      applicable_on_dinein: true,
      applicable_on_walkin: false,
      is_taxable: false,
      is_delivery_charge: false,
      tax_rate_id: null,
      tax_rate: null,
    };
    const spy = fakeStaffApi({ [PATH]: () => ({ ...SETTINGS, surcharges: [service] }) }, () =>
      json(SETTINGS),
    );
    const screen = await renderSignedIn(<SettingsPage outlet={outlet} />, person('manager'));
    const form = screen.getByRole('form', { name: 'Surcharges' });
    const first = form.getByRole('group', { name: 'Surcharge: Service charge' });
    await first.getByLabelText('Percentage (%)').fill('12.5');
    await form.getByRole('button', { name: 'Add a surcharge' }).click();
    // The new one's legend follows its name: it is the second group.
    const added = form.getByRole('group').nth(1);
    await added.getByLabelText('Name', { exact: true }).fill('Takeaway box');
    await added.getByLabelText('Charged as').selectOptions('A fixed amount');
    await added.getByLabelText('Amount (SGD)').fill('0.505');
    await form.getByRole('button', { name: 'Save the surcharges' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('an amount has at most 2 decimals in SGD');
    expect(writesOf(spy)).toEqual([]);
    await added.getByLabelText('Amount (SGD)').fill('0.50');
    await added.getByLabelText('Taxed with').selectOptions('GST 9%');
    await added.getByRole('checkbox', { name: 'At tables' }).click();
    await added.getByRole('checkbox', { name: 'At the counter' }).click();
    await added.getByRole('checkbox', { name: 'Only on orders taken away' }).click();
    await added.getByLabelText('Name in Malay').fill('Kotak bungkus');
    await form.getByRole('button', { name: 'Save the surcharges' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Surcharges saved');
    const gst = { id: 1, name: 'GST', type: 'PERCENTAGE', value: '9' };
    expect(writesOf(spy)).toEqual([
      {
        method: 'PATCH',
        url: PATH,
        body: {
          surcharges: [
            { ...service, value: '12.5' },
            {
              id: 2,
              name: 'Takeaway box',
              translations: { ms: { name: 'Kotak bungkus' } },
              type: 'FIXED',
              value: '0.50',
              taxes: [gst],
              applicable_on_dinein: false,
              applicable_on_walkin: true,
              is_taxable: true,
              is_delivery_charge: true,
              tax_rate_id: 1,
              tax_rate: '9',
            },
          ],
        },
      },
    ]);
  });

  it('lets an owner set the tips in order, refusing a percentage twice', async () => {
    const spy = serve();
    const screen = await renderSignedIn(<SettingsPage outlet={outlet} />, person('owner'));
    const form = screen.getByRole('form', { name: 'Tips' });
    await form.getByLabelText('Tip 1 (%)').fill('10');
    await form.getByRole('button', { name: 'Save the tips' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Offer each percentage once.');
    expect(writesOf(spy)).toEqual([]);
    await form.getByLabelText('Tip 1 (%)').fill('8');
    await form.getByLabelText('Tip 3 (%)').fill('');
    await form.getByLabelText('Tip 4 (%)').fill('20');
    await form.getByRole('button', { name: 'Save the tips' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Tips saved');
    expect(writesOf(spy)).toEqual([
      { method: 'PUT', url: '/pos/api/outlets/7/tips', body: { tips: ['8', '10', '20'] } },
    ]);
  });

  it('reads in Arabic, right to left', async () => {
    serve();
    const screen = await renderSignedIn(<SettingsPage outlet={outlet} />, person('owner'), 'ar');
    await expect.element(screen.getByRole('heading', { name: 'الضرائب' })).toBeVisible();
    expect(screen.container.querySelector('[dir="rtl"]')).not.toBeNull();
    expect(screen.container.textContent).not.toContain('Save the');
    await expect
      .element(screen.getByRole('checkbox', { name: 'يمكن للزبائن استدعاء النادل' }))
      .toBeChecked();
  });
});
