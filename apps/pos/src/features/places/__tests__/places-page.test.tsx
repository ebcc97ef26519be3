import type { PosOutlet, PosPlaces, PosStaffSession, PosVenueTable } from '@tabula/api-client';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { fakeStaffApi, json, writesOf } from '../../../../test/fake-staff-api';
import { renderSignedIn } from '../../../../test/render-signed-in';
import { activateLocale } from '../../../lib/i18n';
import { PlacesPage } from '../places-page';

/*
 * The back office's tables and counters (issue 32): each with its QR code to print, changed,
 * replaced or retired, and new ones added, every refusal said in words.
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

const MANAGER: PosStaffSession = {
  staff: {
    id: 41,
    company_id: 3,
    name: 'Mei Tan',
    email: 'mei@kopikaya.example.com',
    role: 'manager',
    outlet_id: 7,
  },
  csrf_token: 'staff-csrf',
};

const code = (token: string) => ({ token, url: `https://cafe.example/q/${token}` });

const T1: PosVenueTable = {
  id: 12,
  number: 'T1',
  qr_source: 'dine_pf',
  dine_mode: 'eat_in',
  code: code('tokT1xxxxxxxxxxx'),
};
const T2: PosVenueTable = {
  id: 13,
  number: 'T2',
  qr_source: 'dine_ot',
  dine_mode: 'eat_in',
  code: code('tokT2xxxxxxxxxxx'),
};

const PLACES: PosPlaces = {
  tables: [T1, T2],
  counters: [{ label: 'Counter', dine_mode: null, code: code('tokCounterxxxxxx') }],
};

/** The staff API: the places as `listed()` says, every change answered by `write`. */
const fakeApi = (
  listed: () => PosPlaces,
  write: (method: string, url: string, body: unknown) => Response,
) => fakeStaffApi({ '/pos/api/outlets/7/places': listed }, write);

/** The calls other than reading the places. */
const changes = writesOf;

async function renderPlaces(locale: 'en' | 'ar' = 'en') {
  return renderSignedIn(<PlacesPage outlet={outlet} />, MANAGER, locale);
}

let confirmSpy: MockInstance<(message?: string) => boolean>;

beforeEach(() => {
  confirmSpy = vi.spyOn(window, 'confirm').mockReturnValue(true);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await activateLocale('en');
});

describe("the back office's tables and counters", () => {
  it('shows each table and counter with its QR code, its address and the files to print', async () => {
    fakeApi(
      () => PLACES,
      () => json({}),
    );
    const screen = await renderPlaces();
    await expect.element(screen.getByRole('heading', { name: 'Table T1' })).toBeVisible();
    await expect
      .element(screen.getByRole('heading', { name: 'Counter', exact: true }))
      .toBeVisible();
    const qr = screen.getByRole('img', { name: 'QR code of Table T1' });
    await expect.element(qr).toHaveAttribute('src', '/pos/api/qr-codes/tokT1xxxxxxxxxxx.svg');
    await expect.element(screen.getByText('https://cafe.example/q/tokT2xxxxxxxxxxx')).toBeVisible();
    const png = screen.getByRole('link', { name: 'Download PNG' }).first();
    await expect
      .element(png)
      .toHaveAttribute('href', '/pos/api/qr-codes/tokT1xxxxxxxxxxx.png?size=1024');
    await expect
      .element(screen.getByRole('link', { name: 'Download the QR sheet to print (PDF)' }))
      .toHaveAttribute('href', '/pos/api/outlets/7/qr-sheet.pdf');
  });

  it('saves only what changed of a table: a new number keeps how it orders', async () => {
    let listed = PLACES;
    const spy = fakeApi(
      () => listed,
      () => {
        const renamed = { ...T1, number: 'T1A' };
        listed = { ...PLACES, tables: [renamed, T2] };
        return json({ table: renamed });
      },
    );
    const screen = await renderPlaces();
    const form = screen.getByRole('form', { name: 'Change Table T1' });
    await expect.element(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await form.getByLabelText('Number').fill('T1A');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Table T1A saved');
    expect(changes(spy)).toEqual([
      { method: 'PATCH', url: '/pos/api/tables/12', body: { number: 'T1A' } },
    ]);
    await expect.element(screen.getByRole('heading', { name: 'Table T1A' })).toBeVisible();
  });

  it('replaces a table’s QR code after a confirmation, and shows the new one', async () => {
    let listed = PLACES;
    const spy = fakeApi(
      () => listed,
      () => {
        listed = {
          ...PLACES,
          tables: [T1, { ...T2, code: code('tokT2newxxxxxxxx') }],
        };
        return json({ table_id: 13, number: 'T2', ...code('tokT2newxxxxxxxx') });
      },
    );
    const screen = await renderPlaces();
    await screen.getByRole('button', { name: 'New QR code' }).nth(1).click();
    expect(confirmSpy).toHaveBeenCalledWith(
      'Replace the QR code of Table T2? The printed one stops working.',
    );
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Table T2 has a new QR code: print it and replace the old one');
    expect(changes(spy)).toEqual([
      { method: 'POST', url: '/pos/api/tables/13/qr-code', body: undefined },
    ]);
    await expect.element(screen.getByText('https://cafe.example/q/tokT2newxxxxxxxx')).toBeVisible();
  });

  it('says in words that a table in use cannot be retired, and sends nothing when not confirmed', async () => {
    const spy = fakeApi(
      () => PLACES,
      () =>
        json(
          { error: 'The table has an open tab; close the tab first', error_id: 'table_in_use' },
          409,
        ),
    );
    const screen = await renderPlaces();
    confirmSpy.mockReturnValueOnce(false);
    await screen.getByRole('button', { name: 'Retire' }).nth(1).click();
    expect(changes(spy)).toEqual([]);
    await screen.getByRole('button', { name: 'Retire' }).nth(1).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent(
        'Table T2 is in use (an open tab or an unpaid bill): try again once it is paid.',
      );
    expect(changes(spy)).toEqual([
      { method: 'POST', url: '/pos/api/tables/13/retire', body: undefined },
    ]);
  });

  it('adds a table and a counter, and says a taken number in words', async () => {
    let listed = PLACES;
    const spy = fakeApi(
      () => listed,
      (_method, url, body) => {
        if (url === '/pos/api/outlets/7/tables') {
          if ((body as { number: string }).number === 'T1') {
            return json({ error: 'Table T1 already exists', error_id: 'table_number_taken' }, 409);
          }
          const added = {
            id: 14,
            number: 'T9',
            qr_source: 'scan_and_pay' as const,
            dine_mode: 'eat_in' as const,
            code: code('tokT9xxxxxxxxxxx'),
          };
          listed = { ...listed, tables: [...listed.tables, added] };
          return json({ table: added });
        }
        const counter = {
          label: 'Bar',
          dine_mode: 'take_away' as const,
          code: code('tokBarxxxxxxxxxx'),
        };
        listed = { ...listed, counters: [...listed.counters, counter] };
        return json({ counter });
      },
    );
    const screen = await renderPlaces();
    const addTable = screen.getByRole('form', { name: 'Add a table' });
    await addTable.getByLabelText('Number').fill('T1');
    await addTable.getByRole('button', { name: 'Add the table' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('A table, open or retired, is already numbered T1.');
    await addTable.getByLabelText('Number').fill('T9');
    await addTable.getByLabelText('Ordering').selectOptions('Scan and pay');
    await addTable.getByRole('button', { name: 'Add the table' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Table T9 added, with its QR code');
    await expect.element(screen.getByRole('heading', { name: 'Table T9' })).toBeVisible();

    const addCounter = screen.getByRole('form', { name: 'Add a counter' });
    await addCounter.getByLabelText('Name').fill(' Bar ');
    await addCounter.getByLabelText('Dine mode').selectOptions('Take away');
    await addCounter.getByRole('button', { name: 'Add the counter' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Bar added, with its QR code');
    expect(changes(spy)).toEqual([
      {
        method: 'POST',
        url: '/pos/api/outlets/7/tables',
        body: { number: 'T1', qr_source: 'dine_pf', dine_mode: 'eat_in' },
      },
      {
        method: 'POST',
        url: '/pos/api/outlets/7/tables',
        body: { number: 'T9', qr_source: 'scan_and_pay', dine_mode: 'eat_in' },
      },
      {
        method: 'POST',
        url: '/pos/api/outlets/7/counters',
        body: { label: 'Bar', dine_mode: 'take_away' },
      },
    ]);
  });

  it('reads right to left in Arabic, every label translated', async () => {
    fakeApi(
      () => PLACES,
      () => json({}),
    );
    const screen = await renderPlaces('ar');
    await expect.element(screen.getByRole('heading', { name: 'الطاولة T1' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'رمز QR جديد' }).first()).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'تنزيل ورقة رموز QR للطباعة (PDF)' }))
      .toBeVisible();
    const address = screen.getByText('https://cafe.example/q/tokT1xxxxxxxxxxx');
    await expect.element(address).toHaveAttribute('dir', 'ltr');
  });
});
