import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { PosOrder, PosOutlet } from '@tabula/api-client';
import { ThemeRoot } from '@tabula/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { activateLocale } from '../../../lib/i18n';
import { StatusNoteProvider, useStatusNote } from '../../../lib/status-note';
import { writeCsrfToken } from '../../../lib/staff-session';
import { OrderCard } from '../order-card';

const outlet: PosOutlet = {
  id: 7,
  company_id: 3,
  company_name: 'Kopi Corner',
  currency: 'SGD',
  decimal_precision: 2,
  location_id: 70,
  time_zone: 'Asia/Singapore',
  tables: [{ id: 12, number: '4' }],
};

const order: PosOrder = {
  id: 90017,
  order_number: 'A-0417',
  sapaad_order_id: 550017,
  outlet_id: 7,
  status: 'unconfirmed',
  payment_status: 'unpaid',
  money_end: null,
  version: 1,
  total_amount: '12.50',
  currency: 'SGD',
  table_id: 12,
  table_number: '4',
  items_summary: 'Flat White x2',
  items: [
    {
      line_id: 'c1',
      customer_id: null,
      name: 'Flat White',
      count: 2,
      modifiers: [
        { group: 'Milk', name: 'Oat milk', count: 1 },
        { group: 'Extras', name: 'Extra shot', count: 2 },
      ],
      note: 'Extra hot',
    },
  ],
  note: 'Window seat, bring water',
  customer_id: null,
  // 09:30 UTC is 17:30 in Singapore, whatever the zone of the machine running the test.
  created_at: '2026-11-20T09:30:00.000Z',
  eta: '2026-11-20T09:45:00.000Z',
  allowed_actions: ['confirm', 'reject', 'cancel'],
  can_record_payment: true,
  can_reprice: true,
};

function Note() {
  const { note } = useStatusNote();
  return <p role="status">{note?.text ?? ''}</p>;
}

async function renderCard(locale: 'en' | 'ar' = 'en', shown: PosOrder = order) {
  await activateLocale(locale);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <StatusNoteProvider>
          <ThemeRoot dir={locale === 'ar' ? 'rtl' : 'ltr'} lang={locale}>
            <Note />
            <OrderCard order={shown} outlet={outlet} />
          </ThemeRoot>
        </StatusNoteProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

// The console's clock: 20:00 in Singapore on the day the order was placed.
const SAME_DAY = new Date('2026-11-20T12:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(SAME_DAY);
});

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await activateLocale('en');
});

describe('OrderCard', () => {
  it('shows the kitchen every line with its modifiers and note, the order note, and times in the outlet’s zone', async () => {
    const screen = await renderCard();
    await expect.element(screen.getByRole('heading', { name: /#A-0417/ })).toBeVisible();
    await expect.element(screen.getByText('Table 4')).toBeVisible();
    await expect.element(screen.getByText('2 × Flat White')).toBeVisible();
    await expect.element(screen.getByText('Oat milk')).toBeVisible();
    await expect.element(screen.getByText('2 × Extra shot')).toBeVisible();
    await expect.element(screen.getByText('Note: Extra hot')).toBeVisible();
    await expect.element(screen.getByText('Order note: Window seat, bring water')).toBeVisible();
    await expect.element(screen.getByText('Placed 17:30')).toBeVisible();
    await expect.element(screen.getByText('ETA 17:45')).toBeVisible();
    // The total is the server's, formatted by the engine with the currency's code.
    await expect.element(screen.getByText(/^SGD\s12\.50$/)).toBeVisible();
  });

  it('dates an order of an earlier day, as numbers start again each day', async () => {
    // 00:30 in Singapore the next day: a new #A-0417 may be placed beside this one.
    vi.setSystemTime(new Date('2026-11-20T16:30:00.000Z'));
    const screen = await renderCard();
    await expect.element(screen.getByText('Placed Nov 20, 17:30')).toBeVisible();
  });

  it('confirms with the ETA through the staff API, with the session CSRF token, and says so', async () => {
    writeCsrfToken('staff-csrf');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ order: { ...order, status: 'confirmed' } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const screen = await renderCard();
    await screen.getByLabelText('ETA (minutes)').fill('20');
    await screen.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Order A-0417 confirmed');
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('/pos/api/orders/90017/confirm');
    expect(init?.method).toBe('POST');
    // The person's session cookie goes with it, and the session's CSRF token.
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(init?.headers).get('x-csrf-token')).toBe('staff-csrf');
    expect(new Headers(init?.headers).get('authorization')).toBeNull();
    expect(init?.body).toBe('{"eta_minutes":20}');
  });

  it('offers to record a payment of the order’s own total', async () => {
    const screen = await renderCard();
    await screen.getByText('Payment, discount, loyalty').click();
    await expect
      .element(screen.getByRole('button', { name: /^Record payment of SGD\s12\.50$/ }))
      .toBeVisible();
    await expect.element(screen.getByRole('combobox', { name: 'Payment type' })).toBeVisible();
  });

  it('says an order refunded in full is refunded, and offers only to reject or cancel it', async () => {
    const screen = await renderCard('en', {
      ...order,
      payment_status: 'paid',
      money_end: 'refunded',
      allowed_actions: ['reject', 'cancel'],
      can_record_payment: false,
      can_reprice: false,
    });
    await expect.element(screen.getByText('Refunded in full')).toBeVisible();
    await expect.element(screen.getByText('Paid', { exact: true })).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();
  });

  it('says an order whose payment was voided is voided', async () => {
    const screen = await renderCard('en', {
      ...order,
      status: 'rejected',
      payment_status: 'declined',
      money_end: 'voided',
      allowed_actions: [],
    });
    await expect.element(screen.getByText('Payment voided')).toBeVisible();
    await expect.element(screen.getByText('Payment declined')).not.toBeInTheDocument();
  });

  it('says in words why an order refunded meanwhile is not confirmed, in Arabic too', async () => {
    writeCsrfToken('staff-csrf');
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            error: 'This order was refunded in full; it cannot move on',
            error_id: 'order_refunded',
          }),
          { status: 409, headers: { 'content-type': 'application/json' } },
        ),
      ),
    );
    const screen = await renderCard();
    await screen.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Order A-0417 was refunded in full: it cannot move on.');

    await screen.unmount();
    const arabic = await renderCard('ar');
    await arabic.getByRole('button', { name: 'تأكيد', exact: true }).click();
    await expect
      .element(arabic.getByRole('status'))
      .toHaveTextContent('تم استرداد الطلب A-0417 بالكامل: لا يمكن متابعته.');
  });

  it('reads in Arabic, right to left', async () => {
    const screen = await renderCard('ar');
    await expect.element(screen.getByRole('button', { name: 'تأكيد', exact: true })).toBeVisible();
    await expect.element(screen.getByText('الطاولة 4')).toBeVisible();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
